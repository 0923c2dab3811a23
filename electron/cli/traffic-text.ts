// The text `passage traffic` prints: the overview's summary and its `updated` time (UTC and
// Amsterdam), where the data came from, then one row per event: road, kind, cause, delay,
// queue, trend and, with --near, the distance.
import { formatPosition } from '../../shared/domain/coordinates';
import { formatUtcMinute } from '../../shared/domain/time';
import { formatZoneTime } from '../../shared/domain/zone-time';
import { queueText, TRAFFIC_KIND_TEXT, trafficKind, trendText } from '../../shared/domain/traffic';
import type { TrafficSnapshot } from '../../shared/ipc';
import { columns, provenanceText } from './conditions-text';

/** The zone of the Dutch road authority's clock. */
const DUTCH_ZONE = 'Europe/Amsterdam';

function summaryLine(snapshot: TrafficSnapshot): string {
  const { jams, events, length } = snapshot.summary;
  const km = (length / 1000).toFixed(1);
  return `Whole country: ${jams} jam${jams === 1 ? '' : 's'}, ${events} event${events === 1 ? '' : 's'}, ${km} km of queues.`;
}

function scopeLine(snapshot: TrafficSnapshot): string {
  if (snapshot.near === null) return `All ${snapshot.events.length} events:`;
  const at = formatPosition({ lat: snapshot.near.lat, lon: snapshot.near.lon });
  const n = snapshot.events.length;
  return `${n} event${n === 1 ? '' : 's'} within ${snapshot.near.radiusKm} km of ${at}, nearest first:`;
}

export function trafficText(snapshot: TrafficSnapshot): string {
  const updated = `${formatUtcMinute(snapshot.updatedUtc)} / ${formatZoneTime(snapshot.updatedUtc, DUTCH_ZONE)} Amsterdam`;
  const withDistance = snapshot.near !== null;
  const header = ['Road', 'Kind', 'Cause', 'Delay', 'Queue', 'Trend', ...(withDistance ? ['Distance'] : []), 'Where'];
  const rows = snapshot.events.map((e) => [
    e.roadNumber,
    TRAFFIC_KIND_TEXT[trafficKind(e)],
    e.cause === '' ? e.causeType : e.cause,
    e.delayMinutes > 0 ? `${e.delayMinutes} min` : '',
    queueText(e.queueLength),
    trendText(e.trend),
    ...(withDistance ? [e.distanceKm === null ? '' : `${e.distanceKm.toFixed(1)} km`] : []),
    e.roadName,
  ]);
  return [
    `Road traffic in the Netherlands, updated ${updated}`,
    summaryLine(snapshot),
    provenanceText(snapshot.provenance, snapshot.creditsSpent),
    '',
    scopeLine(snapshot),
    rows.length === 0 ? '  (none)' : columns(header, rows),
    '',
  ].join('\n');
}

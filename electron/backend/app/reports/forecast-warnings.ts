// The report's warnings about the forecast itself: where it ends before the arrival, and where
// its positions lie off the planned track (content.ts gathers them with the others).
import { mToNm } from '../../../../shared/domain/units';
import type { Voyage } from '../../../../shared/domain/voyage';
import { formatDuration } from '../../../../shared/domain/time';
import { formatDayHourUtc } from '../../../../shared/forecast/text';
import { geodesicInverse } from '../../../../shared/geodesy/geodesic';
import type { Snapshot } from '../../../../shared/ipc';
import { scheduledPositionAt, type Schedule } from '../../../../shared/schedule';
import { TRACK_TOLERANCE_NM } from '../forecasts/shipping-track';
import type { ReportWarning, WeatherRow } from './content';

/** Where the forecast ends before the ship arrives: the last step any of wind, gust, Hs has a value. */
export function forecastCoverageWarning(rows: readonly WeatherRow[], schedule: Schedule): ReportWarning | null {
  let last = -1;
  rows.forEach((row, i) => {
    if (Object.values(row.quantities).some((q) => q.value !== null || q.stats !== null)) last = i;
  });
  const lastRow = rows[last];
  if (lastRow === undefined)
    return { kind: 'forecast', text: 'The forecast holds no wind, gust or wave values for this passage.' };
  if (lastRow.timeUtc >= schedule.arrivalUtc - 1) return null;
  const missingH = Math.round((schedule.arrivalUtc - lastRow.timeUtc) / 3600);
  return {
    kind: 'forecast',
    text: `The forecast ends at ${formatDayHourUtc(lastRow.timeUtc)}, ${missingH} h before arrival: the rest of the passage has no weather values and no risk colour.`,
  };
}

/**
 * The forecast's positions against the planned track at the same instants. A run asks the service
 * for the planned track, great-circle legs as rhumb chords along them (forecasts/shipping-track),
 * so its positions lie within TRACK_TOLERANCE_NM of the plan and it arrives within the time that
 * distance takes to sail. Only beyond that is there something to say: a forecast made before
 * Passage asked that way, whose great-circle legs the service sailed as one rhumb line each, or a
 * service that laid its points elsewhere.
 */
export function trackDeviationWarning(snapshot: Snapshot, schedule: Schedule, voyage: Voyage): ReportWarning | null {
  let worst: { nm: number; timeUtc: number; leg: number | null } = { nm: 0, timeUtc: NaN, leg: null };
  for (const step of snapshot.steps) {
    const planned = scheduledPositionAt(schedule, step.timeUtc);
    if (planned === null) continue;
    const nm = mToNm(geodesicInverse(step.lat, step.lon, planned.position.lat, planned.position.lon).distanceM);
    if (nm > worst.nm) worst = { nm, timeUtc: step.timeUtc, leg: planned.legIndex };
  }
  const lastIndex = voyage.route.waypoints.length - 1;
  const arrival = snapshot.steps.find((s) => s.kind === 'waypoint' && s.waypointIndex === lastIndex);
  const arrivalDifferenceS = arrival === undefined ? 0 : arrival.timeUtc - schedule.arrivalUtc;
  const lastLeg = schedule.legs[schedule.legs.length - 1];
  const arrivalToleranceS = lastLeg === undefined ? 0 : (TRACK_TOLERANCE_NM * 3600) / lastLeg.speedKn;
  const parts: string[] = [];
  if (worst.nm > TRACK_TOLERANCE_NM) {
    const leg = worst.leg === null ? null : schedule.legs[worst.leg];
    const where =
      leg === undefined || leg === null
        ? ''
        : ` on leg ${leg.fromIndex + 1} (${schedule.waypoints[leg.fromIndex]?.name ?? ''} → ${schedule.waypoints[leg.fromIndex + 1]?.name ?? ''}, ${leg.geometry === 'greatCircle' ? 'great circle' : 'rhumb line'})`;
    const nm = worst.nm < 10 ? worst.nm.toFixed(1) : String(Math.round(worst.nm));
    parts.push(
      `The forecast was sampled up to ${nm} NM from the planned position at the same time (${formatDayHourUtc(worst.timeUtc)}${where})`,
    );
  }
  if (Math.abs(arrivalDifferenceS) > arrivalToleranceS) {
    parts.push(
      `its track reaches the last waypoint ${formatDuration(Math.abs(arrivalDifferenceS))} ${arrivalDifferenceS > 0 ? 'later' : 'earlier'} than the plan`,
    );
  }
  if (parts.length === 0) return null;
  const said = parts.join('; ');
  return {
    kind: 'forecast',
    text: `${said.charAt(0).toUpperCase()}${said.slice(1)}. Passage asks for the forecast within ${TRACK_TOLERANCE_NM} NM of the planned track; this one lies further off (it may predate that): read the weather there as near the planned track, not on it, or run the forecast again.`,
  };
}

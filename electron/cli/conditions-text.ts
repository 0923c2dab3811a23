// The text `passage conditions` prints: the place, where the data came from, the conditions now,
// the next two hours of precipitation, then hourly, day parts and daily as aligned columns, in a
// navigator's units (shared/forecast/conditions-view.ts), times in UTC and on the place's clock.
import { formatPosition } from '../../shared/domain/coordinates';
import { formatDuration, formatUtcMinute } from '../../shared/domain/time';
import { formatZoneTime } from '../../shared/domain/zone-time';
import {
  currentLines,
  dailyRows,
  daypartRows,
  hourlyRows,
  NAVIGATOR_UNITS,
  precipitationOutlook,
} from '../../shared/forecast/conditions-view';
import type { Conditions, Provenance } from '../../shared/ipc';
import { DEMO_MARK } from '../backend/app/reports/html/cover';
import type { ResolvedPlace } from './options';

/** Rows of cells as columns two spaces apart, each as wide as its widest cell. */
export function columns(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, c) => cell.padEnd(widths[c] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].map((l) => `  ${l}`).join('\n');
}

export function provenanceText(provenance: Provenance, creditsSpent: number): string {
  const source = provenance.source === 'demo' ? `Demo service (${DEMO_MARK})` : 'Live service';
  const credit =
    creditsSpent === 0
      ? 'from the store, no credit spent'
      : `${creditsSpent} credit${creditsSpent === 1 ? '' : 's'} spent`;
  const stale = provenance.stale
    ? `\nSTALE: the service did not answer; this is the stored answer, ${formatDuration(provenance.ageS)} old.`
    : '';
  return `${source}, fetched ${formatUtcMinute(provenance.fetchedAtUtc)}; ${credit}.${stale}`;
}

function placeTitle(place: ResolvedPlace): string {
  const position = formatPosition({ lat: place.lat, lon: place.lon });
  if (place.name === null) return position;
  const what = [place.kind, place.country].filter((w) => w !== undefined).join(', ');
  return `${place.name} (${what}), ${position}`;
}

/** The whole text; `conditions.place.timezone` is the zone the local times are on. */
export function conditionsText(place: ResolvedPlace, conditions: Conditions): string {
  const zone = conditions.place.timezone;
  const units = NAVIGATOR_UNITS;
  const out: string[] = [
    `Conditions at ${placeTitle(place)}`,
    `Local time: ${zone}. Wind in knots with Beaufort force, visibility in NM.`,
    provenanceText(conditions.provenance, conditions.creditsSpent),
  ];
  const current = currentLines(conditions, units);
  const now = conditions.current?.time ?? conditions.hourly[0]?.time;
  if (current.length > 0) {
    const when = now === null || now === undefined ? '' : ` (${formatUtcMinute(now)} / ${formatZoneTime(now, zone)})`;
    const width = Math.max(...current.map(([label]) => label.length));
    out.push(
      '',
      `${conditions.provenance.stale ? 'When fetched' : 'Now'}${when}`,
      ...current.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    );
  } else {
    out.push('', 'Now: the service gave no current conditions.');
  }
  out.push('', 'Precipitation, next 2 hours', `  ${precipitationOutlook(conditions).summary}`);

  const hourly = hourlyRows(conditions, units);
  out.push(
    '',
    `Hourly (${hourly.length} h)`,
    columns(
      ['UTC', 'Local', 'Wind', 'Gust', 'Air', 'Pressure', 'Precip', 'Chance', 'Visibility'],
      hourly.map((r) => [
        r.utc,
        r.local,
        r.wind,
        r.gust,
        r.temperature,
        r.pressure,
        r.precipitation,
        r.precipProbability,
        r.visibility,
      ]),
    ),
  );
  const parts = daypartRows(conditions, units);
  if (parts.length > 0) {
    out.push(
      '',
      'Day parts',
      columns(
        ['From (UTC)', 'From (local)', 'Part', 'Sky', 'Wind', 'Gust', 'Air', 'Precip', 'Chance'],
        parts.map((r) => [
          r.utc,
          r.local,
          r.part,
          r.summary,
          r.wind,
          r.gust,
          r.temperature,
          r.precipitation,
          r.precipProbability,
        ]),
      ),
    );
  }
  const daily = dailyRows(conditions, units);
  out.push(
    '',
    `Daily (${daily.length} days, local days)`,
    columns(
      ['Day', 'Starts (UTC)', 'Sky', 'Wind', 'Air', 'Pressure', 'Precip', 'Chance'],
      daily.map((r) => [
        r.day,
        r.utc,
        r.summary,
        r.wind,
        r.temperature,
        r.pressure,
        r.precipitation,
        r.precipProbability,
      ]),
    ),
  );
  return `${out.join('\n')}\n`;
}

// The climate outlook in the navigator's units and words: the route samples' rows, the twelve
// months at an end of the voyage, and the lines that say what the numbers are. Pure: tested
// under Node.
import type { ClimatePeriod } from '../../../shared/api/resources/climate';
import { CLIMATE_OUTLOOK_MAX_SAMPLES, type ClimateOutlook, type UnitPreferences } from '../../../shared/ipc';
import { climateKn, climateMonthRows } from '../../../shared/forecast/climate-rows';
import { formatDayHourUtc, monthName } from '../../../shared/forecast/text';
import { ensembleReachWords } from '../../../shared/schedule/ensemble-reach';
import { formatPositionAs, formatSpeed } from '../lib/units-text';

export const CLIMATE_NOTE = '10-year monthly averages, not a forecast';

/** What the outlook costs, said before it is asked for. */
export const CREDITS_NOTE = `Ten-year monthly averages along the route: one credit per position (at most ${CLIMATE_OUTLOOK_MAX_SAMPLES}), none for a month once stored.`;

const SAMPLE_LABEL = { departure: 'Departure', route: 'Route', arrival: 'Arrival' } as const;

/** `49°45.0'N 006°30.0'W` as its latitude and longitude (every notation puts one space between). */
function positionParts(position: string): { lat: string; lon: string } {
  const space = position.indexOf(' ');
  return space < 0 ? { lat: position, lon: '' } : { lat: position.slice(0, space), lon: position.slice(space + 1) };
}

export interface SampleRow {
  readonly key: string;
  readonly label: string;
  /** The position in the preferred notation, latitude and longitude apart (stacked in a narrow panel). */
  readonly lat: string;
  readonly lon: string;
  readonly eta: string;
  readonly month: string;
  /** In the preferred speed unit; '–' when not had. */
  readonly wind: string;
  readonly gust: string;
}

const DASH = '–';

function speedText(speedMs: number | null, units: UnitPreferences): string {
  const kn = climateKn(speedMs);
  return kn === null ? DASH : formatSpeed(kn, units.speed);
}

export function sampleRows(outlook: ClimateOutlook, units: UnitPreferences): SampleRow[] {
  return outlook.samples.map((s, i) => ({
    key: `${i}-${s.etaUtc}`,
    label: s.kind === 'route' ? `${Math.round(s.distanceNm)} NM` : SAMPLE_LABEL[s.kind],
    ...positionParts(formatPositionAs({ lat: s.lat, lon: s.lon }, units.coordinates)),
    eta: formatDayHourUtc(s.etaUtc),
    month: monthName(s.month),
    wind: speedText(s.windSpeedMs, units),
    gust: speedText(s.windGustMs, units),
  }));
}

export interface MonthRow {
  readonly key: string;
  readonly name: string;
  readonly wind: string;
  readonly gust: string;
  readonly low: string;
  readonly high: string;
  readonly rain: string;
  readonly sun: string;
  /** A month the voyage is under way in. */
  readonly sailed: boolean;
}

/** The twelve months at an end of the voyage; the months the voyage spans are marked. */
export function monthRows(
  periods: readonly ClimatePeriod[],
  units: UnitPreferences,
  sailedMonths: readonly number[],
): MonthRow[] {
  return climateMonthRows(periods).map((r) => ({
    key: `${r.month}-${r.period}`,
    name: r.name,
    wind: formatSpeed(r.windKn, units.speed),
    gust: formatSpeed(r.gustKn, units.speed),
    low: r.lowC.toFixed(1),
    high: r.highC.toFixed(1),
    rain: r.precipitationMm.toFixed(0),
    sun: r.sunshineH.toFixed(0),
    sailed: sailedMonths.includes(r.month),
  }));
}

/** `Sep 2026` or `Dec 2026 – Jan 2027`. */
export function monthsText(months: ClimateOutlook['months']): string {
  const name = (m: ClimateOutlook['months'][number]): string => `${monthName(m.month)} ${m.year}`;
  const first = months[0];
  const last = months[months.length - 1];
  if (first === undefined || last === undefined) return '';
  return first === last ? name(first) : `${name(first)} – ${name(last)}`;
}

/** What is missing from an outlook served while the service did not answer, or null. */
export function missingText(outlook: ClimateOutlook): string | null {
  const missing = outlook.samples.filter((s) => s.windSpeedMs === null).length;
  if (missing === 0) return null;
  return `${missing} of ${outlook.samples.length} positions could not be fetched (the service did not answer) and are not stored: shown as –. Try again when connected.`;
}

/** Why the outlook shows by itself, or null when the navigator asked for it. */
export function horizonText(beyondHorizon: boolean): string | null {
  return beyondHorizon
    ? `The departure is beyond the forecast range (${ensembleReachWords()}): a forecast run holds no weather for this passage yet. Until it comes within range, the climate tells what the season usually brings.`
    : null;
}

// The arrival constraints of a departure sweep (issue 16), in the words a navigator reads in the
// table: arrive before, arrive after, arrive in daylight at the destination.
import type { SweepWindow } from '../ipc/methods/departures';
import { isDaylight, nextSunriseUtc, sunriseSunsetUtc } from '../domain/sun';
import { formatDuration } from '../domain/time';
import { formatDayHourUtc } from './text';

type ArrivalWindow = Pick<SweepWindow, 'arriveBeforeUtc' | 'arriveAfterUtc' | 'arriveInDaylight'>;

/**
 * The arrival constraints an arrival at `arrivalUtc` (Unix seconds) breaks, in words; empty when
 * all hold. Arriving exactly at a limit keeps it. Daylight: the sun's upper limb above the
 * horizon at the destination (`lat`, `lon` degrees), as in shared/domain/sun.ts.
 */
export function arrivalProblems(
  arrivalUtc: number,
  window: ArrivalWindow,
  destination: { readonly lat: number; readonly lon: number },
): string[] {
  const problems: string[] = [];
  const arrives = `arrives ${formatDayHourUtc(arrivalUtc)}`;
  if (window.arriveBeforeUtc !== undefined && arrivalUtc > window.arriveBeforeUtc)
    problems.push(
      `${arrives}, ${formatDuration(arrivalUtc - window.arriveBeforeUtc)} after the ${formatDayHourUtc(window.arriveBeforeUtc)} limit`,
    );
  if (window.arriveAfterUtc !== undefined && arrivalUtc < window.arriveAfterUtc)
    problems.push(
      `${arrives}, ${formatDuration(window.arriveAfterUtc - arrivalUtc)} before the earliest arrival ${formatDayHourUtc(window.arriveAfterUtc)}`,
    );
  if (window.arriveInDaylight && !isDaylight(destination.lat, destination.lon, arrivalUtc))
    problems.push(nightWords(arrivalUtc, destination));
  return problems;
}

function nightWords(arrivalUtc: number, { lat, lon }: { readonly lat: number; readonly lon: number }): string {
  const sunrise = nextSunriseUtc(lat, lon, arrivalUtc);
  const polar = sunriseSunsetUtc(lat, lon, arrivalUtc).polar === 'night';
  const at = `${polar ? 'in the polar night' : 'at night'}, ${formatDayHourUtc(arrivalUtc)}`;
  if (sunrise === null) return `arrives ${at}`;
  return `arrives ${at} (sunrise ${formatDayHourUtc(sunrise)}, ${formatDuration(sunrise - arrivalUtc)} later)`;
}

// Dutch local time for the transit planner: ISO 8601 with the Europe/Amsterdam offset, as the
// real service writes it, computed from the EU summer-time rule so no time zone data is needed.

const HOUR_S = 3600;
const DAY_S = 86400;

/** Unix seconds of 01:00 UTC on the last Sunday of `month1` (1-based) of `year`: the EU switch instant. */
function lastSundayOneUtc(year: number, month1: number): number {
  const lastDay = Date.UTC(year, month1, 0) / 1000; // day 0 of the next month = last day of this one
  const weekday = new Date(lastDay * 1000).getUTCDay();
  return lastDay - weekday * DAY_S + HOUR_S;
}

/** Offset of Europe/Amsterdam from UTC at `timeUtc`, minutes: 120 in summer time, 60 otherwise. */
export function amsterdamOffsetMin(timeUtc: number): number {
  const year = new Date(timeUtc * 1000).getUTCFullYear();
  const summer = timeUtc >= lastSundayOneUtc(year, 3) && timeUtc < lastSundayOneUtc(year, 10);
  return summer ? 120 : 60;
}

/** `timeUtc` (Unix seconds) as local ISO 8601 with offset, e.g. 2026-09-10T11:20:00+02:00. */
export function isoAmsterdam(timeUtc: number): string {
  const offsetMin = amsterdamOffsetMin(timeUtc);
  const local = new Date((Math.round(timeUtc) + offsetMin * 60) * 1000).toISOString().slice(0, 19);
  const hh = String(Math.floor(offsetMin / 60)).padStart(2, '0');
  const mm = String(offsetMin % 60).padStart(2, '0');
  return `${local}+${hh}:${mm}`;
}

/** The local calendar day of `timeUtc`, YYYY-MM-DD (a service day, ignoring the after-midnight convention). */
export function serviceDateAmsterdam(timeUtc: number): string {
  return isoAmsterdam(timeUtc).slice(0, 10);
}

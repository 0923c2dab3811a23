// Crew journeys in words, the same in the app, the command line and the report: what a
// modifier means, a time as Dutch local time with UTC beside it, a leg and a journey in a line.
import type { Journey, JourneyLeg } from '../ipc/methods/transit';
import { wallClock } from '../domain/zone-time';

/** Dutch public transport runs on Amsterdam time. */
export const DUTCH_ZONE = 'Europe/Amsterdam';

/** Passage's mixer modifiers (mixer.proto) in words; others are shown as they come. */
const MODIFIER_WORDS: Readonly<Record<string, string>> = {
  'fewer-transfers': 'fewer changes',
  'bicycle-first-mile': 'by bicycle to the first stop',
  'shared-mobility': 'a shared bicycle for the last part',
  'later-departure': 'a later departure',
  'earlier-arrival': 'an earlier arrival',
  'extra-transfer-time': 'more time to change',
};

/** How a journey differs from the default plan, e.g. "Default plan" or "Differs: fewer changes". */
export function modifiersText(modifiers: readonly string[]): string {
  if (modifiers.length === 0) return 'Default plan';
  return `Differs from the default plan: ${modifiers.map((m) => MODIFIER_WORDS[m] ?? m).join(', ')}`;
}

/** `14:23` in Dutch local time. */
export function dutchTime(timeUtc: number): string {
  return wallClock(timeUtc, DUTCH_ZONE).hhmm;
}

/** `13:23Z`. */
export function utcTime(timeUtc: number): string {
  return `${new Date(Math.round(timeUtc / 60) * 60_000).toISOString().slice(11, 16)}Z`;
}

/** `14:23 NL (12:23Z)`. */
export function bothTimes(timeUtc: number): string {
  return `${dutchTime(timeUtc)} NL (${utcTime(timeUtc)})`;
}

/** An expected time that differs from the aimed one, as `14:25 NL, planned 14:23`; else the aimed time. */
function legTime(aimedUtc: number, expectedUtc: number | undefined): string {
  if (expectedUtc === undefined || Math.round(expectedUtc / 60) === Math.round(aimedUtc / 60))
    return bothTimes(aimedUtc);
  return `${bothTimes(expectedUtc)}, planned ${dutchTime(aimedUtc)}`;
}

const MODE_WORDS: Readonly<Record<string, string>> = {
  WALK: 'Walk',
  BICYCLE: 'Cycle',
  BICYCLE_RENT: 'Shared bicycle',
  RAIL: 'Train',
  TRAM: 'Tram',
  METRO: 'Metro',
  BUS: 'Bus',
  FERRY: 'Ferry',
};

export function modeText(mode: string): string {
  return MODE_WORDS[mode] ?? mode.charAt(0) + mode.slice(1).toLowerCase();
}

/** `Train Intercity from Rotterdam Centraal (platform 12) 14:23 NL (12:23Z) to Schiphol Airport 15:05 NL (13:05Z)`. */
export function legText(leg: JourneyLeg): string {
  const what = leg.line === '' ? modeText(leg.mode) : `${modeText(leg.mode)} ${leg.line}`;
  const towards = leg.direction === undefined ? '' : ` towards ${leg.direction}`;
  const platform = leg.platform === undefined ? '' : ` (platform ${leg.platform})`;
  return (
    `${what}${towards} from ${leg.from}${platform} ${legTime(leg.aimedDepartureUtc, leg.expectedDepartureUtc)}` +
    ` to ${leg.to} ${legTime(leg.aimedArrivalUtc, leg.expectedArrivalUtc)}`
  );
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `14:10 NL (12:10Z) -> 15:20 NL (13:20Z), 70 min, 1 change, 12 min walking, 6 min waiting`. */
export function journeySummary(journey: Journey): string {
  return (
    `${bothTimes(journey.departureUtc)} -> ${bothTimes(journey.arrivalUtc)}, ${journey.durationMin} min, ` +
    `${plural(journey.transfers, 'change')}, ${journey.walkMin} min walking, ${journey.waitMin} min waiting`
  );
}

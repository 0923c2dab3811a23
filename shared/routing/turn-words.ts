// Why each waypoint of an optimised route is there, in a navigator's words: one wording for the
// CLI's waypoint table and the app's. A turn the weather pays for says what it pays.
import type { TurnReason, WaypointGain } from '../ipc/methods/routing';
import { formatAmount } from '../forecast/text';
import { citation, DANGER_WORDS } from '../seakeeping/danger-words';

const WORDS: Readonly<Record<TurnReason, string>> = {
  start: 'start',
  via: 'via (given)',
  end: 'end',
  land: 'clears land or a no-go area',
  'not-allowed': 'keeps out of a limit or storm zone',
  'great-circle': 'follows the great circle',
  weather: 'the weather pays for the turn',
};

/**
 * Below these a gain is not worth a figure: three minutes, 0.05 % of the exposure (one member in
 * 51 above the limits for about six minutes of a 200-hour crossing).
 */
const HOURS_SHOWN = 0.05;
const EXPOSURE_SHOWN = 0.0005;

export function turnWords(why: TurnReason, gain: WaypointGain | null = null): string {
  if (why !== 'weather' || gain === null) return WORDS[why];
  if (gain.danger === undefined) return paidWords(gain, 'exposure to the limits');
  const paid = paidWords(gain, 'exposure to the limits and the zones');
  // The danger avoided in the circular's words: "keeps out of surf-riding and broaching-to, 1.2 h
  // less in a dangerous zone (MSC.1/Circ.1228, 4.2.1)".
  const { kind, hours } = gain.danger;
  return (
    `${paid}; keeps out of ${DANGER_WORDS[kind].name.toLowerCase()}, ${formatAmount(hours, 1)} h less in a ` +
    `dangerous zone (${citation(kind)})`
  );
}

/** What the turn pays in time and in `exposure` (what the route's risk is exposure to). */
function paidWords(gain: WaypointGain, exposureTo: string): string {
  const hours = `${formatAmount(Math.abs(gain.hours), 1)} h`;
  // A tenth of a percent below 10 %: most single turns avoid a few percent or less.
  const share = Math.abs(gain.exposure) * 100;
  const exposure = `${formatAmount(share, share < 10 ? 1 : 0)} %`;
  const sooner = gain.hours >= HOURS_SHOWN;
  const later = gain.hours <= -HOURS_SHOWN;
  const less = gain.exposure >= EXPOSURE_SHOWN;
  const more = gain.exposure <= -EXPOSURE_SHOWN;
  if (sooner && less) return `the weather pays: ${hours} sooner, ${exposure} less ${exposureTo}`;
  if (sooner && more) return `the weather pays: ${hours} sooner for ${exposure} more ${exposureTo}`;
  if (sooner) return `the weather pays: ${hours} sooner`;
  if (less && later) return `the weather pays: ${exposure} less ${exposureTo} for ${hours} more`;
  if (less) return `the weather pays: ${exposure} less ${exposureTo}`;
  // Too little to put a figure on (within the straightening's slack), or paid on the whole leg.
  return WORDS.weather;
}

// Why each waypoint of an optimised route is there, in a navigator's words: one wording for the
// CLI's waypoint table and the app's.
import type { TurnReason } from '../ipc/methods/routing';

const WORDS: Readonly<Record<TurnReason, string>> = {
  start: 'start',
  via: 'via (given)',
  end: 'end',
  land: 'clears land or a no-go area',
  'not-allowed': 'keeps out of a limit or storm zone',
  'great-circle': 'follows the great circle',
  weather: 'the weather pays for the turn',
};

export function turnWords(why: TurnReason): string {
  return WORDS[why];
}

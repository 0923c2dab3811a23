// The arrival constraints of a sweep window that need no sun: arrive before, arrive after.
// TODO(issue 16): the daylight check ("arrives at night") comes with
// shared/forecast/departure-constraints.ts `arrivalProblems`, which replaces this at merge.
import type { Position } from '../../../../shared/domain/position';
import type { SweepWindow } from '../../../../shared/ipc';
import { formatDayHourUtc } from '../../../../shared/forecast/text';

/** The constraints broken by an arrival, in words; [] when every one holds. */
export type ArrivalCheck = (arrivalUtc: number, window: SweepWindow, destination: Position) => string[];

export const arrivalTimeProblems: ArrivalCheck = (arrivalUtc, window) => [
  ...(window.arriveBeforeUtc !== undefined && arrivalUtc > window.arriveBeforeUtc
    ? [`arrives after ${formatDayHourUtc(window.arriveBeforeUtc)}`]
    : []),
  ...(window.arriveAfterUtc !== undefined && arrivalUtc < window.arriveAfterUtc
    ? [`arrives before ${formatDayHourUtc(window.arriveAfterUtc)}`]
    : []),
];

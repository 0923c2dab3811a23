// The departure planner's steps against the backend and its local rules, apart from Svelte so
// they are tested under Node: the default window, the window typed as text read into the
// contract's shape, the re-ranking of a finished sweep (no new request), and the newest stored
// sweep of a voyage read back without spending credits.
import type {
  DepartureRowOut,
  DepartureSweep,
  IpcInput,
  IpcOutput,
  ProgressEvent,
  SweepSummary,
  SweepWindow,
  Unsubscribe,
} from '../../../shared/ipc';
import { DEFAULT_SWEEP_STEP_H, sweepWindowSchema } from '../../../shared/ipc';
import { rankDepartures, type DepartureRanking } from '../../../shared/forecast/departure-rank';
import { parseIsoUtc } from '../../../shared/domain/time';
import { defined } from '../../../shared/domain/defined';

/** The part of the backend the planner needs (renderer/src/lib/backend.ts's shape). */
export interface DeparturesApi {
  readonly departures: {
    readonly estimate: (input: IpcInput<'departures.estimate'>) => Promise<IpcOutput<'departures.estimate'>>;
    readonly sweep: (input: IpcInput<'departures.sweep'>) => Promise<IpcOutput<'departures.sweep'>>;
    readonly list: (input: IpcInput<'departures.list'>) => Promise<IpcOutput<'departures.list'>>;
    readonly get: (input: IpcInput<'departures.get'>) => Promise<IpcOutput<'departures.get'>>;
  };
  /** Stops a running sweep (absent where nothing is ever cancelled). */
  readonly tasks?: { readonly cancel: (input: IpcInput<'tasks.cancel'>) => Promise<IpcOutput<'tasks.cancel'>> };
  readonly onProgress: (listener: (event: ProgressEvent) => void) => Unsubscribe;
}

/** The window's fields as the navigator types them (ISO 8601 with a zone; empty: no constraint). */
export interface WindowText {
  readonly from: string;
  readonly to: string;
  readonly everyH: number;
  readonly arriveBefore: string;
  readonly arriveAfter: string;
  readonly arriveInDaylight: boolean;
}

const H = 3600;
/** Default window: 7 days (issue 16), every 6 h. */
const DEFAULT_SPAN_H = 7 * 24;
const DEFAULT_EVERY_H = DEFAULT_SWEEP_STEP_H;

/** `2026-12-01 06:00Z`: what parseIsoUtc reads back. */
function isoMinute(timeUtc: number): string {
  return new Date(timeUtc * 1000).toISOString().slice(0, 16).replace('T', ' ') + 'Z';
}

/** A stored sweep's window as the fields show it. */
export function windowTextOf(window: SweepWindow): WindowText {
  return {
    from: isoMinute(window.fromUtc),
    to: isoMinute(window.toUtc),
    everyH: window.everyH,
    arriveBefore: window.arriveBeforeUtc === undefined ? '' : isoMinute(window.arriveBeforeUtc),
    arriveAfter: window.arriveAfterUtc === undefined ? '' : isoMinute(window.arriveAfterUtc),
    arriveInDaylight: window.arriveInDaylight,
  };
}

/** Every 6 h from the next whole 6 h UTC after `nowUtc`, over the next 7 days. */
export function defaultWindowText(nowUtc: number): WindowText {
  const step = DEFAULT_EVERY_H * H;
  const from = Math.floor(nowUtc / step) * step + step;
  return {
    from: isoMinute(from),
    to: isoMinute(from + DEFAULT_SPAN_H * H),
    everyH: DEFAULT_EVERY_H,
    arriveBefore: '',
    arriveAfter: '',
    arriveInDaylight: false,
  };
}

export type WindowReading =
  | { readonly ok: true; readonly window: SweepWindow }
  | { readonly ok: false; readonly field: keyof WindowText; readonly message: string };

const FIELD_OF: Readonly<Record<string, keyof WindowText>> = {
  fromUtc: 'from',
  toUtc: 'to',
  everyH: 'everyH',
  arriveBeforeUtc: 'arriveBefore',
  arriveAfterUtc: 'arriveAfter',
};

/** The typed window in the contract's shape, or the first thing wrong with it in words. */
export function readWindow(text: WindowText): WindowReading {
  const times: Partial<Record<keyof WindowText, number>> = {};
  for (const field of ['from', 'to', 'arriveBefore', 'arriveAfter'] as const) {
    const value = text[field].trim();
    if (value === '') {
      if (field === 'from' || field === 'to') return { ok: false, field, message: 'Give a date and time in UTC.' };
      continue;
    }
    try {
      times[field] = parseIsoUtc(value, field);
    } catch (error) {
      return { ok: false, field, message: error instanceof Error ? error.message : String(error) };
    }
  }
  const parsed = sweepWindowSchema.safeParse({
    fromUtc: times.from,
    toUtc: times.to,
    everyH: text.everyH,
    arriveInDaylight: text.arriveInDaylight,
    ...defined({ arriveBeforeUtc: times.arriveBefore, arriveAfterUtc: times.arriveAfter }),
  });
  if (parsed.success) return { ok: true, window: parsed.data };
  const issue = parsed.error.issues[0];
  const key = String(issue?.path[0] ?? 'fromUtc');
  return { ok: false, field: FIELD_OF[key] ?? 'from', message: issue?.message ?? 'This window cannot be swept.' };
}

/** Two windows ask the same sweep. */
export function sameWindow(a: SweepWindow, b: SweepWindow): boolean {
  return (
    a.fromUtc === b.fromUtc &&
    a.toUtc === b.toUtc &&
    a.everyH === b.everyH &&
    a.arriveBeforeUtc === b.arriveBeforeUtc &&
    a.arriveAfterUtc === b.arriveAfterUtc &&
    a.arriveInDaylight === b.arriveInDaylight
  );
}

/** Departures covered whole that meet the constraints first, then those that do not, then the uncovered. */
function group(row: DepartureRowOut): number {
  return !row.covered ? 2 : row.meetsConstraints ? 0 : 1;
}

/**
 * A finished sweep's rows ranked again by the navigator's choice, here, without a request:
 * rankDepartures within the covered rows, then those breaking a constraint after those meeting
 * them (a stable sort keeps rankDepartures' order inside each group), then the uncovered ones.
 */
export function rerank(rows: readonly DepartureRowOut[], rank: DepartureRanking, riskCap: number): DepartureRowOut[] {
  // rankDepartures reads times, exceedance and coverage; the row's worst step is the contract's
  // shape, not the sweep core's, so it goes in as null and the row is found again by index.
  const ranked = rankDepartures(
    rows.map((row, index) => ({ ...row, worst: null, index })),
    { rank, riskCap },
  );
  return ranked
    .map((r, order) => ({ row: rows[r.index]!, order }))
    .sort((a, b) => group(a.row) - group(b.row) || a.order - b.order)
    .map(({ row }, i) => ({ ...row, rank: i + 1 }));
}

/** The voyage's stored sweeps (newest first) and the newest read back; null when there is none. */
export async function latestSweep(
  api: DeparturesApi,
  voyageId: string,
): Promise<{ sweeps: readonly SweepSummary[]; sweep: DepartureSweep | null }> {
  const { sweeps } = await api.departures.list({ voyageId });
  const newest = sweeps.reduce<SweepSummary | null>(
    (best, s) => (best === null || s.createdAtUtc > best.createdAtUtc ? s : best),
    null,
  );
  const sweep = newest === null ? null : await api.departures.get({ sweepId: newest.sweepId });
  return { sweeps, sweep };
}

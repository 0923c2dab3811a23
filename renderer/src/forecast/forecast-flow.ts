// The steps of a forecast run against the backend, apart from Svelte so they are tested under
// Node with a fake backend: run (shared/tasks' flow estimates and filters its progress), read the
// snapshot back, and the voyage's newest stored forecast.
import type {
  ForecastOptions,
  IpcInput,
  IpcOutput,
  PartialForecast,
  ProgressEvent,
  Snapshot,
  SnapshotSummary,
  Unsubscribe,
} from '../../../shared/ipc';
import type { VoyageRef } from '../lib/voyage-ref';

/** The part of the backend a forecast needs (renderer/src/lib/backend.ts's shape). */
export interface ForecastApi {
  readonly forecasts: {
    readonly estimate: (input: IpcInput<'forecasts.estimate'>) => Promise<IpcOutput<'forecasts.estimate'>>;
    readonly run: (input: IpcInput<'forecasts.run'>) => Promise<IpcOutput<'forecasts.run'>>;
    readonly list: (input: IpcInput<'forecasts.list'>) => Promise<IpcOutput<'forecasts.list'>>;
    readonly get: (input: IpcInput<'forecasts.get'>) => Promise<IpcOutput<'forecasts.get'>>;
    readonly point: (input: IpcInput<'forecasts.point'>) => Promise<IpcOutput<'forecasts.point'>>;
  };
  /** Stops a running forecast (absent where nothing is ever cancelled). */
  readonly tasks?: { readonly cancel: (input: IpcInput<'tasks.cancel'>) => Promise<IpcOutput<'tasks.cancel'>> };
  readonly onProgress: (listener: (event: ProgressEvent) => void) => Unsubscribe;
}

/** What a run in flight has brought so far (its latest partial result), to show until it ends. */
export interface RunSoFar {
  readonly taskId: string;
  /** The partial result in the snapshot's shape; it is stored nowhere, so its summary's id is empty. */
  readonly snapshot: Snapshot;
  /** Ensemble requests answered, and in all (0 of 0 without the ensemble). */
  readonly ensembleParts: { readonly done: number; readonly total: number };
}

/** A run's partial result (shared/ipc progress.ts) as what the views draw. */
export function runSoFar(taskId: string, partial: PartialForecast): RunSoFar {
  return {
    taskId,
    snapshot: { summary: { ...partial.summary, snapshotId: '' }, steps: partial.steps, series: partial.series },
    ensembleParts: partial.ensembleParts,
  };
}

export interface RunResult {
  readonly snapshot: Snapshot;
  /** The voyage's forecasts after the run, newest first as the backend lists them. */
  readonly snapshots: readonly SnapshotSummary[];
}

/**
 * Runs the forecast of `ref` under `taskId` (its progress events carry it), then reads back the
 * snapshot and the voyage's list. Progress is listened to by the caller, which stays subscribed:
 * a subscription made per run could miss a run's first events while the browser transport's
 * event stream connects, and closing the stream after each run would abort it.
 */
export async function runForecast(
  api: ForecastApi,
  ref: VoyageRef,
  options: ForecastOptions,
  taskId: string,
): Promise<RunResult> {
  const run = await api.forecasts.run({ taskId, voyageId: ref.voyageId, revision: ref.revision, options });
  const [snapshot, listed] = await Promise.all([
    api.forecasts.get({ snapshotId: run.snapshotId }),
    api.forecasts.list({ voyageId: ref.voyageId }),
  ]);
  return { snapshot, snapshots: listed.snapshots };
}

/** The voyage's stored forecasts and the newest of them read back (null when there is none). */
export async function latestForecast(
  api: ForecastApi,
  voyageId: string,
): Promise<{ snapshots: readonly SnapshotSummary[]; snapshot: Snapshot | null }> {
  const { snapshots } = await api.forecasts.list({ voyageId });
  const newest = snapshots.reduce<SnapshotSummary | null>(
    (best, s) => (best === null || s.createdAtUtc > best.createdAtUtc ? s : best),
    null,
  );
  const snapshot = newest === null ? null : await api.forecasts.get({ snapshotId: newest.snapshotId });
  return { snapshots, snapshot };
}

// The ensemble answers alone, for the work that reads members along a voyage after the fetch (a
// departure sweep, the seakeeping check): fetched as a forecast run fetches them, stored answers
// reused, with the progress's last word saying what follows; and the model runs they came from.
import type { ModelRun } from '../../../../shared/ipc';
import type { BackendContext } from '../context';
import type { Connection } from '../service-source';
import { fetchParts, type FetchedParts } from './fetch-parts';
import { runsOfParts } from './partial';
import type { PlannedRequest } from './plan';

export function fetchEnsembleAnswers(
  ctx: BackendContext,
  connection: Connection,
  requests: readonly PlannedRequest[],
  options: { readonly voyageId: string; readonly taskId: string; readonly then: string },
): Promise<FetchedParts> {
  return fetchParts(
    ctx,
    connection,
    { segments: [], requests },
    {
      voyageId: options.voyageId,
      taskId: options.taskId,
      // The fetch's last word is about saving a forecast; here the analysis follows.
      report: (e) => ctx.host.reportProgress(e.done === e.total ? { ...e, message: options.then } : e),
    },
  );
}

/** The model runs of the answers (the oldest per model), by model id, and when the oldest was fetched. */
export function ensembleRuns(parts: FetchedParts, nowUtc: number): { models: ModelRun[]; fetchedAtUtc: number } {
  const { runs, fetchedTimes } = runsOfParts([], parts.ensemble.values());
  const models = Object.entries(runs)
    .map(([id, runUtc]) => ({ id, runUtc }))
    .sort((a, b) => a.id.localeCompare(b.id));
  return { models, fetchedAtUtc: Math.min(nowUtc, ...fetchedTimes) };
}

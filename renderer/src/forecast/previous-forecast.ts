// Which earlier forecast of the voyage the one shown is compared with (issue 16, "what changed
// since the last run"), and the model runs of the voyage's forecasts in one line. Pure, so the
// choice is tested under Node.
import type { ModelRun, Snapshot, SnapshotSummary } from '../../../shared/ipc';
import { formatDayHourUtc } from '../../../shared/forecast/text';

/** Model runs as one comparable key, whatever order the provenance lists them in. */
function runsKey(runs: readonly ModelRun[]): string {
  return runs
    .map((r) => `${r.id}@${r.runUtc}`)
    .sort()
    .join(' ');
}

/**
 * The forecasts `shown` may be compared with, newest first: of the same voyage, made before it,
 * from other model runs (the same runs again would show nothing that the weather did). Whether
 * the route is the same is known only from the snapshot itself (sameRoute).
 */
export function earlierCandidates(
  shown: SnapshotSummary,
  snapshots: readonly SnapshotSummary[],
): readonly SnapshotSummary[] {
  const runs = runsKey(shown.provenance.models);
  return snapshots
    .filter(
      (s) =>
        s.voyageId === shown.voyageId &&
        s.snapshotId !== shown.snapshotId &&
        s.createdAtUtc < shown.createdAtUtc &&
        runsKey(s.provenance.models) !== runs,
    )
    .sort((a, b) => b.createdAtUtc - a.createdAtUtc);
}

type Steps = Pick<Snapshot, 'steps'>;

/**
 * The same route sailed at the same times: the same waypoint steps (index, position, time). A
 * revision may change only the vessel or the notes, so the revision alone would miss forecasts
 * worth comparing; and a leg's risk for another departure moved because the ship did, not the
 * weather, so the times count too (the per-step time steps in between follow from them).
 */
export function sameRoute(a: Steps, b: Steps): boolean {
  const waypoints = (s: Steps) => s.steps.filter((step) => step.kind === 'waypoint');
  const left = waypoints(a);
  const right = waypoints(b);
  return (
    left.length === right.length &&
    left.every((p, i) => {
      const q = right[i];
      return (
        q !== undefined &&
        p.waypointIndex === q.waypointIndex &&
        p.lat === q.lat &&
        p.lon === q.lon &&
        p.timeUtc === q.timeUtc
      );
    })
  );
}

/**
 * "ecmwf-ens 28 Nov 00Z, 27 Nov 18Z; ecmwf-wam 28 Nov 00Z": every model run the voyage's forecasts
 * used, newest first per model, the model with the newest run first (by id on a tie).
 */
export function runsUsedText(snapshots: readonly Pick<SnapshotSummary, 'provenance'>[]): string {
  const byModel = new Map<string, Set<number>>();
  for (const s of snapshots)
    for (const run of s.provenance.models) byModel.set(run.id, (byModel.get(run.id) ?? new Set()).add(run.runUtc));
  return [...byModel]
    .map(([id, runs]) => ({ id, runs: [...runs].sort((a, b) => b - a) }))
    .sort((a, b) => (b.runs[0] ?? 0) - (a.runs[0] ?? 0) || a.id.localeCompare(b.id))
    .map(({ id, runs }) => `${id} ${runs.map(formatDayHourUtc).join(', ')}`)
    .join('; ');
}

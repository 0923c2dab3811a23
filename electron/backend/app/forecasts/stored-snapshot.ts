// A voyage's forecast snapshot as the store keeps it and back: the values in one grid (row 0
// deterministic, rows 1.. the members; NaN for none), the step kinds and distances as two
// extra grid rows, and what the grid cannot hold (series model and error, options) in the
// snapshot's request params. Never anything secret: params are key-less by construction.
import { z } from 'zod';
import type { ModelRun, Snapshot, SnapshotSummary } from '../../../../shared/ipc';
import type { ForecastSnapshot, SnapshotSummary as StoredSummary } from '../../store/forecast-snapshots';
import type { ForecastGrid } from '../../store/snapshot-codec';
import { storedProvenance } from '../provenance';
import type { AssembledForecast } from './assemble';
import { defined } from '../../../../shared/domain/defined';

/** Kind and pseudo-endpoint of a voyage forecast (the parts it is built from are real endpoints). */
export const VOYAGE_FORECAST_KIND = 'voyage-forecast';
export const VOYAGE_FORECAST_ENDPOINT = 'passage.voyage-forecast';

const WAYPOINT_ROW = '@waypointIndex';
const DISTANCE_ROW = '@distanceM';
const DETERMINISTIC = 'deterministic';

export const snapshotMetaSchema = z.object({
  voyageRevision: z.number().int().positive(),
  ensemble: z.boolean(),
  storms: z.boolean(),
  /** The ensemble models chosen; absent in snapshots made before the choice, and without the ensemble. */
  ensembleModels: z.object({ wind: z.string(), waves: z.string() }).optional(),
  createdAtUtc: z.number().int(),
  /** Hash of the requests the snapshot answers: an unchanged run finds it again. */
  planHash: z.string(),
  /** A part came from the store because the service failed. */
  staleParts: z.boolean(),
  stepCount: z.number().int().nonnegative(),
  memberCount: z.number().int().nonnegative(),
  series: z.array(
    z.object({
      key: z.string(),
      element: z.string(),
      level: z.string().nullable(),
      unit: z.string(),
      model: z.string(),
      error: z.string().optional(),
      hasMembers: z.boolean(),
    }),
  ),
});
export type SnapshotMeta = z.infer<typeof snapshotMetaSchema>;

export function metaOf(
  forecast: AssembledForecast,
  rest: Omit<SnapshotMeta, 'stepCount' | 'memberCount' | 'series'>,
): SnapshotMeta {
  return {
    ...rest,
    stepCount: forecast.steps.length,
    memberCount: forecast.memberCount,
    series: forecast.series.map((s) => ({
      key: s.key,
      element: s.element,
      level: s.level,
      unit: s.unit,
      model: s.model,
      ...defined({ error: s.error }),
      hasMembers: s.members.length > 0,
    })),
  };
}

export function toGrid(forecast: AssembledForecast): ForecastGrid {
  const { steps, series, memberCount } = forecast;
  const members = [DETERMINISTIC, ...Array.from({ length: memberCount }, (_, m) => `member${m}`)];
  const elements = [
    ...series.map((s) => ({ id: s.element, unit: s.unit, level: s.level })),
    { id: WAYPOINT_ROW, unit: '', level: null },
    { id: DISTANCE_ROW, unit: 'm', level: null },
  ];
  const n = steps.length;
  const values = new Float32Array(members.length * elements.length * n).fill(Number.NaN);
  const at = (m: number, e: number, s: number): number => (m * elements.length + e) * n + s;
  series.forEach((s, e) => {
    s.deterministic.forEach((v, i) => {
      if (v !== null) values[at(0, e, i)] = v;
    });
    s.members.forEach((member, m) =>
      member.forEach((v, i) => {
        if (v !== null) values[at(m + 1, e, i)] = v;
      }),
    );
  });
  steps.forEach((step, i) => {
    if (step.waypointIndex !== null) values[at(0, series.length, i)] = step.waypointIndex;
    values[at(0, series.length + 1, i)] = step.distanceM;
  });
  return {
    members,
    elements,
    timesUtc: Float64Array.from(steps.map((s) => s.timeUtc)),
    latDeg: Float64Array.from(steps.map((s) => s.lat)),
    lonDeg: Float64Array.from(steps.map((s) => s.lon)),
    values,
  };
}

export function modelRunsOf(runs: Record<string, number>): ModelRun[] {
  return Object.entries(runs)
    .map(([id, runUtc]) => ({ id, runUtc: Math.floor(runUtc) }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

export function readMeta(summary: StoredSummary): SnapshotMeta | undefined {
  const parsed = snapshotMetaSchema.safeParse(summary.request.params);
  return parsed.success ? parsed.data : undefined;
}

export function toSummary(summary: StoredSummary, meta: SnapshotMeta, nowUtc: number): SnapshotSummary {
  return {
    snapshotId: String(summary.id),
    voyageId: summary.voyageId ?? '',
    voyageRevision: meta.voyageRevision,
    createdAtUtc: meta.createdAtUtc,
    ensemble: meta.ensemble,
    ...defined({ ensembleModels: meta.ensembleModels }),
    elements: meta.series.map((s) => s.key),
    stepCount: meta.stepCount,
    memberCount: meta.memberCount,
    creditsSpent: Math.round(summary.credits),
    provenance: storedProvenance('forecast', summary.source, summary.fetchedAtUtc, nowUtc, {
      models: modelRunsOf(summary.modelRuns),
      forceStale: meta.staleParts,
    }),
  };
}

/** Float32 back to the decimals it was written with (7 significant digits), NaN to null. */
export function gridValue(v: number): number | null {
  return Number.isNaN(v) ? null : Number(v.toPrecision(7));
}

export function toContractSnapshot(stored: ForecastSnapshot, meta: SnapshotMeta, nowUtc: number): Snapshot {
  const { grid } = stored;
  const n = grid.timesUtc.length;
  const rowOf = (id: string): number => grid.elements.findIndex((e) => e.id === id);
  const at = (m: number, e: number, s: number): number => grid.values[(m * grid.elements.length + e) * n + s]!;
  const waypointRow = rowOf(WAYPOINT_ROW);
  const distanceRow = rowOf(DISTANCE_ROW);
  const steps = Array.from({ length: n }, (_, s) => {
    const waypoint = waypointRow < 0 ? Number.NaN : at(0, waypointRow, s);
    const distanceM = distanceRow < 0 ? Number.NaN : at(0, distanceRow, s);
    return {
      timeUtc: Math.round(grid.timesUtc[s]!),
      lat: grid.latDeg[s]!,
      lon: grid.lonDeg[s]!,
      kind: Number.isNaN(waypoint) ? ('timestep' as const) : ('waypoint' as const),
      waypointIndex: Number.isNaN(waypoint) ? null : Math.round(waypoint),
      distanceM: Number.isNaN(distanceM) ? 0 : Math.max(0, distanceM),
    };
  });
  const memberRows = grid.members.length - 1;
  const series = meta.series.map((s, e) => ({
    element: s.element,
    level: s.level,
    unit: s.unit,
    model: s.model,
    ...defined({ error: s.error }),
    deterministic: Array.from({ length: n }, (_, i) => gridValue(at(0, e, i))),
    members: s.hasMembers
      ? Array.from({ length: memberRows }, (_, m) => Array.from({ length: n }, (_, i) => gridValue(at(m + 1, e, i))))
      : [],
  }));
  return { summary: toSummary(stored, meta, nowUtc), steps, series };
}

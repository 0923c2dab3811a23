// One forecast snapshot from its parts: the steps are the SERVICE's shipping-route points
// (hourly positions and the navigator's waypoints, on rhumb lines between the points sent,
// which follow the planned track within shipping-track.ts's tolerance), each series one element
// with its deterministic value per step and, for ensemble elements, members[m][step] at the
// ensemble time steps (null between them and beyond the horizon). The secondary swell period,
// which the shipping route does not give, is read from its own answers (swell-period.ts).
import type { TimeseriesResult } from '../../../../shared/api/resources/timeseries';
import type { Snapshot } from '../../../../shared/ipc';
import type { EnsembleSample, ForecastPlan, ShippingSegment } from './plan';
import type { EnsemblePart, ShippingPart } from './parts';
import { SWELL_PERIOD } from '../../../../shared/forecast/swell-period';
import { swellSeries } from './swell-period';

export type SnapshotStep = Snapshot['steps'][number];

export interface AssembledSeries {
  /** The service's key (windSpeed10m) or, for an ensemble-only element, element + level. */
  readonly key: string;
  readonly element: string;
  readonly level: string | null;
  readonly unit: string;
  readonly model: string;
  /** Why the element could not be computed (spec §7), when no segment had it. */
  error?: string;
  readonly deterministic: (number | null)[];
  /** members[m][step]; empty when the element has no ensemble. */
  members: (number | null)[][];
}

export interface AssembledForecast {
  readonly steps: SnapshotStep[];
  readonly series: AssembledSeries[];
  readonly memberCount: number;
}

function seriesId(element: string, level: string | null, unit: string): string {
  return `${element}|${level ?? ''}|${unit}`;
}

type ServicePoint = ShippingPart['value']['points'][number];

/** A forecast model step: the service's timesteps fall on whole UTC hours (spec §2.6, hourly HRES). */
const MODEL_STEP_S = 3600;

/**
 * Where each of the service's points of one request goes in the snapshot, or null for none:
 * - a `waypoint` point is the request's next point sent (the service answers one per point, in
 *   order): the navigator's waypoint keeps its index; a joint on a great-circle leg is no
 *   waypoint, and stays only as the model step it may fall on;
 * - distances are Passage's along the route: the service measures along its chords, which are a
 *   little longer than the geodesic, so its distance is scaled between the points sent;
 * - points at or after the next request's start are left to that request (a part cut in two
 *   for length: the later request starts from the plan's time, the earlier one arrives late).
 */
function placePoints(
  segment: ShippingSegment,
  points: readonly ServicePoint[],
  nextStartUtc: number | undefined,
): (SnapshotStep | null)[] {
  const serviceM = points.filter((p) => p.type === 'waypoint').map((p) => p.distance);
  const timestepTimes = new Set(points.filter((p) => p.type === 'timestep').map((p) => p.time));
  let sent = -1;
  return points.map((p): SnapshotStep | null => {
    if (p.type === 'waypoint') sent++;
    if (nextStartUtc !== undefined && p.time >= nextStartUtc) return null;
    const at = segment.points[sent];
    if (at === undefined) return null; // a waypoint point beyond those sent: nothing to place it by
    if (p.type === 'waypoint') {
      if (at.waypointIndex !== null)
        return {
          timeUtc: p.time,
          lat: p.lat,
          lon: p.lon,
          kind: 'waypoint',
          waypointIndex: at.waypointIndex,
          distanceM: at.distanceM,
        };
      const onStep = p.time % MODEL_STEP_S === 0 && !timestepTimes.has(p.time);
      return onStep
        ? { timeUtc: p.time, lat: p.lat, lon: p.lon, kind: 'timestep', waypointIndex: null, distanceM: at.distanceM }
        : null;
    }
    const next = segment.points[sent + 1];
    const fromM = serviceM[sent]!;
    const toM = serviceM[sent + 1];
    const scale =
      next === undefined || toM === undefined || !(toM > fromM) ? 1 : (next.distanceM - at.distanceM) / (toM - fromM);
    const alongM = at.distanceM + (p.distance - fromM) * scale;
    return {
      timeUtc: p.time,
      lat: p.lat,
      lon: p.lon,
      kind: 'timestep',
      waypointIndex: null,
      distanceM: Math.max(0, next === undefined ? alongM : Math.min(alongM, next.distanceM)),
    };
  });
}

/** The service's points of every request, one after the other, with the voyage's indices and distances. */
function shippingSteps(
  plan: ForecastPlan,
  shipping: readonly ShippingPart[],
): { steps: SnapshotStep[]; series: Map<string, AssembledSeries> } {
  const steps: SnapshotStep[] = [];
  const series = new Map<string, AssembledSeries>();
  const values: { id: string; step: number; value: number | null }[] = [];
  // An element fails as a whole only when it failed in every request.
  const withData = new Set<string>();
  const firstError = new Map<string, string>();
  shipping.forEach((part, k) => {
    const points = part.value.points;
    const placed = placePoints(plan.segments[k]!, points, plan.segments[k + 1]?.params.start);
    const stepOf = placed.map((step) => {
      if (step === null) return -1;
      steps.push(step);
      return steps.length - 1;
    });
    for (const element of part.value.elements) {
      const id = seriesId(element.element, element.level, element.unit);
      if (!series.has(id)) {
        series.set(id, {
          key: element.key,
          element: element.element,
          level: element.level,
          unit: element.unit,
          model: element.model,
          deterministic: [],
          members: [],
        });
      }
      if (element.error === undefined) withData.add(id);
      else if (!firstError.has(id)) firstError.set(id, element.error);
      // Items line up with the points (spec §2.6); matched by time and kind should they not.
      const aligned = element.data.length === points.length;
      const byTime = new Map(element.data.map((d) => [`${d.time}|${d.kind}`, d.value]));
      points.forEach((p, j) => {
        if (stepOf[j]! < 0) return;
        const value = aligned ? (element.data[j]!.value ?? null) : (byTime.get(`${p.time}|${p.type}`) ?? null);
        values.push({ id, step: stepOf[j]!, value });
      });
    }
  });
  for (const s of series.values()) s.deterministic.push(...new Array<number | null>(steps.length).fill(null));
  for (const v of values) series.get(v.id)!.deterministic[v.step] = v.value;
  for (const [id, error] of firstError) if (!withData.has(id)) series.get(id)!.error = error;
  return { steps, series };
}

/**
 * Ensemble steps without a service point of the same time (hours at a stay, where the service
 * has no points) become steps of their own, at Passage's position, with no deterministic value.
 */
function withEnsembleSteps(
  steps: SnapshotStep[],
  series: Map<string, AssembledSeries>,
  samples: readonly EnsembleSample[],
): SnapshotStep[] {
  const times = new Set(steps.map((s) => s.timeUtc));
  const extra = samples.filter((s) => !times.has(s.timeUtc));
  if (extra.length === 0) return steps;
  const tagged = [
    ...steps.map((step, i) => ({ step, from: i })),
    ...extra.map((s) => ({
      step: {
        timeUtc: s.timeUtc,
        lat: s.lat,
        lon: s.lon,
        kind: 'timestep' as const,
        waypointIndex: null,
        distanceM: s.distanceM,
      },
      from: -1,
    })),
  ].sort((a, b) => a.step.timeUtc - b.step.timeUtc || (a.from < 0 ? 1 : 0) - (b.from < 0 ? 1 : 0));
  for (const s of series.values()) {
    const old = s.deterministic.slice();
    s.deterministic.length = 0;
    for (const t of tagged) s.deterministic.push(t.from < 0 ? null : (old[t.from] ?? null));
  }
  return tagged.map((t) => t.step);
}

/**
 * The secondary swell period as a series of the snapshot, whenever the plan asks for it: with
 * the reason when the wave model gave none (else `unanswered`, why the service gave no answer),
 * and null values where no answer reaches.
 */
function addSwell(
  series: Map<string, AssembledSeries>,
  plan: ForecastPlan,
  steps: readonly SnapshotStep[],
  swell: ReadonlyMap<string, { readonly value: TimeseriesResult }>,
  unanswered: string | undefined,
): void {
  if (plan.swell.places.length === 0) return;
  const answers = new Map([...swell].map(([key, part]) => [key, part.value]));
  const answered = swellSeries(plan.swell, steps, answers);
  const s =
    answered.error === undefined && unanswered !== undefined && answered.deterministic.every((v) => v === null)
      ? { ...answered, error: unanswered }
      : answered;
  const id = seriesId(SWELL_PERIOD.element, null, s.unit);
  // The shipping route does not carry it (spec §2.6); should it one day, its values stand.
  if (series.has(id)) return;
  series.set(id, {
    key: SWELL_PERIOD.element,
    element: SWELL_PERIOD.element,
    level: null,
    unit: s.unit,
    model: s.model,
    ...(s.error === undefined ? {} : { error: s.error }),
    deterministic: s.deterministic,
    members: [],
  });
}

export function assembleForecast(
  plan: ForecastPlan,
  shipping: readonly ShippingPart[],
  ensemble: ReadonlyMap<string, EnsemblePart>,
  swell: ReadonlyMap<string, { readonly value: TimeseriesResult }> = new Map(),
  /** Why the service gave no swell period where neither it nor the store could (swell-unanswered.ts). */
  swellUnanswered?: string,
): AssembledForecast {
  const base = shippingSteps(plan, shipping);
  const series = base.series;
  const steps = withEnsembleSteps(base.steps, series, plan.samples);
  addSwell(series, plan, steps, swell, swellUnanswered);
  const stepsAt = new Map<number, number[]>();
  steps.forEach((s, i) => stepsAt.set(s.timeUtc, [...(stepsAt.get(s.timeUtc) ?? []), i]));

  let memberCount = 0;
  for (const sample of plan.samples) {
    for (const [partKey, part] of ensemble) {
      if (!partKey.endsWith(`|${sample.positionKey}`)) continue;
      const t = part.grid.timesUtc.indexOf(sample.timeUtc);
      if (t < 0) continue;
      const { grid } = part;
      const count = grid.members.length;
      memberCount = Math.max(memberCount, count);
      grid.elements.forEach((element, e) => {
        const id = seriesId(element.id, element.level, element.unit);
        let target = series.get(id);
        if (target === undefined) {
          target = {
            key: `${element.id}${element.level ?? ''}`,
            element: element.id,
            level: element.level,
            unit: element.unit,
            model: part.model,
            deterministic: new Array<number | null>(steps.length).fill(null),
            members: [],
          };
          series.set(id, target);
        }
        if (target.members.length === 0)
          target.members = Array.from({ length: count }, () => new Array<number | null>(steps.length).fill(null));
        for (let m = 0; m < count && m < target.members.length; m++) {
          const v = grid.values[(m * grid.elements.length + e) * grid.timesUtc.length + t]!;
          if (Number.isNaN(v)) continue;
          for (const s of stepsAt.get(sample.timeUtc) ?? []) target.members[m]![s] = v;
        }
      });
    }
  }
  return { steps, series: [...series.values()], memberCount };
}

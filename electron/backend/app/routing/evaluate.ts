// The figures of a route beside the other: each member's wind, gust and Hs read along the route
// (every 10 NM of its rhumb legs, at the instant the ship is there, times linear between the
// waypoints' ETAs) from the same interpolated fields the router searched; a member breaks a limit
// when its largest value along the route is above it, and the P90 maxima are the largest values
// of the percentile field along the route. Each storm's closest approach is taken over the same
// samples, with the storm layer's and the report's rules (shared/forecast storm-proximity).
import { QUANTITIES, QUANTITY_IDS, type Quantity } from '../../../../shared/domain/quantities';
import { Q, beyondAt, limitVector, severityAt } from './quantity-index';
import type { Storm } from '../../../../shared/api/resources/storms';
import type { VesselLimits } from '../../../../shared/domain/voyage';
import type { RouteSummary, StormPass } from '../../../../shared/ipc';
import { stormProximity } from '../../../../shared/forecast/storm-proximity';
import { stormFixes } from '../../../../shared/forecast/storm-track';
import { normalizeLonDeg } from '../../../../shared/geodesy/angles';
import { M_PER_NM } from '../../../../shared/domain/units';
import { rhumbDirect, rhumbInverse } from '../../../../shared/geodesy/rhumb';
import type { RoutingEnvironment, TimedPosition } from '../../../../shared/routing/model';
import { newSailedLeg, sailRhumb } from '../../../../shared/routing/sail';
import type { Fields } from './fields';

const SAMPLE_NM = 10;

export interface RoutedFigures {
  readonly waypoints: readonly TimedPosition[];
  readonly distanceM: number;
  readonly durationS: number;
  readonly etaUtc: number;
}

/** The navigator's route as planned: its track's own times, its own length. */
export function ownFigures(own: { distanceM: number; track: readonly TimedPosition[] }): RoutedFigures {
  const first = own.track[0]!;
  const last = own.track[own.track.length - 1]!;
  return {
    waypoints: own.track,
    distanceM: own.distanceM,
    durationS: last.timeUtc - first.timeUtc,
    etaUtc: last.timeUtc,
  };
}

/** Sub-steps when a route is sailed again through the weather, NM (as the router sails its edges). */
const RETIME_STEP_NM = 5;

/**
 * The same waypoints sailed again leg by leg at the environment's speed (the planned speed less
 * the speed loss in the weather there and then): the baseline is chosen with the weather ignored,
 * but its duration and risk are those of sailing it in the same weather as the optimised route,
 * or the comparison would credit the optimised route with delays the baseline would meet too.
 * A leg the ship cannot sail (no way made) keeps its planned time, and a stay (the same position
 * twice) its planned length. The navigator's own route is sailed the same way, so every route in
 * the comparison is timed by one speed model.
 */
export function sailedAgain(route: RoutedFigures, env: Pick<RoutingEnvironment, 'speedKn'>): RoutedFigures {
  const leg = newSailedLeg();
  const first = route.waypoints[0];
  if (first === undefined) return route;
  const waypoints: TimedPosition[] = [first];
  for (let k = 1; k < route.waypoints.length; k++) {
    const a = waypoints[k - 1]!;
    const b = route.waypoints[k]!;
    const planned = b.timeUtc - route.waypoints[k - 1]!.timeUtc;
    if (a.lat === b.lat && a.lon === b.lon) {
      // A stay (at anchor, in port) keeps its planned length: it is not sailed.
      waypoints.push({ lat: b.lat, lon: b.lon, timeUtc: a.timeUtc + planned });
      continue;
    }
    sailRhumb(a, b, a.timeUtc, { speedKn: env.speedKn }, RETIME_STEP_NM, leg);
    waypoints.push({
      lat: b.lat,
      lon: b.lon,
      timeUtc: Number.isFinite(leg.arrivalUtc) ? leg.arrivalUtc : a.timeUtc + planned,
    });
  }
  const etaUtc = waypoints[waypoints.length - 1]!.timeUtc;
  return { waypoints, distanceM: route.distanceM, durationS: etaUtc - first.timeUtc, etaUtc };
}

/** The route every 10 NM along its rhumb legs, timed linearly between the waypoints' ETAs. */
export function* samplesOf(waypoints: readonly TimedPosition[]): Generator<TimedPosition> {
  yield waypoints[0]!;
  for (let k = 0; k + 1 < waypoints.length; k++) {
    const a = waypoints[k]!;
    const b = waypoints[k + 1]!;
    const { distanceM, courseDeg } = rhumbInverse(a.lat, a.lon, b.lat, b.lon);
    const n = Math.max(1, Math.ceil(distanceM / (SAMPLE_NM * M_PER_NM)));
    for (let i = 1; i <= n; i++) {
      const p = i === n ? b : rhumbDirect(a.lat, a.lon, courseDeg, (i / n) * distanceM);
      yield { lat: p.lat, lon: p.lon, timeUtc: a.timeUtc + (i / n) * (b.timeUtc - a.timeUtc) };
    }
  }
}

/** The storm list the route is checked against and when it was fetched (its forecast's lead times count from then). */
export interface RouteStorms {
  readonly storms: readonly Storm[];
  readonly fetchedAtUtc: number;
}

/**
 * Each storm whose track times overlap the route's against it: the closest approach over the
 * route's samples (every 10 NM, at the instant the ship is there), the warning distance broken,
 * the cone entered while forecast. The leg is the waypoints' leg under way then.
 */
function stormPassesOf(
  waypoints: readonly TimedPosition[],
  samples: readonly TimedPosition[],
  list: RouteStorms,
): StormPass[] {
  const from = waypoints[0]?.timeUtc ?? 0;
  const to = waypoints[waypoints.length - 1]?.timeUtc ?? 0;
  const legAt = (t: number): number | null => {
    for (let k = 0; k + 1 < waypoints.length; k++)
      if (t > waypoints[k]!.timeUtc && t < waypoints[k + 1]!.timeUtc) return k;
    return null;
  };
  return list.storms.flatMap((storm): StormPass[] => {
    const fixes = stormFixes(storm);
    const first = fixes[0];
    const last = fixes[fixes.length - 1];
    if (first === undefined || last === undefined || first.timeUtc > to || last.timeUtc < from) return [];
    const p = stormProximity(samples, storm, { forecastFromUtc: list.fetchedAtUtc });
    return [
      {
        stormId: p.stormId,
        name: p.name,
        category: p.category,
        closestNm: p.cpa === null ? null : Math.round(p.cpa.distanceNm * 10) / 10,
        closestUtc: p.cpa === null ? null : Math.round(p.cpa.timeUtc),
        stormLat: p.cpa?.storm.lat ?? null,
        stormLon: p.cpa === null ? null : normalizeLonDeg(p.cpa.storm.lon),
        legIndex: p.cpa === null ? null : legAt(p.cpa.timeUtc),
        warningNm: p.thresholdNm,
        warningBroken: p.breaches,
        insideCone: p.entersCone,
      },
    ];
  });
}

/**
 * The summary's figures per quantity: every quantity whose limit every vessel has, and an optional
 * one (visibility) only where the ensemble gave values along the route.
 */
function judgedFigures(
  share: (k: number) => number,
  worst: (k: number) => number | null,
  hasData: (k: number) => boolean,
): Pick<RouteSummary, 'exceedance' | 'p90Max'> {
  const exceedance: Partial<Record<Quantity, number>> = {};
  const p90Max: Partial<Record<string, number | null>> = {};
  QUANTITY_IDS.forEach((q, k) => {
    const { limit } = QUANTITIES[q];
    if (limit.optional && !hasData(k)) return;
    exceedance[q] = share(k);
    p90Max[limit.field] = worst(k);
  });
  return {
    exceedance: exceedance as RouteSummary['exceedance'],
    p90Max: p90Max as RouteSummary['p90Max'],
  };
}

export function summarise(
  route: RoutedFigures,
  fields: Fields,
  limits: VesselLimits | null,
  storms: RouteStorms,
): RouteSummary {
  const M = fields.members;
  // Each member's and the percentile's worst along the route, as severities (quantity-index.ts).
  const memberMax = new Float64Array(M * Q).fill(Number.NEGATIVE_INFINITY);
  const pctMax = new Float64Array(Q).fill(Number.NEGATIVE_INFINITY);
  const values = new Float64Array(M * Q);
  const pct = new Float64Array(Q);
  const samples = [...samplesOf(route.waypoints)];
  for (const p of samples) {
    fields.membersAt(p, p.timeUtc, values);
    for (let i = 0; i < M * Q; i++) {
      const worse = severityAt(i % Q, values[i]!);
      if (worse > memberMax[i]!) memberMax[i] = worse;
    }
    fields.percentileAt(p, p.timeUtc, pct);
    for (let k = 0; k < Q; k++) if (severityAt(k, pct[k]!) > pctMax[k]!) pctMax[k] = severityAt(k, pct[k]!);
  }
  const limitOf = limits === null ? null : limitVector(limits);
  const share = (k: number): number => {
    if (limitOf === null) return 0;
    let known = 0;
    let above = 0;
    for (let m = 0; m < M; m++) {
      const x = memberMax[m * Q + k]!;
      if (x === Number.NEGATIVE_INFINITY) continue;
      known++;
      if (beyondAt(k, severityAt(k, x), limitOf[k]!)) above++;
    }
    return known === 0 ? 0 : above / known;
  };
  /** Slot k's worst percentile value, to a tenth; null without data. */
  const worst = (k: number): number | null =>
    Number.isFinite(pctMax[k]!) ? Math.round(severityAt(k, pctMax[k]!) * 10) / 10 : null;
  return {
    distanceM: route.distanceM,
    durationS: Math.round(route.durationS),
    etaUtc: Math.round(route.etaUtc),
    ...judgedFigures(share, worst, (k) => Number.isFinite(pctMax[k]!)),
    storms: stormPassesOf(route.waypoints, samples, storms),
  };
}

// Forecast positions follow the planned route on great-circle legs, against the demo sandbox:
// the service sails rhumb lines between the points it is sent, so a great-circle leg goes as
// rhumb chords along its geodesic. Every forecast step lies within TRACK_TOLERANCE_NM of where
// Passage's schedule puts the ship at that instant, the forecast reaches the last waypoint when
// the plan does, joints are no waypoints, rhumb voyages are asked exactly as before, a part too
// long for one address becomes several requests, and the estimate is what the run spends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotSchema, type ForecastOptions, type Snapshot } from '../../../../shared/ipc';
import type { Voyage } from '../../../../shared/domain/voyage';
import { geodesicInverse } from '../../../../shared/geodesy/geodesic';
import { scheduledPositionAt, type Schedule } from '../../../../shared/schedule';
import { planForecast } from '../../../../electron/backend/app/forecasts/plan';
import {
  MAX_SHIPPING_QUERY_BYTES,
  shippingParams,
  trackErrorM,
  TRACK_TOLERANCE_NM,
} from '../../../../electron/backend/app/forecasts/shipping-track';
import { northSeaVoyage, NOW_UTC, testBackend, type TestBackend } from './helpers';

const NM = 1852;
const TOLERANCE_M = TRACK_TOLERANCE_NM * NM;
const HOUR_S = 3600;
const options: ForecastOptions = { ensemble: false, storms: true };

/** Maas Center -> Dover Strait (2 h for a pilot) -> Ushant on rhumb lines, then the great circle to Ambrose Light. */
function transatlantic(): Voyage {
  return {
    name: 'Rotterdam - New York',
    route: {
      name: 'Maas Center - Ambrose Light',
      waypoints: [
        { id: 'a', name: 'Maas Center', position: { lat: 52.0167, lon: 3.8833 }, legGeometry: 'rhumb' },
        { id: 'b', name: 'Dover Strait', position: { lat: 51.0, lon: 1.5 }, legGeometry: 'rhumb' },
        { id: 'c', name: 'Ushant', position: { lat: 48.5, lon: -5.5 }, legGeometry: 'rhumb' },
        { id: 'd', name: 'Ambrose Light', position: { lat: 40.45, lon: -73.8 }, legGeometry: 'greatCircle' },
      ],
    },
    departureUtc: NOW_UTC + HOUR_S,
    speedsKn: [12, 13, 14.5],
    staysS: { '1': 2 * HOUR_S },
  };
}

/** Over the pole from 80°N 0° to 80°N 180°: rhumb chords must be short there, too many for one address. */
function overThePole(): Voyage {
  return {
    name: 'Transpolar',
    route: {
      name: 'Transpolar',
      waypoints: [
        { id: 'a', name: 'Off Svalbard', position: { lat: 80, lon: 0 }, legGeometry: 'rhumb' },
        { id: 'b', name: 'Off Wrangel', position: { lat: 80, lon: 180 }, legGeometry: 'greatCircle' },
      ],
    },
    departureUtc: NOW_UTC + HOUR_S,
    speedsKn: [14],
    staysS: {},
  };
}

/** Distance of each step from the plan's position at the step's time, metres. */
function offsetsFromPlanM(snapshot: Snapshot, schedule: Schedule): number[] {
  return snapshot.steps.map((step) => {
    const planned = scheduledPositionAt(schedule, step.timeUtc);
    if (planned === null) throw new Error(`no planned position at ${step.timeUtc}`);
    return geodesicInverse(step.lat, step.lon, planned.position.lat, planned.position.lon).distanceM;
  });
}

/** What the sandbox is asked: the shipping route addresses, key and all. */
function recordingFetch(urls: string[]): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/v1/marine/shipping/route')) urls.push(url);
    return fetch(input, init);
  };
}

describe('a great-circle transatlantic voyage against the sandbox', () => {
  let b: TestBackend;
  let voyageId: string;
  let snapshot: Snapshot;
  let schedule: Schedule;
  let estimateCredits: number;
  const urls: string[] = [];
  beforeAll(async () => {
    b = await testBackend({ fetch: recordingFetch(urls) });
    voyageId = (await b.api['voyages.save']({ voyage: transatlantic() })).id;
    schedule = planForecast(transatlantic(), options, NOW_UTC).schedule;
    estimateCredits = (await b.api['forecasts.estimate']({ voyageId, options })).credits;
    const run = await b.api['forecasts.run']({ taskId: 'gc', voyageId, options });
    snapshot = snapshotSchema.parse(await b.api['forecasts.get']({ snapshotId: run.snapshotId }));
  }, 60_000);
  afterAll(() => b.dispose());

  it('regression: one rhumb line for the great circle put the forecast 300 NM from the ship', () => {
    // What was asked before: the leg's two ends.
    const ushant = schedule.waypoints[2]!;
    const naive = trackErrorM(
      { lats: [48.5, 40.45], lons: [-5.5, -73.8], speeds: [14.5], start: Math.round(ushant.etdUtc) },
      schedule,
    );
    expect(naive / NM).toBeGreaterThan(300);
  });

  it('asks for the great circle as rhumb chords along it, each at the leg speed, within the tolerance', () => {
    const plan = planForecast(transatlantic(), options, NOW_UTC);
    // The stay at Dover Strait still splits the route in two.
    expect(plan.segments).toHaveLength(2);
    const [toDover, atlantic] = plan.segments;
    expect(toDover!.points.map((p) => p.waypointIndex)).toEqual([0, 1]);
    const navigators = atlantic!.points.filter((p) => p.waypointIndex !== null).map((p) => p.waypointIndex);
    expect(navigators).toEqual([1, 2, 3]);
    // 2,875 NM of great circle in chords of about 100 NM.
    expect(atlantic!.points.length).toBeGreaterThan(20);
    expect(atlantic!.points.length).toBeLessThan(40);
    expect(atlantic!.params.speeds).toEqual([13, ...new Array<number>(atlantic!.points.length - 2).fill(14.5)]);
    expect(atlantic!.params.start).toBe(Math.round(schedule.waypoints[1]!.etdUtc));
    for (const segment of plan.segments) expect(segment.trackErrorM).toBeLessThanOrEqual(TOLERANCE_M);
  });

  it('puts every forecast step within the tolerance of the planned position at that time', () => {
    const offsets = offsetsFromPlanM(snapshot, schedule);
    expect(snapshot.steps.length).toBeGreaterThan(200);
    expect(Math.max(...offsets) / NM).toBeLessThanOrEqual(TRACK_TOLERANCE_NM);
  });

  it("reaches each waypoint within two minutes of Passage's ETA", () => {
    const arrivals = snapshot.steps.filter((s) => s.kind === 'waypoint');
    // Dover Strait twice: arrival, then departure after the stay.
    expect(arrivals.map((s) => s.waypointIndex)).toEqual([0, 1, 1, 2, 3]);
    const last = arrivals.at(-1)!;
    expect(Math.abs(last.timeUtc - schedule.arrivalUtc)).toBeLessThan(120);
    expect(Math.abs(arrivals[3]!.timeUtc - schedule.waypoints[2]!.etaUtc)).toBeLessThan(2);
    expect(last).toMatchObject({ lat: 40.45, lon: -73.8 });
  });

  it('keeps the joints out of the waypoints: the rest are hourly steps, in time order, with the route distance', () => {
    const timesteps = snapshot.steps.filter((s) => s.kind === 'timestep');
    expect(timesteps.every((s) => s.timeUtc % HOUR_S === 0 && s.waypointIndex === null)).toBe(true);
    const times = snapshot.steps.map((s) => s.timeUtc);
    expect(times.slice(1).every((t, i) => t > times[i]!)).toBe(true);
    // Hourly, with no hour missing under way.
    const hours = timesteps.map((s) => s.timeUtc);
    const underWay = hours.filter((t) => t > schedule.waypoints[1]!.etdUtc);
    expect(underWay.slice(1).every((t, i) => t - underWay[i]! === HOUR_S)).toBe(true);
    // Distances are Passage's along the route, so they meet the schedule's at the waypoints.
    const distances = snapshot.steps.map((s) => s.distanceM);
    expect(distances.slice(1).every((d, i) => d >= distances[i]!)).toBe(true);
    // The store keeps distances to a decimetre or so.
    expect(Math.abs(snapshot.steps.at(-1)!.distanceM - schedule.totalDistanceM)).toBeLessThan(1);
    for (const step of timesteps) {
      const planned = scheduledPositionAt(schedule, step.timeUtc)!;
      const plannedAlongM =
        planned.legIndex === null ? step.distanceM : schedule.waypoints[planned.legIndex]!.distanceM;
      expect(step.distanceM).toBeGreaterThanOrEqual(plannedAlongM);
    }
  });

  it('carries the weather at the steps and spends what the estimate said', () => {
    const wind = snapshot.series.find((s) => s.element === 'windspeed' && s.level === '10m')!;
    expect(wind.deterministic).toHaveLength(snapshot.steps.length);
    expect(wind.deterministic.filter((v) => v !== null).length).toBeGreaterThan(150);
    expect(snapshot.summary.creditsSpent).toBe(estimateCredits);
    // Two shipping routes, the storms, and the secondary swell period at a place every 6 h of
    // the voyage and its arrival: those the ship passes within the reach (228 h from now; she
    // leaves in 1 h and arrives after it), not the last ones, which would answer nothing.
    const { swell } = planForecast(transatlantic(), options, NOW_UTC);
    const voyageH = (schedule.arrivalUtc - schedule.departureUtc) / HOUR_S;
    expect(voyageH).toBeGreaterThan(227);
    expect(swell.places).toHaveLength(Math.floor(voyageH / 6) + 2);
    expect(swell.asked).toEqual(swell.places.slice(0, Math.floor(227 / 6) + 1));
    expect(estimateCredits).toBe(3 + swell.asked.length);
    expect(urls).toHaveLength(2);
  });

  it('answers an unchanged re-run from the store for 0 credits', async () => {
    const estimate = await b.api['forecasts.estimate']({ voyageId, options });
    expect(estimate.credits).toBe(0);
    const again = await b.api['forecasts.run']({ taskId: 'gc-2', voyageId, options });
    expect(again.snapshotId).toBe(snapshot.summary.snapshotId);
    expect(urls).toHaveLength(2);
  });
});

describe('rhumb-leg voyages are asked as before', () => {
  it('sends the waypoints as they are, one speed per leg, from the departure (a short great circle needs no joint)', () => {
    const voyage = northSeaVoyage();
    const plan = planForecast(voyage, { ensemble: false, storms: false }, NOW_UTC);
    const wps = voyage.route.waypoints;
    expect(plan.segments.map((s) => s.params)).toEqual([
      {
        lats: [wps[0]!.position.lat, wps[1]!.position.lat],
        lons: [wps[0]!.position.lon, wps[1]!.position.lon],
        speeds: [12],
        start: voyage.departureUtc,
      },
      {
        lats: [wps[1]!.position.lat, wps[2]!.position.lat],
        lons: [wps[1]!.position.lon, wps[2]!.position.lon],
        speeds: [10],
        start: voyage.departureUtc + Math.round(plan.schedule.legs[0]!.durationS) + 6 * HOUR_S,
      },
    ]);
    // On the rhumb leg only the start, sent in whole seconds, separates the two (half a second of
    // sailing at most); 33 NM of great circle as one rhumb chord is 31 m off at worst.
    expect(plan.segments[0]!.trackErrorM).toBeLessThan(5);
    expect(plan.segments[1]!.trackErrorM).toBeLessThan(40);
  });

  it('a rhumb line across the Atlantic is sent as one chord and followed exactly', () => {
    const voyage = transatlantic();
    const waypoints = voyage.route.waypoints.map((w) => ({ ...w, legGeometry: 'rhumb' as const }));
    const plan = planForecast({ ...voyage, route: { ...voyage.route, waypoints } }, options, NOW_UTC);
    expect(plan.segments[1]!.params.lats).toEqual([51.0, 48.5, 40.45]);
    expect(plan.segments[1]!.trackErrorM).toBeLessThan(5);
  });
});

describe('a part too long for one address', () => {
  let b: TestBackend;
  const urls: string[] = [];
  beforeAll(async () => {
    b = await testBackend({ fetch: recordingFetch(urls) });
  });
  afterAll(() => b.dispose());

  it('is sent as several requests that meet at a joint, and reads as one track', async () => {
    const voyage = overThePole();
    const plan = planForecast(voyage, options, NOW_UTC);
    expect(plan.segments.length).toBeGreaterThan(2);
    for (const [k, segment] of plan.segments.entries()) {
      expect(segment.trackErrorM).toBeLessThanOrEqual(TOLERANCE_M);
      // Each starts where the one before ends, at the plan's time there.
      const next = plan.segments[k + 1];
      if (next !== undefined) {
        expect(next.points[0]).toEqual(segment.points.at(-1));
        expect(next.params.start).toBe(Math.round(next.points[0]!.departUtc));
      }
      expect(shippingParams(segment.points)).toEqual(segment.params);
    }

    const { id: voyageId } = await b.api['voyages.save']({ voyage });
    const estimate = await b.api['forecasts.estimate']({ voyageId, options });
    const run = await b.api['forecasts.run']({ taskId: 'polar', voyageId, options });
    expect(run.summary.creditsSpent).toBe(estimate.credits);
    // The shipping parts, the storms and the secondary swell period's places.
    expect(estimate.credits).toBe(plan.segments.length + 1 + plan.swell.asked.length);
    expect(urls).toHaveLength(plan.segments.length);
    for (const url of urls) expect(new URL(url).search.length).toBeLessThan(MAX_SHIPPING_QUERY_BYTES + 100);

    const snapshot = snapshotSchema.parse(await b.api['forecasts.get']({ snapshotId: run.snapshotId }));
    expect(snapshot.steps.filter((s) => s.kind === 'waypoint').map((s) => s.waypointIndex)).toEqual([0, 1]);
    const times = snapshot.steps.map((s) => s.timeUtc);
    expect(times.slice(1).every((t, i) => t > times[i]!)).toBe(true);
    const hours = snapshot.steps.filter((s) => s.kind === 'timestep').map((s) => s.timeUtc);
    expect(hours.slice(1).every((t, i) => t - hours[i]! === HOUR_S)).toBe(true);
    expect(Math.max(...offsetsFromPlanM(snapshot, plan.schedule)) / NM).toBeLessThanOrEqual(TRACK_TOLERANCE_NM);
  }, 60_000);
});

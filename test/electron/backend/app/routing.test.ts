// Weather routing through the api in demo mode: the estimate against a naive grid, a route round
// Jutland that never crosses land, its figures beside the baseline, a second run for 0 credits,
// the input refused in words, and a route round a demo storm that never enters its warning zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optimisedRouteSchema, type OptimisedRoute } from '../../../../shared/ipc';
import { routeLandCrossings } from '../../../../shared/land/crossing';
import { geodesicInverse } from '../../../../shared/geodesy/geodesic';
import { rhumbDirect, rhumbInverse } from '../../../../shared/geodesy/rhumb';
import { stormZones } from '../../../../shared/routing/storm-zones';
import { stormAt, stormFixes } from '../../../../shared/forecast/storm-track';
import { loadLand } from '../../../shared/land/load';
import { startSandbox, type Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { NOW_UTC, testBackend, type TestBackend } from './helpers';

const HOUR_S = 3600;
/** West of Jutland to off Marstrand: the great circle crosses Denmark, the route must round the Skaw. */
const FROM = { lat: 55.5, lon: 7.0 };
const TO = { lat: 57.9, lon: 11.2 };
const REQUEST = {
  from: FROM,
  to: TO,
  vias: [],
  departUtc: NOW_UTC + 3 * HOUR_S,
  speedKn: 12,
  percentile: 90,
  objective: 'time' as const,
  method: 'graph' as const,
  perMember: false,
  allowanceH: 12,
  options: {},
};

describe('routing in demo mode', () => {
  let b: TestBackend;
  let calm: OptimisedRoute;
  beforeAll(async () => {
    b = await testBackend();
  });
  afterAll(() => b.dispose());

  it('estimates the mesh over the corridor at far fewer credits than a naive 30 NM grid', async () => {
    const estimate = await b.api['routing.estimate']({
      ...REQUEST,
      limits: { windKn: 34, gustKn: 45, hsM: 4 },
      speedLoss: true,
    });
    // One wind and one wave answer per mesh node, and the storms; every demo request costs 1 credit.
    expect(estimate.requests).toBe(2 * estimate.places + 1);
    expect(estimate.cachedRequests).toBe(0);
    expect(estimate.credits).toBe(estimate.requests);
    expect(estimate.places).toBeGreaterThan(10);
    expect(estimate.naiveCredits).toBeGreaterThan(1.5 * estimate.credits);
  });

  it('routes round the Skaw clear of land, no longer than needed when the limits are never reached', async () => {
    calm = optimisedRouteSchema.parse(
      await b.api['routing.optimise']({
        ...REQUEST,
        taskId: 'route-1',
        limits: { windKn: 200, gustKn: 200, hsM: 30 },
        speedLoss: false,
      }),
    );
    const land = loadLand('10m');
    const waypoints = calm.route.waypoints.map((w, i) => ({ name: `WP${i}`, position: { lat: w.lat, lon: w.lon } }));
    expect(routeLandCrossings(land, waypoints)).toEqual([]);
    const baseWaypoints = calm.route.waypoints;
    expect(baseWaypoints[0]).toMatchObject({ lat: FROM.lat, lon: FROM.lon, etaUtc: REQUEST.departUtc });
    expect(baseWaypoints.at(-1)).toMatchObject({ lat: TO.lat, lon: TO.lon });
    // Round the Skaw: some waypoint north of 57.6°N (Skagen is at 57.72°N).
    expect(Math.max(...baseWaypoints.map((w) => w.lat))).toBeGreaterThan(57.6);
    const greatCircleM = geodesicInverse(FROM.lat, FROM.lon, TO.lat, TO.lon).distanceM;
    expect(calm.optimised.distanceM).toBeGreaterThan(greatCircleM);
    // No weather to avoid and no speed loss: the baseline's length within 1 %.
    expect(Math.abs(calm.optimised.distanceM / calm.baseline.distanceM - 1)).toBeLessThan(0.01);
    expect(calm.optimised.durationS).toBeCloseTo((calm.optimised.distanceM / 1852 / 12) * 3600, -2);
    expect(calm.optimised.exceedance).toEqual({ wind: 0, gust: 0, hs: 0 });
    expect(calm.optimised.p90Max.windKn).toBeGreaterThan(0);
    expect(calm.provenance.source).toBe('demo');
    const events = b.host.progress.filter((e) => e.taskId === 'route-1');
    expect(events.at(-1)!.message).toBe('Searching routes');
    expect(events.map((e) => e.done)).toEqual([...events.keys()]);
    expect(calm.creditsSpent).toBe(events.at(-1)!.total);
    expect(calm.samples).toBe(events.at(-1)!.total - 1);
  });

  it('costs nothing the second time and, without limits or speed loss, sails the baseline', async () => {
    const again = await b.api['routing.optimise']({ ...REQUEST, taskId: 'route-2', limits: null, speedLoss: false });
    expect(again.creditsSpent).toBe(0);
    expect(Math.abs(again.optimised.distanceM / again.baseline.distanceM - 1)).toBeLessThan(0.01);
    expect(again.baseline.distanceM).toBeCloseTo(calm.baseline.distanceM, 0);
    expect(again.optimised.exceedance).toEqual({ wind: 0, gust: 0, hs: 0 });
  });

  it('with speed loss is no faster than without, and the baseline is the same', async () => {
    const lossy = await b.api['routing.optimise']({
      ...REQUEST,
      taskId: 'route-3',
      limits: { windKn: 34, gustKn: 45, hsM: 4 },
      speedLoss: true,
    });
    expect(lossy.creditsSpent).toBe(0);
    expect(lossy.optimised.durationS).toBeGreaterThanOrEqual(calm.optimised.durationS - 60);
    expect(lossy.baseline.distanceM).toBeCloseTo(calm.baseline.distanceM, 0);
  });

  it('gives the route that breaks limits least when none keeps them, says what breaks, and tries later departures', async () => {
    const limits = { windKn: 1, gustKn: 1, hsM: 0.1 };
    const soft = optimisedRouteSchema.parse(
      await b.api['routing.optimise']({ ...REQUEST, taskId: 'soft', limits, speedLoss: true }),
    );
    expect(soft.creditsSpent).toBe(0);
    expect(soft.route.waypoints[0]).toMatchObject({ lat: FROM.lat, lon: FROM.lon });
    expect(soft.route.waypoints.at(-1)).toMatchObject({ lat: TO.lat, lon: TO.lon });
    const land = loadLand('10m');
    const named = soft.route.waypoints.map((w, i) => ({ name: `WP${i}`, position: { lat: w.lat, lon: w.lon } }));
    expect(routeLandCrossings(land, named)).toEqual([]);
    expect(soft.softLimits).not.toBeNull();
    const { breaches, laterDeparture, triedUntilUtc, stepH, reason } = soft.softLimits!;
    expect(reason).toMatch(/limit|No route/);
    expect(breaches.map((x) => x.quantity)).toEqual(['wind', 'gust', 'hs']);
    for (const x of breaches) {
      expect(x.worst).toBeGreaterThan(x.limit);
      expect(x.firstUtc).toBeGreaterThanOrEqual(REQUEST.departUtc);
      expect(x.lastUtc).toBeLessThanOrEqual(soft.optimised.etaUtc);
      expect(x.worstUtc).toBeGreaterThanOrEqual(x.firstUtc);
      expect(x.worstUtc).toBeLessThanOrEqual(x.lastUtc);
      expect(x.hoursAbove).toBeGreaterThan(0);
    }
    // The worst wind agrees with the P90 maximum the comparison shows.
    expect(breaches[0]!.worst).toBeCloseTo(soft.optimised.p90Max.windKn!, 0);
    // A 1 kn wind limit is never kept: no later departure, every 6 h tried to a day before the reach ends.
    expect(laterDeparture).toBeNull();
    expect(stepH).toBe(6);
    expect(triedUntilUtc % (6 * HOUR_S)).toBe(0);
    expect(triedUntilUtc).toBeGreaterThan(REQUEST.departUtc + 5 * 24 * HOUR_S);
  });

  it('refuses a departure beyond the ensemble in words', async () => {
    await expect(
      b.api['routing.optimise']({
        ...REQUEST,
        taskId: 'route-4',
        departUtc: NOW_UTC + 20 * 24 * HOUR_S,
        limits: null,
        speedLoss: true,
      }),
    ).rejects.toMatchObject({ code: 'bad-input', field: 'departUtc' });
  });
});

describe('routing offline', () => {
  let b: TestBackend;
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    b = await testBackend({
      sandbox: {
        start: async (options) => {
          sandbox = await startSandbox(options);
          return sandbox;
        },
      },
    });
  });
  afterAll(() => b.dispose());

  it('routes again from the stored answers, and says offline in words where none are stored', async () => {
    const request = { ...REQUEST, taskId: 'online', limits: null, speedLoss: true };
    const online = await b.api['routing.optimise'](request);
    expect(online.creditsSpent).toBeGreaterThan(0);
    await sandbox!.close();
    const again = await b.api['routing.optimise']({ ...request, taskId: 'offline' });
    expect(again.creditsSpent).toBe(0);
    expect(again.route).toEqual(online.route);
    await expect(
      b.api['routing.optimise']({
        ...request,
        taskId: 'elsewhere',
        from: { lat: 45.5, lon: -6 },
        to: { lat: 44, lon: -2 },
      }),
    ).rejects.toMatchObject({ code: 'offline', message: expect.stringContaining('try again when connected') });
  });
});

// Each test routes through the whole demo world (51 members); the bound is for a hang on a busy machine.
describe('routing round a storm in demo mode', { timeout: 240_000 }, () => {
  /**
   * The demo world on 15 Dec 2026: Tropical Depression Kalmaegi alone in the open West Pacific
   * east of Guam, moving west-north-west and strengthening to a tropical storm. The passages cross
   * its track at right angles where it will be 12 hours on (11.2N 151.4E), from the south-west.
   */
  const now = Date.UTC(2026, 11, 15) / 1000;
  const STORM = 'Tropical Depression Kalmaegi';
  const ACROSS = { from: { lat: 6.2, lon: 147.4 }, to: { lat: 16.2, lon: 155.4 } };
  let b: TestBackend;
  beforeAll(async () => {
    // Per-member routing asks the in-process demo service for the corridor's ensemble at once; it
    // computes them one after another in this process, so on a 2-core machine running other test
    // files the last answer came after the usual 60 s bound. The bound is for a hang. And the
    // client's own retries, as the app has them: with the search busy on the same event loop, now
    // and then a connection was lost before its answer was complete (ConnectionLostError, most
    // likely a kept-alive socket the demo service had just closed), and without a retry the route
    // failed ("not all of it is stored"). These tests are of routing, not of fault handling
    // (the client's tests cover that, with retries off).
    b = await testBackend({ nowUtc: () => now, client: { timeoutMs: 180_000, retry: { retries: 3 } } });
  });
  afterAll(() => b.dispose());

  /** Points of the route every 1/40 of each leg, at their time, inside a storm's zone. */
  function inside(
    zones: ReturnType<typeof stormZones>,
    waypoints: readonly { lat: number; lon: number; etaUtc: number }[],
  ): number {
    let count = 0;
    for (let k = 0; k + 1 < waypoints.length; k++) {
      const a = waypoints[k]!;
      const c = waypoints[k + 1]!;
      const { distanceM, courseDeg } = rhumbInverse(a.lat, a.lon, c.lat, c.lon);
      for (let i = 0; i <= 40; i++) {
        const p = rhumbDirect(a.lat, a.lon, courseDeg, (i / 40) * distanceM);
        if (!zones(p, a.etaUtc + (i / 40) * (c.etaUtc - a.etaUtc))) count++;
      }
    }
    return count;
  }

  it('never enters the storm zone the baseline sails through', async () => {
    const { from, to } = ACROSS;
    const departUtc = now + 3 * HOUR_S;
    const result = await b.api['routing.optimise']({
      ...REQUEST,
      taskId: 'storm',
      from,
      to,
      departUtc,
      limits: { windKn: 34, gustKn: 45, hsM: 4 },
      speedLoss: true,
    });
    const { storms } = await b.api['storms.current']({});
    expect(storms.map((s) => s.name)).toEqual([STORM]);
    const zones = stormZones(storms);
    expect(inside(zones, result.route.waypoints)).toBe(0);
    // The baseline (the rhumb line here: open sea) sailed at 12 kn is inside the zone for a stretch.
    const baseline = [
      { ...from, etaUtc: departUtc },
      { ...to, etaUtc: departUtc + result.baseline.durationS },
    ];
    expect(inside(zones, baseline)).toBeGreaterThan(5);
    expect(result.baseline.distanceM).toBeCloseTo(rhumbInverse(from.lat, from.lon, to.lat, to.lon).distanceM, -3);
    expect(result.optimised.distanceM).toBeGreaterThan(1.03 * result.baseline.distanceM); // the way round
    expect(result.optimised.durationS).toBeGreaterThan(result.baseline.durationS);
    // The closest approaches say the same: the baseline breaks the storm's warning distance, the
    // optimised route keeps it (and its widening by the cone's radius, so more than it), at the same storm.
    expect(result.stormList).toEqual({ count: 1, fetchedAtUtc: now, stale: false });
    const [baselinePass] = result.baseline.storms;
    const [optimisedPass] = result.optimised.storms;
    // A depression's 150 NM, or a tropical storm's 200 NM where it has strengthened by then.
    expect(baselinePass).toMatchObject({ name: STORM, warningBroken: true, legIndex: 0 });
    expect([150, 200]).toContain(baselinePass?.warningNm);
    expect(baselinePass?.closestNm).toBeLessThan(baselinePass?.warningNm ?? 0);
    expect(optimisedPass).toMatchObject({ name: STORM, warningBroken: false });
    expect(optimisedPass?.closestNm).toBeGreaterThan((optimisedPass?.warningNm ?? Infinity) + 10);
    // The storm where the track puts it at the closest approach (the instant rounded to the second).
    const at = stormAt(stormFixes(storms[0]!), optimisedPass!.closestUtc!)!;
    expect(optimisedPass?.stormLat).toBeCloseTo(at.lat, 4);
    expect(result.own).toBeNull();
  });

  it('finds the way round by isochrones too, and gives their fronts instead of a corridor', async () => {
    const { from, to } = ACROSS;
    const departUtc = now + 3 * HOUR_S;
    const result = await b.api['routing.optimise']({
      ...REQUEST,
      taskId: 'storm-isochrones',
      from,
      to,
      departUtc,
      limits: { windKn: 34, gustKn: 45, hsM: 4 },
      speedLoss: true,
      method: 'isochrones',
    });
    const { storms } = await b.api['storms.current']({});
    expect(result.method).toBe('isochrones');
    expect(result.corridor).toEqual([]);
    expect(result.isochrones.length).toBeGreaterThan(5);
    expect(inside(stormZones(storms), result.route.waypoints)).toBe(0);
    expect(result.optimised.storms[0]).toMatchObject({ name: STORM, warningBroken: false });
    expect(result.optimised.distanceM).toBeGreaterThan(1.03 * result.baseline.distanceM); // the way round
  });

  it("routes in each member's weather too: one route per member, their ETAs spread", async () => {
    // Open sea west of the Cape, no storm near: the members' winds and seas alone make them differ.
    // Well north of the storm's track: most members find a route.
    const from = { lat: 20, lon: 150 };
    const to = { lat: 22, lon: 153 };
    const departUtc = now + 3 * HOUR_S;
    const result = await b.api['routing.optimise']({
      ...REQUEST,
      taskId: 'members',
      from,
      to,
      departUtc,
      limits: { windKn: 34, gustKn: 45, hsM: 4 },
      speedLoss: true,
      perMember: true,
    });
    expect(result.members.map((m) => m.member)).toEqual(Array.from({ length: 51 }, (_, m) => m));
    const routed = result.members.filter((m) => m.failure === null);
    expect(routed.length).toBeGreaterThan(40);
    for (const m of routed) {
      expect(m.waypoints[0]).toEqual(from);
      expect(m.waypoints.at(-1)).toEqual(to);
      expect(m.etaUtc).toBe(departUtc + m.durationS!);
    }
    // One possible future each: the members' arrivals differ.
    expect(new Set(routed.map((m) => m.etaUtc)).size).toBeGreaterThan(5);
    // Progress member by member, to the last.
    const events = b.host.progress.filter((e) => e.taskId === 'members');
    expect(events.at(-1)).toMatchObject({ done: 51, total: 51, message: expect.stringContaining('51 of 51') });
    // The failed ones say why.
    for (const m of result.members.filter((x) => x.failure !== null)) expect(m.failure).toMatch(/No route/);
  });

  it("reads the navigator's own route in the same weather and storms, sailed with the same speed model", async () => {
    const { from, to } = ACROSS;
    const departUtc = now + 3 * HOUR_S;
    const { distanceM } = rhumbInverse(from.lat, from.lon, to.lat, to.lon);
    // The rhumb line at 10 kn, hour by hour: the storm crosses it.
    const hours = distanceM / 1852 / 10;
    const track = Array.from({ length: Math.ceil(hours) + 1 }, (_, k) => {
      const h = Math.min(k, hours);
      const p = rhumbDirect(
        from.lat,
        from.lon,
        rhumbInverse(from.lat, from.lon, to.lat, to.lon).courseDeg,
        h * 10 * 1852,
      );
      return { lat: p.lat, lon: p.lon, timeUtc: Math.round(departUtc + h * HOUR_S) };
    });
    const result = await b.api['routing.optimise']({
      ...REQUEST,
      taskId: 'own',
      from,
      to,
      departUtc,
      limits: { windKn: 34, gustKn: 45, hsM: 4 },
      speedLoss: true,
      own: { distanceM, track },
    });
    expect(result.own?.distanceM).toBe(distanceM);
    // Like with like: planned at 10 kn, it is sailed as the others are, at the routing's 12 kn less
    // the speed lost in the weather: never faster than 12 kn in calm water, and not its planned times.
    const calmS = (distanceM / 1852 / 12) * HOUR_S;
    expect(result.own!.durationS).toBeGreaterThanOrEqual(calmS - 60);
    expect(result.own!.durationS).not.toBe(track.at(-1)!.timeUtc - departUtc);
    expect(result.own?.etaUtc).toBe(departUtc + result.own!.durationS);
    expect(result.own?.storms[0]).toMatchObject({ name: STORM, warningBroken: true });
    expect(result.own?.p90Max.windKn).toBeGreaterThan(0);
  });
});

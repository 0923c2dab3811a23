// Routing with a hull in demo mode (issue 29): the wave answers then carry the mean period, which
// the estimate counts before anything is spent, and the run spends what it said; the isochrones,
// which cannot price the zones, are refused; without a hull nothing of it is asked, and the route
// and its credits are those of before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISOCHRONES_WITH_HULL, optimisedRouteSchema, type OptimisedRoute } from '../../../../shared/ipc';
import { routeLandCrossings } from '../../../../shared/land/crossing';
import { loadLand } from '../../../shared/land/load';
import { NOW_UTC, testBackend, type TestBackend } from './helpers';

const HOUR_S = 3600;
/** West of Jutland to off Marstrand, round the Skaw (as routing.test.ts). */
const FROM = { lat: 55.5, lon: 7.0 };
const TO = { lat: 57.9, lon: 11.2 };
const REQUEST = {
  from: FROM,
  to: TO,
  vias: [],
  departUtc: NOW_UTC + 3 * HOUR_S,
  speedKn: 14,
  limits: null,
  percentile: 90,
  objective: 'time' as const,
  method: 'graph' as const,
  perMember: false,
  allowanceH: 12,
  speedLoss: false,
  options: {},
};
/** A 20 m launch: surf-riding above 1.8·√20 = 8.0 kn in a following sea, so at 14 kn in any. */
const HULL = { lengthM: 20, beamM: 6, gmM: 1 };

describe('routing with a hull in demo mode', { timeout: 240_000 }, () => {
  let b: TestBackend;
  let plain: OptimisedRoute;
  beforeAll(async () => {
    b = await testBackend();
    plain = await b.api['routing.optimise']({ ...REQUEST, taskId: 'plain' });
  }, 240_000);
  afterAll(() => b.dispose());

  it('estimates the wave answers with the period, which a route without a hull has not stored', async () => {
    const without = await b.api['routing.estimate'](REQUEST);
    expect(without.credits).toBe(0);
    const withHull = await b.api['routing.estimate']({ ...REQUEST, hull: HULL });
    // The same places and requests; each place's wave answer is asked anew (1 credit each in the demo).
    expect(withHull.places).toBe(without.places);
    expect(withHull.requests).toBe(without.requests);
    expect(withHull.cachedRequests).toBe(without.cachedRequests - withHull.places);
    expect(withHull.credits).toBe(withHull.places);

    const routed = optimisedRouteSchema.parse(
      await b.api['routing.optimise']({ ...REQUEST, hull: HULL, taskId: 'hull' }),
    );
    expect(routed.creditsSpent).toBe(withHull.credits);
    expect(routed.method).toBe('graph');
    expect(routed.route.waypoints[0]).toMatchObject({ ...FROM, etaUtc: REQUEST.departUtc });
    expect(routed.route.waypoints.at(-1)).toMatchObject(TO);
    const named = routed.route.waypoints.map((w, i) => ({ name: `WP${i}`, position: { lat: w.lat, lon: w.lon } }));
    expect(routeLandCrossings(loadLand('10m'), named)).toEqual([]);
    // Pricing the zones never makes the route faster than the least time.
    expect(routed.optimised.durationS).toBeGreaterThanOrEqual(plain.optimised.durationS - 60);
    // Each route says its hours in a zone, the optimised one fewer than the shortest route's, and
    // its passage priced as the router prices it (hours + a day per hour in a zone) no dearer.
    const priced = (r: typeof routed.optimised): number => r.durationS / 3600 + 24 * r.dangerHours!;
    for (const r of [routed.optimised, routed.baseline]) {
      expect(r.dangerHours).toBeGreaterThan(0);
      expect(r.dangerHours).toBeLessThanOrEqual(r.durationS / 3600);
    }
    expect(routed.optimised.dangerHours).toBeLessThan(routed.baseline.dangerHours!);
    expect(priced(routed.optimised)).toBeLessThanOrEqual(priced(routed.baseline));
    expect(plain.optimised.dangerHours).toBeUndefined();
    // The vessel profile's hull does the same, from the answers now stored.
    const vessel = {
      name: 'Launch',
      limits: { windKn: 34, gustKn: 45, hsM: 4 },
      hull: { ...HULL, draughtM: 2.4, assumed: [] },
    };
    const profile = await b.api['routing.optimise']({ ...REQUEST, vessel, taskId: 'profile' });
    expect(profile.creditsSpent).toBe(0);
  });

  it('refuses the isochrones with a hull, the request’s or the profile’s, before anything is spent', async () => {
    const progressBefore = b.host.progress.length;
    const vessel = {
      name: 'Launch',
      limits: { windKn: 34, gustKn: 45, hsM: 4 },
      hull: { ...HULL, draughtM: 2.4, assumed: [] },
    };
    const refused = { code: 'bad-input', field: 'method', message: ISOCHRONES_WITH_HULL };
    for (const withHull of [{ hull: HULL }, { vessel }]) {
      const asked = { ...REQUEST, ...withHull, method: 'isochrones' as const };
      await expect(b.api['routing.estimate'](asked)).rejects.toMatchObject(refused);
      await expect(b.api['routing.optimise']({ ...asked, taskId: 'isochrones' })).rejects.toMatchObject(refused);
    }
    expect(b.host.progress.length).toBe(progressBefore);
  });

  it('without a hull asks and routes as before', async () => {
    const again = await b.api['routing.optimise']({ ...REQUEST, taskId: 'again' });
    expect(again.creditsSpent).toBe(0);
    expect(again.route).toEqual(plain.route);
    expect(again.optimised).toEqual(plain.optimised);
  });
});

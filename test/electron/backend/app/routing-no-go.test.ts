// Weather routing with a no-go area drawn across the route, through the api in demo mode: the
// optimised route and the baseline both go round it, and bad areas are refused in words before
// anything is spent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rhumbDirect, rhumbInverse } from '../../../../shared/geodesy/rhumb';
import { NOW_UTC, testBackend, type TestBackend } from './helpers';

const HOUR_S = 3600;
/** Open North Sea, west to east along 56°N. */
const FROM = { lat: 56, lon: 3 };
const TO = { lat: 56, lon: 6 };
/** 55.8°N–56.2°N, 4.3°E–4.7°E: its sides are parallels and meridians, so inside is a plain comparison. */
const AREA = [
  { lat: 55.8, lon: 4.3 },
  { lat: 55.8, lon: 4.7 },
  { lat: 56.2, lon: 4.7 },
  { lat: 56.2, lon: 4.3 },
];
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
  limits: null,
  speedLoss: false,
};

/** Points of the rhumb legs every 0.05 NM inside AREA. */
function inside(waypoints: readonly { lat: number; lon: number }[]): number {
  let count = 0;
  for (let k = 0; k + 1 < waypoints.length; k++) {
    const a = waypoints[k]!;
    const b = waypoints[k + 1]!;
    const { distanceM, courseDeg } = rhumbInverse(a.lat, a.lon, b.lat, b.lon);
    for (let d = 0; d <= distanceM; d += 0.05 * 1852) {
      const p = rhumbDirect(a.lat, a.lon, courseDeg, d);
      if (p.lat > 55.8 && p.lat < 56.2 && p.lon > 4.3 && p.lon < 4.7) count++;
    }
  }
  return count;
}

describe('routing round a drawn no-go area in demo mode', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await testBackend();
  });
  afterAll(() => b.dispose());

  it('goes round the area, the baseline too, no longer than the way by its corners needs', async () => {
    const free = await b.api['routing.optimise']({ ...REQUEST, taskId: 'free' });
    // Without the area the route runs straight through it.
    expect(inside(free.route.waypoints)).toBeGreaterThan(100);
    const result = await b.api['routing.optimise']({ ...REQUEST, taskId: 'no-go', noGoAreas: [AREA] });
    expect(result.creditsSpent).toBe(0);
    expect(inside(result.route.waypoints)).toBe(0);
    expect(result.route.waypoints[0]).toMatchObject(FROM);
    expect(result.route.waypoints.at(-1)).toMatchObject(TO);
    // The shortest way round passes the northern corners:
    // echo "56 3 56.2 4.3" | GeodSolve -i -p 3 → 83908.465 m (the same from 56.2°N 4.7°E to the end),
    // echo "56.2 4.3 56.2 4.7" | GeodSolve -i -p 3 → 24828.036 m; by the southern ones it is 193710.206 m.
    const optimumM = 2 * 83908.465 + 24828.036;
    // The baseline keeps out of the area too (the navigator's constraint, not weather). On the app's
    // corridor spacings the way round is within 2 % of the optimum (1.3 % when written); the 1 % of
    // a fine corridor is test/shared/routing/no-go.test.ts's.
    expect(result.baseline.distanceM).toBeGreaterThan(optimumM);
    expect(result.baseline.distanceM / optimumM - 1).toBeLessThan(0.02);
    expect(result.optimised.distanceM).toBeGreaterThan(optimumM);
    expect(result.optimised.distanceM / optimumM - 1).toBeLessThan(0.02);
    // echo "56 3 56 6" | GeodSolve -i -p 3 → 187163.618 m without the area.
    expect(free.baseline.distanceM / 187163.618 - 1).toBeLessThan(0.005);
  });

  it('refuses an end inside an area and an area that crosses itself, in words, before spending', async () => {
    const spentBefore = b.host.progress.length;
    await expect(
      b.api['routing.optimise']({ ...REQUEST, taskId: 'inside', to: { lat: 56, lon: 4.5 }, noGoAreas: [AREA] }),
    ).rejects.toMatchObject({
      code: 'bad-input',
      field: 'noGoAreas',
      message: 'The end is inside no-go area 1: move it or remove the area.',
    });
    const bowTie = [AREA[0]!, AREA[2]!, AREA[1]!, AREA[3]!];
    await expect(
      b.api['routing.optimise']({ ...REQUEST, taskId: 'bow-tie', noGoAreas: [AREA, bowTie] }),
    ).rejects.toMatchObject({
      code: 'bad-input',
      field: 'noGoAreas',
      message: 'No-go area 2 crosses itself (sides 1 and 3): redraw or remove it.',
    });
    expect(b.host.progress.length).toBe(spentBefore);
  });
});

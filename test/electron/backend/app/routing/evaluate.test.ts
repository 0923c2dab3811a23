// The baseline sailed again in the same weather as the optimised route: its waypoints kept, its
// times those of the environment's speed, so the comparison does not credit the optimised route
// with a delay the baseline would meet too.
import { describe, expect, it } from 'vitest';
import { sailedAgain } from '../../../../../electron/backend/app/routing/evaluate';

const T0 = 1_800_000_000;

describe('sailedAgain', () => {
  // RhumbSolve -i 50 -5 50 -3: 143 391.5 m (77.43 NM); 49 -3 from 50 -3: 111 219.4 m (60.05 NM).
  const route = {
    waypoints: [
      { lat: 50, lon: -5, timeUtc: T0 },
      { lat: 50, lon: -3, timeUtc: T0 + 6.44 * 3600 },
      { lat: 49, lon: -3, timeUtc: T0 + 11.45 * 3600 },
    ],
    distanceM: 143_391.5 + 111_219.4,
    durationS: 11.45 * 3600,
    etaUtc: T0 + 11.45 * 3600,
  };

  it('times each leg at the environment speed, keeping the waypoints and the distance', () => {
    const again = sailedAgain(route, { speedKn: () => 6 });
    expect(again.waypoints.map((w) => [w.lat, w.lon])).toEqual(route.waypoints.map((w) => [w.lat, w.lon]));
    expect(again.distanceM).toBe(route.distanceM);
    expect((again.waypoints[1]!.timeUtc - T0) / 3600).toBeCloseTo(143_391.5 / 1852 / 6, 3);
    expect(again.durationS / 3600).toBeCloseTo((143_391.5 + 111_219.4) / 1852 / 6, 3);
    expect(again.etaUtc).toBe(again.waypoints[2]!.timeUtc);
  });

  it('keeps the planned time of a leg where no way is made', () => {
    const again = sailedAgain(route, { speedKn: (p) => (p.lat < 49.9 ? 0 : 12) });
    expect((again.waypoints[2]!.timeUtc - again.waypoints[1]!.timeUtc) / 3600).toBeCloseTo(11.45 - 6.44, 9);
  });

  it("keeps a stay's planned length (the navigator's own route waits at anchor), sailing the legs around it", () => {
    const stayH = 5;
    const withStay = {
      ...route,
      waypoints: [
        route.waypoints[0]!,
        route.waypoints[1]!,
        { ...route.waypoints[1]!, timeUtc: route.waypoints[1]!.timeUtc + stayH * 3600 },
        { ...route.waypoints[2]!, timeUtc: route.waypoints[2]!.timeUtc + stayH * 3600 },
      ],
    };
    const again = sailedAgain(withStay, { speedKn: () => 6 });
    const [, arrive, leave, end] = again.waypoints.map((w) => w.timeUtc);
    expect((leave! - arrive!) / 3600).toBeCloseTo(stayH, 9);
    expect((end! - leave!) / 3600).toBeCloseTo(111_219.4 / 1852 / 6, 3);
  });
});

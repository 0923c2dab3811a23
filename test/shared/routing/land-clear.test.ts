// The default land check of the router's edges, off the straight west coast of Portugal near
// 40°N (1:10m coast at about 8°55'W there; distances to it as shared/land measures them).
import { describe, expect, it } from 'vitest';
import { landClearance } from '../../../shared/routing/land-clear';
import { distanceToLandNm } from '../../../shared/land/land';
import { loadLand } from '../land/load';

describe('landClearance', () => {
  const land = loadLand('10m');
  const farEnd = [{ lat: 45, lon: -20 }];

  it('keeps the 10 NM margin at sea', () => {
    // 40°N 9°12'W is 11.99 NM off, 9°09'W 9.81 NM, 9°03'W 5.46 NM.
    expect(distanceToLandNm(land, 40, -9.2, 40)).toBeCloseTo(11.99, 2);
    expect(distanceToLandNm(land, 40, -9.15, 40)).toBeCloseTo(9.81, 2);
    const clear = landClearance(land, farEnd);
    expect(clear({ lat: 40, lon: -9.3 }, { lat: 40.5, lon: -9.3 })).toBe(true);
    expect(clear({ lat: 40, lon: -9.2 }, { lat: 40.5, lon: -9.2 })).toBe(true);
    expect(clear({ lat: 40, lon: -9.15 }, { lat: 40.5, lon: -9.15 })).toBe(false);
    expect(clear({ lat: 40.5, lon: -9.05 }, { lat: 40, lon: -9.05 })).toBe(false);
    // A 5 NM margin lets the 9°09'W line through.
    expect(landClearance(land, farEnd, { marginNm: 5 })({ lat: 40, lon: -9.15 }, { lat: 40.5, lon: -9.15 })).toBe(true);
  });

  it('asks an offing beyond the margin at sea when given one, and a share of it near an end', () => {
    const clear = landClearance(land, farEnd);
    // 9°12'W, 11.99 NM off: clear by 10, not by 10 + 5.
    expect(clear({ lat: 40, lon: -9.2 }, { lat: 40.5, lon: -9.2 }, 5)).toBe(false);
    // 9°24'W is more than 15.5 NM off all along: clear with the offing too.
    for (let lat = 40; lat <= 40.5; lat += 0.05) expect(distanceToLandNm(land, lat, -9.4, 40)).toBeGreaterThan(15.5);
    expect(clear({ lat: 40, lon: -9.4 }, { lat: 40.5, lon: -9.4 }, 5)).toBe(true);
    // Within 20 NM of an end the margin is 1 NM, and the offing a tenth of 5: the edge to the end
    // 3.29 NM off the coast still reaches it.
    const end = { lat: 40, lon: -9 };
    expect(landClearance(land, [end])({ lat: 40.25, lon: -9.05 }, end, 5)).toBe(true);
  });

  it('lets a route reach an end near the coast with the near margin, but never across land', () => {
    // The end 3.29 NM off at 40°N 9°W: within 20 NM of it the margin is 1 NM.
    const end = { lat: 40, lon: -9 };
    const clear = landClearance(land, [end]);
    expect(clear({ lat: 40.25, lon: -9.05 }, end)).toBe(true);
    expect(landClearance(land, farEnd)({ lat: 40.25, lon: -9.05 }, end)).toBe(false);
    // Straight east from the end runs over Portugal.
    expect(clear(end, { lat: 40, lon: -8 })).toBe(false);
    // An open-ocean edge far from land takes the fast path and is clear.
    expect(clear({ lat: 40, lon: -20 }, { lat: 40.3, lon: -20.3 })).toBe(true);
  });
});

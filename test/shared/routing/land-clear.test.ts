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

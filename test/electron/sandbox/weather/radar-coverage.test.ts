// Radar coverage on the sandbox's real land mask (Natural Earth): coasts and islands are seen,
// the middle of an ocean is not. Islands smaller than the mask's 0.1° cells (Bermuda) have none.
import { describe, expect, it } from 'vitest';
import { landMask } from '../../../../electron/sandbox/land/mask';
import { hasRadarCoverage, RADAR_RANGE_KM } from '../../../../electron/sandbox/weather/products/radar-coverage';

const isLand = (lat: number, lon: number): boolean => landMask().isLand(lat, lon);

describe('hasRadarCoverage', () => {
  it('covers ports, coastal waters and waters across the antimeridian', () => {
    expect(hasRadarCoverage(isLand, 51.9, 4.1)).toBe(true); // Rotterdam
    expect(hasRadarCoverage(isLand, 50.5, -3.0)).toBe(true); // Lyme Bay, English Channel
    expect(hasRadarCoverage(isLand, -18.0, -179.6)).toBe(true); // east of Fiji, across the antimeridian
  });

  it('does not cover the open ocean', () => {
    expect(hasRadarCoverage(isLand, 40, -45)).toBe(false); // mid North Atlantic
    expect(hasRadarCoverage(isLand, -45, -120)).toBe(false); // South Pacific
    expect(hasRadarCoverage(isLand, 10, 90)).toBe(false); // Bay of Bengal, far from every coast
  });

  it('ends at the range: a straight coast seen from inside it and not from beyond it', () => {
    // A synthetic coast: land east of 0 E.
    const eastOfZero = (_lat: number, lon: number): boolean => lon >= 0;
    const kmPerDegLon = 111.195 * Math.cos((20 * Math.PI) / 180);
    expect(hasRadarCoverage(eastOfZero, 20, -(RADAR_RANGE_KM - 5) / kmPerDegLon)).toBe(true);
    expect(hasRadarCoverage(eastOfZero, 20, -(RADAR_RANGE_KM + 5) / kmPerDegLon)).toBe(false);
  });
});

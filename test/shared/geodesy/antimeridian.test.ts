import { describe, expect, it } from 'vitest';
import {
  crossesAntimeridian,
  splitAtAntimeridian,
  unwrapLons,
  unwrappedLatLngs,
} from '../../../shared/geodesy/antimeridian';
import { lonDiffDeg, normalizeLonDeg } from '../../../shared/geodesy/angles';

describe('longitude arithmetic', () => {
  it('normalises into [-180, 180)', () => {
    expect(normalizeLonDeg(180)).toBe(-180);
    expect(normalizeLonDeg(-180)).toBe(-180);
    expect(normalizeLonDeg(540)).toBe(-180);
    expect(normalizeLonDeg(190)).toBe(-170);
    expect(normalizeLonDeg(-190)).toBe(170);
    expect(Object.is(normalizeLonDeg(-0), 0)).toBe(true);
    expect(normalizeLonDeg(359.5)).toBeCloseTo(-0.5, 12);
  });

  it('differences take the short way across the antimeridian', () => {
    expect(lonDiffDeg(179.5, -179.5)).toBeCloseTo(1, 12);
    expect(lonDiffDeg(-179.5, 179.5)).toBeCloseTo(-1, 12);
    expect(lonDiffDeg(10, 20)).toBe(10);
  });
});

describe('antimeridian helpers', () => {
  it('detects crossings', () => {
    expect(crossesAntimeridian(179, -179)).toBe(true);
    expect(crossesAntimeridian(-179, 179)).toBe(true);
    expect(crossesAntimeridian(-10, 10)).toBe(false);
    expect(crossesAntimeridian(170, 175)).toBe(false);
  });

  it('unwraps a Pacific track into continuous longitudes', () => {
    expect(unwrapLons([170, 179, -179, -170])).toEqual([170, 179, 181, 190]);
    expect(unwrapLons([-170, 179, 170])).toEqual([-170, -181, -190]);
  });

  it('splits a track at the antimeridian with the cut latitude interpolated', () => {
    const pieces = splitAtAntimeridian([
      { lat: 50, lon: 178 },
      { lat: 52, lon: -178 },
      { lat: 54, lon: -170 },
    ]);
    expect(pieces).toEqual([
      [
        { lat: 50, lon: 178 },
        { lat: 51, lon: 180 },
      ],
      [
        { lat: 51, lon: -180 },
        { lat: 52, lon: -178 },
        { lat: 54, lon: -170 },
      ],
    ]);
    expect(
      splitAtAntimeridian([
        { lat: 0, lon: 0 },
        { lat: 1, lon: 1 },
      ]),
    ).toHaveLength(1);
  });
});

describe('unwrappedLatLngs', () => {
  it('gives [lat, lon] pairs with each step the short way round, so a ring across 180° stays whole', () => {
    const ring = [
      { lat: 10, lon: 179 },
      { lat: 10, lon: -179 },
      { lat: 12, lon: -179 },
      { lat: 12, lon: 179 },
    ];
    expect(unwrappedLatLngs(ring)).toEqual([
      [10, 179],
      [10, 181],
      [12, 181],
      [12, 179],
    ]);
    expect(unwrappedLatLngs([])).toEqual([]);
  });
});

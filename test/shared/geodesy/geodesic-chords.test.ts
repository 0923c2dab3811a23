// A geodesic as rhumb chords: every chord within the tolerance (checked by dense sampling with
// GeographicLib as the yardstick), joints on the geodesic at equal spacing, the fewest chords,
// and the nasty cases (antimeridian, equator and meridian, zero length, NaN, over a pole).
import { describe, expect, it } from 'vitest';
import { chordDeviationM, geodesicChords } from '../../../shared/geodesy/geodesic-chords';
import { geodesicBetween } from '../../../shared/geodesy/geodesic';
import { legTrack } from '../../../shared/geodesy/leg';
import type { Position } from '../../../shared/domain/position';
import { separationM } from '../../helpers/geo';

const NM = 1852;
const USHANT = { lat: 48.5, lon: -5.5 };
const AMBROSE = { lat: 40.45, lon: -73.8 };
const YOKOHAMA = { lat: 35, lon: 140 };
const SAN_FRANCISCO = { lat: 37.7, lon: -123 };

/** The worst same-fraction distance between each chord and its geodesic piece, 256 samples a chord. */
function denseDeviationM(from: Position, to: Position, points: readonly Position[], alongM: readonly number[]): number {
  const line = geodesicBetween(from.lat, from.lon, to.lat, to.lon);
  let worst = 0;
  for (let k = 0; k + 1 < points.length; k++) {
    const chord = legTrack(points[k]!, points[k + 1]!, 'rhumb');
    const pieceM = alongM[k + 1]! - alongM[k]!;
    for (let j = 1; j < 256; j++) {
      const p = chord.pointAt((j / 256) * chord.distanceM);
      const q = line.pointAt(alongM[k]! + (j / 256) * pieceM);
      worst = Math.max(worst, separationM(p.lat, p.lon, q.lat, q.lon));
    }
  }
  return worst;
}

/** The deviation of the same leg cut into n equal pieces. */
function deviationWithM(from: Position, to: Position, n: number): number {
  const line = geodesicBetween(from.lat, from.lon, to.lat, to.lon);
  const pieceM = line.distanceM / n;
  const at = (k: number): Position => (k === 0 ? from : k === n ? to : line.pointAt(k * pieceM));
  let worst = 0;
  for (let k = 0; k < n; k++)
    worst = Math.max(
      worst,
      chordDeviationM(at(k), at(k + 1), (s) => line.pointAt(k * pieceM + s), pieceM),
    );
  return worst;
}

describe('geodesicChords', () => {
  it.each([
    ['Ushant - Ambrose Light, 0.5 NM', USHANT, AMBROSE, 0.5 * NM],
    ['Ushant - Ambrose Light, 1 NM', USHANT, AMBROSE, NM],
    ['Yokohama - San Francisco across 180°, 0.5 NM', YOKOHAMA, SAN_FRANCISCO, 0.5 * NM],
    [
      'Cape of Good Hope - Cape Leeuwin (southern ocean), 0.25 NM',
      { lat: -35, lon: 18 },
      { lat: -35, lon: 115 },
      0.25 * NM,
    ],
    ['Faroes - Cape Farewell (62°N), 0.5 NM', { lat: 62, lon: -7 }, { lat: 59.5, lon: -44 }, 0.5 * NM],
  ])(
    '%s: every chord within the tolerance, joints on the geodesic, the fewest chords',
    (_name, from, to, toleranceM) => {
      const chords = geodesicChords(from, to, toleranceM);
      const n = chords.points.length - 1;
      expect(n).toBeGreaterThan(1);
      expect(chords.deviationM).toBeLessThanOrEqual(toleranceM);
      // Sampled 32 times finer than the module does: the deviation peaks mid-chord, so within 1 mm.
      expect(denseDeviationM(from, to, chords.points, chords.alongM)).toBeLessThanOrEqual(chords.deviationM + 1e-3);
      // One chord fewer would not do.
      expect(deviationWithM(from, to, n - 1)).toBeGreaterThan(toleranceM);

      expect(chords.points[0]).toEqual(from);
      expect(chords.points[n]).toEqual(to);
      const line = geodesicBetween(from.lat, from.lon, to.lat, to.lon);
      expect(chords.distanceM).toBe(line.distanceM);
      chords.points.forEach((p, k) => {
        // Equal pieces of the geodesic, and each joint is where the geodesic is (1 mm).
        expect(chords.alongM[k]).toBeCloseTo((k * line.distanceM) / n, 6);
        const onLine = line.pointAt(chords.alongM[k]!);
        expect(separationM(p.lat, p.lon, onLine.lat, onLine.lon)).toBeLessThan(1e-3);
        expect(p.lon).toBeGreaterThanOrEqual(-180);
        expect(p.lon).toBeLessThan(180);
      });
    },
  );

  it('Ushant - Ambrose Light: the chord counts the module documents (24 for 0.64 NM, 32 for 0.36 NM)', () => {
    expect(deviationWithM(USHANT, AMBROSE, 24) / NM).toBeCloseTo(0.636, 3);
    expect(deviationWithM(USHANT, AMBROSE, 32) / NM).toBeCloseTo(0.358, 3);
    // One rhumb line for the whole leg would lie 329 NM from where the geodesic has the ship.
    expect(deviationWithM(USHANT, AMBROSE, 1) / NM).toBeCloseTo(329, 0);
  });

  it('crosses the antimeridian the short way: the chords together are barely longer than the geodesic', () => {
    const chords = geodesicChords(YOKOHAMA, SAN_FRANCISCO, 0.5 * NM);
    expect(chords.points.some((p) => p.lon > 170)).toBe(true);
    expect(chords.points.some((p) => p.lon < -170)).toBe(true);
    let excessM = 0;
    for (let k = 0; k + 1 < chords.points.length; k++) {
      const chordM = legTrack(chords.points[k]!, chords.points[k + 1]!, 'rhumb').distanceM;
      const pieceM = chords.alongM[k + 1]! - chords.alongM[k]!;
      // A chord the long way round the world would be thousands of miles longer.
      expect(chordM).toBeGreaterThanOrEqual(pieceM - 1e-6);
      excessM += chordM - pieceM;
    }
    // 4,467 NM in 41 chords: 0.16 NM more to sail, 41 s at 14 kn.
    expect(excessM / NM).toBeGreaterThan(0);
    expect(excessM / NM).toBeLessThan(0.2);
  });

  it.each([
    ['along the equator', { lat: 0, lon: -30 }, { lat: 0, lon: 60 }],
    ['along a meridian', { lat: -40, lon: 10 }, { lat: 50, lon: 10 }],
  ])('%s the rhumb line is the geodesic: one chord', (_name, from, to) => {
    const chords = geodesicChords(from, to, 0.5 * NM);
    expect(chords.points).toEqual([from, to]);
    expect(chords.deviationM).toBeLessThan(1e-3);
  });

  it('a zero-length leg is one chord with no deviation', () => {
    const chords = geodesicChords({ lat: 10, lon: 10 }, { lat: 10, lon: 10 }, 0.5 * NM);
    expect(chords.points).toHaveLength(2);
    expect(chords.distanceM).toBe(0);
    expect(chords.deviationM).toBeLessThan(1e-6);
  });

  it('NaN in gives a NaN deviation (never a silent "within tolerance"), not a throw', () => {
    const chords = geodesicChords({ lat: Number.NaN, lon: 10 }, { lat: 10, lon: 10 }, 0.5 * NM);
    expect(chords.deviationM).toBeNaN();
  });

  it('a geodesic over the pole still meets the tolerance, with short chords near the pole', () => {
    const chords = geodesicChords({ lat: 80, lon: 0 }, { lat: 80, lon: 180 }, 0.5 * NM);
    expect(chords.deviationM).toBeLessThanOrEqual(0.5 * NM);
    expect(Math.max(...chords.points.map((p) => p.lat))).toBeGreaterThan(89.9);
  });
});

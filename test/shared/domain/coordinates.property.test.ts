// Round-trip properties of coordinate text over the whole globe, poles, antimeridian and the
// minute values that round up into the next degree (59.995').
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatLat,
  formatLon,
  formatPosition,
  formatPositionCompact,
  formatPositionDms,
  parseLat,
  parseLon,
  parsePosition,
  type FormatOptions,
} from '../../../shared/domain/coordinates';
import type { Position } from '../../../shared/domain/position';

const RUNS = { numRuns: 2000 };

/** Degrees whose minutes sit within a hair of 59.995', where 2-decimal rounding carries. */
function nearCarry(maxDeg: number): fc.Arbitrary<number> {
  return fc
    .record({
      deg: fc.integer({ min: 0, max: maxDeg - 1 }),
      minutes: fc.double({ min: 59.995 - 1e-6, max: 59.995 + 1e-6, noNaN: true }),
      negative: fc.boolean(),
    })
    .map(({ deg, minutes, negative }) => (negative ? -1 : 1) * (deg + minutes / 60));
}

const latDeg = fc.oneof(
  fc.double({ min: -90, max: 90, noNaN: true }),
  fc.constantFrom(90, -90, 0, -0, 1e-12, -1e-12),
  nearCarry(90),
);
const lonDeg = fc.oneof(
  fc.double({ min: -180, max: 180, noNaN: true }),
  fc.constantFrom(180, -180, 0, -0, 179.99999999, -179.99999999, -1e-12),
  nearCarry(180),
);
const position = fc.record({ lat: latDeg, lon: lonDeg });

/** Longitude difference on the circle, so -180 and 179.9999999 are close. */
function lonGapDeg(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

// Half a unit of the last printed decimal, in degrees, plus float slack far below a millimetre.
const SLACK_DEG = 1e-11;
function halfUnitDeg(style: 'dm' | 'dms', decimals: number): number {
  return (0.5 * 10 ** -decimals) / (style === 'dms' ? 3600 : 60) + SLACK_DEG;
}

const styles: readonly [string, 'dm' | 'dms', (p: Position, o?: FormatOptions) => string, number][] = [
  ['degrees and minutes', 'dm', formatPosition, 2],
  ['degrees, minutes and seconds', 'dms', formatPositionDms, 1],
  ['compact', 'dm', formatPositionCompact, 2],
];

describe.each(styles)('round trip, %s', (_name, style, format, defaultDecimals) => {
  it('parse(format(p)) is within half a unit of the last decimal of p', () => {
    fc.assert(
      fc.property(position, (p) => {
        const q = parsePosition(format(p));
        const tolerance = halfUnitDeg(style, defaultDecimals);
        expect(Math.abs(q.lat - p.lat)).toBeLessThanOrEqual(tolerance);
        expect(lonGapDeg(q.lon, p.lon)).toBeLessThanOrEqual(tolerance);
      }),
      RUNS,
    );
  });

  it('format(parse(s)) === s for every formatted s', () => {
    fc.assert(
      fc.property(position, (p) => {
        const s = format(p);
        expect(format(parsePosition(s))).toBe(s);
      }),
      RUNS,
    );
  });

  it('holds for 0 to 4 decimals', () => {
    fc.assert(
      fc.property(position, fc.integer({ min: 0, max: 4 }), (p, decimals) => {
        const s = format(p, { decimals });
        const q = parsePosition(s);
        expect(format(q, { decimals })).toBe(s);
        expect(Math.abs(q.lat - p.lat)).toBeLessThanOrEqual(halfUnitDeg(style, decimals));
        expect(lonGapDeg(q.lon, p.lon)).toBeLessThanOrEqual(halfUnitDeg(style, decimals));
      }),
      RUNS,
    );
  });
});

describe('round trip, one axis', () => {
  it('parseLat(formatLat(x)) and parseLon(formatLon(x))', () => {
    fc.assert(
      fc.property(latDeg, lonDeg, (lat, lon) => {
        expect(Math.abs(parseLat(formatLat(lat)) - lat)).toBeLessThanOrEqual(halfUnitDeg('dm', 2));
        expect(lonGapDeg(parseLon(formatLon(lon)), lon)).toBeLessThanOrEqual(halfUnitDeg('dm', 2));
        expect(formatLat(parseLat(formatLat(lat)))).toBe(formatLat(lat));
        expect(formatLon(parseLon(formatLon(lon)))).toBe(formatLon(lon));
      }),
      RUNS,
    );
  });

  it('never prints -0 or minutes of 60', () => {
    fc.assert(
      fc.property(position, (p) => {
        const s = formatPosition(p);
        expect(s).not.toContain('-');
        expect(s).not.toMatch(/°60/);
        expect(s).toMatch(/^\d\d°\d\d\.\d\d'[NS] \d\d\d°\d\d\.\d\d'[EW]$/);
      }),
      RUNS,
    );
  });

  it('signed decimal degrees read back exactly', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -179.9, max: 179.9, noNaN: true }),
        (lat, lon) => {
          // Six decimals (~0.1 m), as chart plotters copy them: the number is read as written.
          const q = parsePosition(`${lat.toFixed(6)}, ${lon.toFixed(6)}`);
          expect(q.lat).toBe(Number(lat.toFixed(6)) + 0);
          expect(q.lon).toBe(Number(lon.toFixed(6)) + 0);
        },
      ),
      RUNS,
    );
  });
});

// The glyph grid: bounded, on multiples of its step (so a pan at one zoom reuses the points),
// inside the box, and across the antimeridian.
import { describe, expect, it } from 'vitest';
import { GLYPH_MAX_COLS, GLYPH_MAX_POINTS, GLYPH_MAX_ROWS, glyphGrid } from '../../../shared/glyphs/glyph-grid';

describe('glyphGrid', () => {
  it.each([
    { south: 48.2, west: -4.7, north: 58.3, east: 12.1 },
    { south: 51.5, west: 3.2, north: 52.3, east: 5.0 },
    { south: -85, west: -180, north: 85, east: 180 },
    { south: 10, west: -40, north: 30, east: -5 },
    // A wide, low chart (1280×720 with the side panels) at zoom 7: still four rows.
    { south: 19.1, west: 141.8, north: 23.0, east: 151.9 },
  ])('stays within the caps and inside the box: %o', (box) => {
    const g = glyphGrid(box);
    expect(g.lats.length).toBeGreaterThanOrEqual(3);
    expect(g.lons.length).toBeGreaterThanOrEqual(2);
    expect(g.lats.length).toBeLessThanOrEqual(GLYPH_MAX_ROWS);
    expect(g.lons.length).toBeLessThanOrEqual(GLYPH_MAX_COLS);
    expect(g.lats.length * g.lons.length).toBeLessThanOrEqual(GLYPH_MAX_POINTS);
    for (const lat of g.lats) {
      expect(lat).toBeGreaterThan(box.south);
      expect(lat).toBeLessThan(box.north);
      expect(Math.abs(lat / g.stepDeg - Math.round(lat / g.stepDeg))).toBeLessThan(1e-6);
    }
    for (const lon of g.lons) {
      expect(lon).toBeGreaterThan(box.west);
      expect(lon).toBeLessThan(box.east);
    }
  });

  it('gives the same points after a small pan at the same size', () => {
    const a = glyphGrid({ south: 48.2, west: -4.7, north: 58.3, east: 12.1 });
    const b = glyphGrid({ south: 48.4, west: -4.5, north: 58.5, east: 12.3 });
    expect(b.stepDeg).toBe(a.stepDeg);
    const shared = b.lons.filter((lon) => a.lons.includes(lon));
    expect(shared.length).toBeGreaterThanOrEqual(a.lons.length - 1);
  });

  it('runs across the antimeridian, west to east', () => {
    const g = glyphGrid({ south: -20, west: 170, north: -5, east: -170 });
    expect(g.lons.some((l) => l > 170)).toBe(true);
    expect(g.lons.some((l) => l < -170)).toBe(true);
    expect(g.lons.every((l) => l >= -180 && l < 180)).toBe(true);
  });
});

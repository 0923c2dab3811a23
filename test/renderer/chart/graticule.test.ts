// Graticule: spacing by zoom, lines over the view, labels as a navigator writes them.
import { describe, expect, it } from 'vitest';
import {
  formatGraticuleLat,
  formatGraticuleLon,
  graticule,
  graticuleSpacingMin,
  MERCATOR_MAX_LAT,
} from '../../../renderer/src/chart/graticule';

describe('graticuleSpacingMin', () => {
  it.each([
    [0, 1800],
    [1, 1800],
    [2, 1800],
    [3, 1800],
    [4, 600],
    [5, 300],
    [6, 300],
    [7, 60],
    [8, 30],
    [9, 30],
    [10, 10],
    [12, 10],
    [16, 10],
  ])('zoom %d: %d minutes', (zoom, minutes) => {
    expect(graticuleSpacingMin(zoom)).toBe(minutes);
  });

  it('never gets finer as the chart zooms out (fractional zooms too)', () => {
    let last = Infinity;
    for (let z = 0; z <= 16; z += 0.25) {
      const s = graticuleSpacingMin(z);
      expect(s).toBeLessThanOrEqual(last);
      last = s;
    }
  });
});

describe('graticule labels', () => {
  it.each([
    [3000, '50°N'],
    [-300, '05°S'],
    [0, '00°'],
    [3030, "50°30'N"],
    [-4210, "70°10'S"],
    [5100, '85°N'],
  ])('latitude %d min: %s', (min, text) => {
    expect(formatGraticuleLat(min)).toBe(text);
  });

  it.each([
    [-600, '010°W'],
    [7200, '120°E'],
    [0, '000°'],
    [10800, '180°'],
    [-10800, '180°'],
    [-630, "010°30'W"],
    [11400, '170°W'],
    [-11400, '170°E'],
    [21600, '000°'],
    [10790, "179°50'E"],
  ])('longitude %d min: %s', (min, text) => {
    expect(formatGraticuleLon(min)).toBe(text);
  });
});

describe('graticule', () => {
  it('covers the view and one spacing more on each side, at the zoom spacing', () => {
    const g = graticule({ west: -25, south: 32, east: 12, north: 58 }, 5);
    expect(g.spacingMin).toBe(300);
    expect(g.meridians.map((m) => m.valueDeg)).toEqual([-30, -25, -20, -15, -10, -5, 0, 5, 10, 15]);
    expect(g.parallels.map((p) => p.valueDeg)).toEqual([30, 35, 40, 45, 50, 55, 60]);
    expect(g.meridians.map((m) => m.text).slice(0, 3)).toEqual(['030°W', '025°W', '020°W']);
    expect(g.lines).toHaveLength(g.meridians.length + g.parallels.length);
    // Meridians run the whole chart; parallels span the padded view.
    expect(g.lines[0]).toEqual([
      [-MERCATOR_MAX_LAT, -30],
      [MERCATOR_MAX_LAT, -30],
    ]);
    expect(g.lines.at(-1)).toEqual([
      [60, -30],
      [60, 17],
    ]);
  });

  it('labels an unwrapped Pacific view as the meridians really are', () => {
    const g = graticule({ west: 160, south: 30, east: 200, north: 50 }, 4);
    expect(g.meridians.map((m) => [m.valueDeg, m.text])).toEqual([
      [150, '150°E'],
      [160, '160°E'],
      [170, '170°E'],
      [180, '180°'],
      [190, '170°W'],
      [200, '160°W'],
      [210, '150°W'],
    ]);
  });

  it('places 30-minute lines exactly, labelled in minutes', () => {
    const g = graticule({ west: 3.2, south: 51.1, east: 4.9, north: 52.2 }, 8);
    expect(g.spacingMin).toBe(30);
    // 51.1 - 0.5 and 52.2 + 0.5: the padded view.
    expect(g.parallels.map((p) => p.valueDeg)).toEqual([51, 51.5, 52, 52.5]);
    expect(g.parallels.map((p) => p.text)).toEqual(['51°N', "51°30'N", '52°N', "52°30'N"]);
    expect(g.meridians.map((m) => m.text)).toEqual(['003°E', "003°30'E", '004°E', "004°30'E", '005°E']);
  });

  it('stops parallels at the Mercator limit', () => {
    const g = graticule({ west: -180, south: -89, east: 180, north: 89 }, 1);
    expect(g.parallels.map((p) => p.valueDeg)).toEqual([-60, -30, 0, 30, 60]);
  });
});

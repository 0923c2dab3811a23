// Land for a view: resolution by zoom, world copies across the antimeridian, lazy loading.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseLand } from '../../../shared/land/land';
import { importLand, landInView, landParts, loadLand } from '../../../renderer/src/chart/land-view';
import { landResolutionForZoom } from '../../../renderer/src/chart/land-resolution';

const LAND_DIR = join(import.meta.dirname, '../../../resources/land');

describe('landResolutionForZoom', () => {
  it.each([
    [1, '110m'],
    [2, '110m'],
    [2.5, '110m'],
    [3, '50m'],
    [6, '50m'],
    [7, '10m'],
    [14, '10m'],
  ])('zoom %d: %s', (zoom, res) => {
    expect(landResolutionForZoom(zoom)).toBe(res);
  });
});

describe('landParts', () => {
  it('keeps a view inside one world to one part', () => {
    expect(landParts({ west: -30, south: 20, east: 10, north: 60 })).toEqual([
      { offsetDeg: 0, bounds: { west: -30, south: 20, east: 10, north: 60 } },
    ]);
  });

  it('cuts an unwrapped Pacific view at 180 into two copies', () => {
    expect(landParts({ west: 150, south: 20, east: 230, north: 60 })).toEqual([
      { offsetDeg: 0, bounds: { west: 150, south: 20, east: 180, north: 60 } },
      { offsetDeg: 360, bounds: { west: -180, south: 20, east: -130, north: 60 } },
    ]);
    expect(landParts({ west: -200, south: 0, east: -170, north: 10 }).map((p) => p.offsetDeg)).toEqual([-360, 0]);
  });

  it('gives whole worlds for a view wider than one', () => {
    const parts = landParts({ west: -400, south: -85, east: 400, north: 85 });
    expect(parts.map((p) => p.offsetDeg)).toEqual([-360, 0, 360]);
    expect(parts[0]!.bounds).toEqual({ west: -40, south: -85, east: 180, north: 85 });
    expect(parts[1]!.bounds).toEqual({ west: -180, south: -85, east: 180, north: 85 });
  });
});

describe('landInView', () => {
  const land = parseLand(JSON.parse(readFileSync(join(LAND_DIR, 'land-110m.json'), 'utf8')));

  it('draws Alaska on the copy east of 180 when the view is unwrapped there', () => {
    const sel = landInView(land, { west: 170, south: 50, east: 220, north: 72 });
    const lons = sel.latLngs.flat(2).map(([, lon]) => lon);
    expect(lons.some((lon) => lon > 190)).toBe(true);
    expect(sel.key).toContain('@360');
    // The same view gives the same key: the chart need not redraw.
    expect(landInView(land, { west: 170, south: 50, east: 220, north: 72 }).key).toBe(sel.key);
  });

  it('leaves open ocean empty (south of the Indian Ocean, between the land boxes)', () => {
    const sel = landInView(land, { west: 85, south: -45, east: 105, north: -35 });
    expect(sel.latLngs).toEqual([]);
    expect(sel.coast).toEqual([]);
  });

  it('outlines the shores of the same land, on the same world copy, without the cut along 180°', () => {
    const sel = landInView(land, { west: 170, south: 50, east: 220, north: 72 });
    const coastPoints = sel.coast.flat();
    const landPoints = new Set(sel.latLngs.flat(2).map(([lat, lon]) => `${lat},${lon}`));
    expect(coastPoints.length).toBeGreaterThan(0);
    expect(coastPoints.every(([lat, lon]) => landPoints.has(`${lat},${lon}`))).toBe(true);
    expect(coastPoints.some(([, lon]) => lon > 190)).toBe(true);
    // Chukotka's cut at 180° is in the land's rings (both copies meet there) but is no shore.
    const alongCut = (line: readonly (readonly [number, number])[]): boolean =>
      line.slice(1).some(([, lon], i) => Math.abs(lon - 180) < 1e-9 && Math.abs(line[i]![1] - 180) < 1e-9);
    expect(sel.latLngs.flat().some(alongCut)).toBe(true);
    expect(sel.coast.some(alongCut)).toBe(false);
  });
});

describe('loadLand', () => {
  it('reads each resolution once per loader, and again after a failure', async () => {
    const json = JSON.parse(readFileSync(join(LAND_DIR, 'land-110m.json'), 'utf8')) as unknown;
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(json);
    await expect(loadLand('110m', loader)).rejects.toThrow('offline');
    const [a, b] = await Promise.all([loadLand('110m', loader), loadLand('110m', loader)]);
    expect(a).toBe(b);
    expect(a.header.resolution).toBe('110m');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('imports every bundled file as a lazy module (no fetch, so file:// works too)', async () => {
    for (const resolution of ['110m', '50m', '10m'] as const) {
      const onDisk = JSON.parse(readFileSync(join(LAND_DIR, `land-${resolution}.json`), 'utf8')) as unknown;
      const imported = await importLand(resolution);
      expect(imported).toEqual(onDisk);
      expect(parseLand(imported).header.resolution).toBe(resolution);
    }
  });
});

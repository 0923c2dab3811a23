// The coastline drawn over the chart's overlays: every shore edge of the land, none of the edges
// the build's antimeridian and pole cuts added (cut.ts), which would draw a false shore along 180°
// through Chukotka and Fiji and across Antarctica.
import { describe, expect, it } from 'vitest';
import { coastLines } from '../../../shared/land/draw';
import type { LandResolution } from '../../../shared/land/file';
import type { LandData } from '../../../shared/land/land';
import { loadLand } from './load';

type Point = readonly [lon: number, lat: number];

function allCoast(land: LandData): Point[][] {
  const lines: Point[][] = [];
  for (let r = 0; r < land.ringStart.length - 1; r++)
    lines.push(...coastLines(land, r, (lon, lat): Point => [lon, lat]));
  return lines;
}

/** Edges as `lon,lat>lon,lat` keys, so two sets of edges can be compared. */
function edgeKeys(lines: readonly (readonly Point[])[]): string[] {
  return lines.flatMap((line) => line.slice(1).map((p, i) => `${line[i]!.join(',')}>${p.join(',')}`));
}

describe.each<LandResolution>(['110m', '50m', '10m'])('coastLines, %s land', (resolution) => {
  const land = loadLand(resolution);
  const lines = allCoast(land);
  const edges = edgeKeys(lines);

  it('draws no edge along the antimeridian and none to a pole', () => {
    const alongCut = edges.filter((key) => {
      const [a, b] = key.split('>').map((p) => p.split(',').map(Number)) as [number[], number[]];
      return (
        (Math.abs(a[0]!) === 180 && Math.abs(b[0]!) === 180) || Math.abs(a[1]!) >= 89.9999 || Math.abs(b[1]!) >= 89.9999
      );
    });
    expect(alongCut).toEqual([]);
    // The cuts are there to leave out: Chukotka and Fiji meet 180°, Antarctica is closed at the South Pole.
    let cutEdges = 0;
    for (let i = 0; i < land.lons.length - 1; i++) {
      const bothOn180 = Math.abs(land.lons[i]!) === 180 && Math.abs(land.lons[i + 1]!) === 180;
      if (bothOn180 || land.lats[i] === -90) cutEdges++;
    }
    expect(cutEdges).toBeGreaterThan(0);
  });

  it('keeps every other edge of every ring once, in the ring order', () => {
    const expected: string[] = [];
    for (let r = 0; r < land.ringStart.length - 1; r++) {
      for (let i = land.ringStart[r]!; i < land.ringStart[r + 1]! - 1; i++) {
        const a: Point = [land.lons[i]!, land.lats[i]!];
        const b: Point = [land.lons[i + 1]!, land.lats[i + 1]!];
        const cut =
          (Math.abs(a[0]) === 180 && Math.abs(b[0]) === 180) || Math.abs(a[1]) >= 89.9999 || Math.abs(b[1]) >= 89.9999;
        if (!cut) expected.push(`${a.join(',')}>${b.join(',')}`);
      }
    }
    expect(edges.length).toBe(expected.length);
    expect(new Set(edges)).toEqual(new Set(expected));
  });

  it('gives a ring with no cut back whole and closed', () => {
    // Great Britain: far from 180° and the poles.
    const r = [...Array(land.ringStart.length - 1).keys()].find((i) => {
      const [w, s, e, n] = land.ringBox.subarray(4 * i, 4 * i + 4);
      return w! < -5 && e! > 1 && s! < 51 && n! > 58 && e! < 2;
    });
    if (r === undefined) throw new Error('no ring for Great Britain');
    const [line, ...rest] = coastLines(land, r, (lon, lat): Point => [lon, lat]);
    expect(rest).toEqual([]);
    expect(line!.length).toBe(land.ringStart[r + 1]! - land.ringStart[r]!);
    expect(line![0]).toEqual(line![line!.length - 1]);
  });
});

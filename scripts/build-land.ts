// Builds resources/land/land-{110m,50m,10m}.json from world-atlas's Natural Earth land TopoJSON:
// polygons cut at the antimeridian, rounded to 1e-4°, delta-encoded (shared/land/file.ts).
// `npm run land:build` writes the files; `--check` rebuilds in memory and exits 1 if any
// committed file differs byte for byte (test/shared/land/build.test.ts runs it).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { feature } from 'topojson-client';
import type { Topology, GeometryObject } from 'topojson-specification';
import type { Feature, FeatureCollection, Position as GeoPosition } from 'geojson';
import { cutRingAtAntimeridian, type LonLat } from '../shared/land/cut';
import {
  LAND_ENCODING,
  LAND_FORMAT,
  LAND_UNIT_DEG,
  encodeRing,
  toUnits,
  type LandFile,
  type LandResolution,
} from '../shared/land/file';

const RESOLUTIONS: readonly LandResolution[] = ['110m', '50m', '10m'];
const require = createRequire(import.meta.url);
const atlasDir = join(require.resolve('world-atlas/package.json'), '..');
const atlasVersion = (JSON.parse(readFileSync(join(atlasDir, 'package.json'), 'utf8')) as { version: string }).version;
const outDir = join(import.meta.dirname, '..', 'resources', 'land');

type Ring = LonLat[];

/** Twice the signed planar area (shoelace) of an open ring, square degrees. */
function area2(ring: readonly LonLat[]): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    s += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  return s;
}

/** Even-odd point in ring, for putting holes into the right piece of a cut outer ring. */
function inRing(ring: readonly LonLat[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < xj + ((y - yj) * (xi - xj)) / (yi - yj)) inside = !inside;
  }
  return inside;
}

/** Rounds to file units, drops repeated points and rings that round to nothing. */
function rounded(ring: readonly LonLat[]): Ring | undefined {
  const out: Ring = [];
  for (const [x, y] of ring) {
    const p = [toUnits(x), toUnits(y)] as const;
    const q = out[out.length - 1];
    if (!q || q[0] !== p[0] || q[1] !== p[1]) out.push(p);
  }
  while (out.length > 1 && out[0]![0] === out[out.length - 1]![0] && out[0]![1] === out[out.length - 1]![1]) out.pop();
  return out.length >= 3 && area2(out) !== 0 ? out : undefined;
}

function roundedAll(rings: readonly LonLat[][]): Ring[] {
  return rings.map(rounded).filter((r): r is Ring => r !== undefined);
}

function polygonsOf(topology: Topology): LonLat[][][] {
  const land = topology.objects['land'] as GeometryObject;
  const geo = feature(topology, land) as Feature | FeatureCollection;
  const geometries = geo.type === 'FeatureCollection' ? geo.features.map((f) => f.geometry) : [geo.geometry];
  const polygon = (rings: GeoPosition[][]): LonLat[][] =>
    rings.map((ring) => ring.map(([lon, lat]) => [lon!, lat!] as const));
  const out: LonLat[][][] = [];
  for (const g of geometries) {
    if (g.type === 'Polygon') out.push(polygon(g.coordinates));
    else if (g.type === 'MultiPolygon') out.push(...g.coordinates.map(polygon));
    else throw new Error(`unexpected land geometry ${g.type}`);
  }
  return out;
}

/** One polygon (outer ring then holes) as cut, rounded polygons; each hole goes with the piece that holds it. */
function cutPolygon(rings: readonly LonLat[][]): Ring[][] {
  const [outer, ...holes] = rings;
  const pieces = roundedAll(cutRingAtAntimeridian(outer!)).map((r): Ring[] => [r]);
  for (const hole of holes) {
    // world-atlas 1:50m carries Antarctica's edge along the pole as a hole of no area; once
    // Antarctica is closed along the pole it would become a sliver of sea at -90 < lat < -89.999.
    if (hole.every(([, lat]) => Math.abs(lat) > 89.99)) continue;
    for (const part of roundedAll(cutRingAtAntimeridian(hole))) {
      const [x, y] = part[0]!;
      const home = pieces.find((p) => inRing(p[0]!, x, y));
      if (!home)
        throw new Error(`hole at (${x * LAND_UNIT_DEG}, ${y * LAND_UNIT_DEG}) lies in no piece of its outer ring`);
      home.push(part);
    }
  }
  return pieces;
}

/** The file's text for one resolution: deterministic, one ring per line. */
function buildLandText(resolution: LandResolution): string {
  const topology = JSON.parse(readFileSync(join(atlasDir, `land-${resolution}.json`), 'utf8')) as Topology;
  const polygons = polygonsOf(topology).flatMap(cutPolygon);
  const header: Omit<LandFile, 'polygons'> = {
    format: LAND_FORMAT,
    source: `Natural Earth 1:${resolution.replace('m', '')} million land polygons (version 4.1.0), via world-atlas ${atlasVersion} land-${resolution}.json (https://github.com/topojson/world-atlas)`,
    licence:
      'Public domain. Made with Natural Earth, free vector and raster map data @ naturalearthdata.com (https://www.naturalearthdata.com/about/terms-of-use/)',
    resolution,
    generatedBy: 'scripts/build-land.ts (npm run land:build)',
    unitDeg: LAND_UNIT_DEG,
    encoding: LAND_ENCODING,
    polygonCount: polygons.length,
    ringCount: polygons.reduce((n, p) => n + p.length, 0),
    pointCount: polygons.reduce((n, p) => n + p.reduce((m, r) => m + r.length, 0), 0),
  };
  const lines = polygons.map((p) => `[${p.map((r) => `[${encodeRing(r).join(',')}]`).join(',')}]`);
  const head = JSON.stringify(header, null, 2).replace(/\n}$/, '');
  return `${head},\n  "polygons": [\n${lines.join(',\n')}\n]}\n`;
}

function main(): void {
  const check = process.argv.includes('--check');
  mkdirSync(outDir, { recursive: true });
  let stale = 0;
  for (const resolution of RESOLUTIONS) {
    const text = buildLandText(resolution);
    const file = join(outDir, `land-${resolution}.json`);
    if (check) {
      let old = '';
      try {
        old = readFileSync(file, 'utf8');
      } catch {
        // missing counts as different
      }
      const same = old === text;
      if (!same) stale++;
      console.log(`${same ? 'unchanged' : 'DIFFERS'} ${file} (${text.length} bytes)`);
    } else {
      writeFileSync(file, text);
      console.log(`wrote ${file} (${text.length} bytes)`);
    }
  }
  if (stale) process.exitCode = 1;
}

main();

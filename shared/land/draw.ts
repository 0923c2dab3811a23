// Land for drawing: the offline basemap (Leaflet), GeoJSON, and SVG paths for the report's
// chart. The rings are already cut at the antimeridian, so none spans the map.
import type { LandData } from './land';

/** A lon/lat box, degrees; `west > east` means the box spans the antimeridian. */
export interface LonLatBounds {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

/** Structurally a GeoJSON MultiPolygon (RFC 7946): rings closed, [lon, lat]. */
export interface LandMultiPolygon {
  readonly type: 'MultiPolygon';
  readonly coordinates: [number, number][][][];
}

/** Indexes of the polygons whose outer ring's bounding box meets `bounds` (all without bounds). */
export function landPolygonsIn(land: LandData, bounds?: LonLatBounds): number[] {
  const out: number[] = [];
  const count = land.polygonStart.length - 1;
  for (let p = 0; p < count; p++) {
    const r = land.polygonStart[p]!;
    if (!bounds || boxMeets(land.ringBox, r, bounds)) out.push(p);
  }
  return out;
}

function boxMeets(box: Float64Array, r: number, b: LonLatBounds): boolean {
  const [w, s, e, n] = [box[4 * r]!, box[4 * r + 1]!, box[4 * r + 2]!, box[4 * r + 3]!];
  if (n < b.south || s > b.north) return false;
  return b.west <= b.east ? e >= b.west && w <= b.east : e >= b.west || w <= b.east;
}

function ringsOf(land: LandData, p: number): number[] {
  const rings: number[] = [];
  for (let r = land.polygonStart[p]!; r < land.polygonStart[p + 1]!; r++) rings.push(r);
  return rings;
}

function ringPoints<T>(land: LandData, r: number, point: (lon: number, lat: number) => T): T[] {
  const out: T[] = [];
  for (let i = land.ringStart[r]!; i < land.ringStart[r + 1]!; i++) out.push(point(land.lons[i]!, land.lats[i]!));
  return out;
}

/**
 * The land as Leaflet lat/lng arrays: polygons, each an outer ring then its holes, each point
 * [lat, lon]. Pass it to one `L.polygon(...)` (a multi-polygon: one path, drawn fast on a canvas
 * renderer). Without stroke, or the cuts along ±180 and the South Pole show as coastline.
 */
export function landLatLngs(land: LandData, bounds?: LonLatBounds): [number, number][][][] {
  return landPolygonsIn(land, bounds).map((p) =>
    ringsOf(land, p).map((r) => ringPoints(land, r, (lon, lat): [number, number] => [lat, lon])),
  );
}

/** The land as a GeoJSON MultiPolygon, e.g. for `L.geoJSON` or any GeoJSON tool. */
export function landGeoJson(land: LandData, bounds?: LonLatBounds): LandMultiPolygon {
  return {
    type: 'MultiPolygon',
    coordinates: landPolygonsIn(land, bounds).map((p) =>
      ringsOf(land, p).map((r) => ringPoints(land, r, (lon, lat): [number, number] => [lon, lat])),
    ),
  };
}

/**
 * The land as one SVG path `d` (draw it with `fill-rule="evenodd"`, which the holes need),
 * projected by `project` (lon, lat in degrees to x, y in user units) and rounded to
 * `decimals` places. Points that project to the same rounded place are written once.
 */
export function landSvgPath(
  land: LandData,
  project: (lonDeg: number, latDeg: number) => readonly [number, number],
  bounds?: LonLatBounds,
  decimals = 1,
): string {
  const parts: string[] = [];
  for (const p of landPolygonsIn(land, bounds)) {
    for (const r of ringsOf(land, p)) {
      let last = '';
      let ring = '';
      for (let i = land.ringStart[r]!; i < land.ringStart[r + 1]! - 1; i++) {
        const [x, y] = project(land.lons[i]!, land.lats[i]!);
        const xy = `${x.toFixed(decimals)} ${y.toFixed(decimals)}`;
        if (xy === last) continue;
        ring += `${ring ? 'L' : 'M'}${xy}`;
        last = xy;
      }
      if (ring) parts.push(`${ring}Z`);
    }
  }
  return parts.join('');
}

/** Points at this latitude or beyond are on a pole closure (cut.ts closes rings at exactly ±90). */
const POLE_LAT_DEG = 89.9999;

/**
 * Whether the edge from point i to i + 1 is real coast, not one the cutting made (cut.ts): along
 * ±180, where a ring crossing the antimeridian was closed, or to a pole, where Antarctica was
 * closed round it. Those edges are no shore, and drawn as a line they would look like one.
 */
function isCoastEdge(land: LandData, i: number): boolean {
  if (Math.abs(land.lons[i]!) === 180 && Math.abs(land.lons[i + 1]!) === 180) return false;
  return Math.abs(land.lats[i]!) < POLE_LAT_DEG && Math.abs(land.lats[i + 1]!) < POLE_LAT_DEG;
}

/**
 * Ring r's coastline as lines of points made by `point`: the whole closed ring when every edge
 * is coast, else the stretches between the edges the antimeridian and pole cuts made.
 */
export function coastLines<T>(land: LandData, r: number, point: (lon: number, lat: number) => T): T[][] {
  const start = land.ringStart[r]!;
  const end = land.ringStart[r + 1]! - 1; // the ring is closed: point `end` repeats point `start`
  const cuts: number[] = [];
  for (let i = start; i < end; i++) if (!isCoastEdge(land, i)) cuts.push(i);
  if (cuts.length === 0) return [ringPoints(land, r, point)];
  // Each line runs from the end of one cut edge to the start of the next, round the ring's closing point.
  const lines: T[][] = [];
  const n = end - start;
  cuts.forEach((cut, k) => {
    const next = cuts[(k + 1) % cuts.length]!;
    const steps = (((next - cut - 1) % n) + n) % n;
    if (steps === 0) return;
    const line: T[] = [];
    for (let s = 0; s <= steps; s++) {
      const i = start + ((cut + 1 - start + s) % n);
      line.push(point(land.lons[i]!, land.lats[i]!));
    }
    lines.push(line);
  });
  return lines;
}

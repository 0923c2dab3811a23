// Natural Earth land (1:50m, via world-atlas) reduced to what vetting port positions needs:
// is a point on land, and how far is the nearest coastline. Built once for the catalogue and
// then dropped; nothing here stays in memory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { haversineM } from '../places/distance';

const topologySchema = z.object({
  type: z.literal('Topology'),
  transform: z.object({ scale: z.tuple([z.number(), z.number()]), translate: z.tuple([z.number(), z.number()]) }),
  /**
   * Quantized, delta-encoded [x, y] positions (TopoJSON specification §2.1.3). Each position is
   * checked by `isPosition` while decoding: a zod tuple per point costs 0.4 s on 1:50m land.
   */
  arcs: z.array(z.array(z.unknown())),
});

function isPosition(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number';
}

const METRES_PER_DEG_LAT = 111_000;

export interface LandMask {
  /** Whether the point is inside the land outline (even-odd rule over every coastline segment). */
  isOnLand(latDeg: number, lonDeg: number): boolean;
  /** Distance to the nearest coastline vertex, metres; Infinity when none lies within `maxM`. */
  coastDistanceM(latDeg: number, lonDeg: number, maxM: number): number;
}

export function loadLandMask(): LandMask {
  const path = createRequire(import.meta.url).resolve('world-atlas/land-50m.json');
  return buildLandMask(topologySchema.parse(JSON.parse(readFileSync(path, 'utf8'))));
}

function buildLandMask(topology: z.infer<typeof topologySchema>): LandMask {
  const [kx, ky] = topology.transform.scale;
  const [dx, dy] = topology.transform.translate;
  /** Segments by one-degree latitude row: x1, y1, x2, y2 flat. */
  const rows = new Map<number, number[]>();
  /** Coastline vertices by one-degree cell: lon, lat flat. */
  const cells = new Map<number, number[]>();
  const listAt = (map: Map<number, number[]>, key: number): number[] => {
    let list = map.get(key);
    if (!list) map.set(key, (list = []));
    return list;
  };
  for (const arc of topology.arcs) {
    let x = 0;
    let y = 0;
    let prevLon = NaN;
    let prevLat = NaN;
    for (const position of arc) {
      if (!isPosition(position)) throw new Error('world-atlas land: an arc position is not [x, y]');
      x += position[0];
      y += position[1];
      const lon = x * kx + dx;
      const lat = y * ky + dy;
      if (!Number.isNaN(prevLon)) {
        for (let row = Math.floor(Math.min(lat, prevLat)); row <= Math.floor(Math.max(lat, prevLat)); row++)
          listAt(rows, row).push(prevLon, prevLat, lon, lat);
      }
      // Natural Earth closes polygons along the antimeridian and the south pole: those edges are not coast.
      if (Math.abs(lon) < 179.999 && lat > -89.9)
        listAt(cells, cellKey(Math.floor(lat), Math.floor(lon))).push(lon, lat);
      prevLon = lon;
      prevLat = lat;
    }
  }

  return {
    isOnLand(latDeg, lonDeg) {
      const segments = rows.get(Math.floor(latDeg)) ?? [];
      let inside = false;
      for (let s = 0; s < segments.length; s += 4) {
        const x1 = segments[s] ?? 0;
        const y1 = segments[s + 1] ?? 0;
        const x2 = segments[s + 2] ?? 0;
        const y2 = segments[s + 3] ?? 0;
        if (y1 > latDeg === y2 > latDeg) continue;
        const xCross = x1 + ((latDeg - y1) * (x2 - x1)) / (y2 - y1);
        if (xCross > lonDeg) inside = !inside;
      }
      return inside;
    },
    coastDistanceM(latDeg, lonDeg, maxM) {
      const latSpan = Math.ceil(maxM / METRES_PER_DEG_LAT);
      const coslat = Math.max(Math.cos(((Math.abs(latDeg) + latSpan) * Math.PI) / 180), 0.05);
      const lonSpan = Math.min(Math.ceil(maxM / (METRES_PER_DEG_LAT * coslat)), 180);
      let best = Infinity;
      for (let row = Math.floor(latDeg) - latSpan; row <= Math.floor(latDeg) + latSpan; row++) {
        for (let dc = -lonSpan; dc <= lonSpan; dc++) {
          const col = ((((Math.floor(lonDeg) + dc + 180) % 360) + 360) % 360) - 180;
          const vertices = cells.get(cellKey(row, col)) ?? [];
          for (let v = 0; v < vertices.length; v += 2) {
            const d = haversineM(latDeg, lonDeg, vertices[v + 1] ?? 0, vertices[v] ?? 0);
            if (d < best) best = d;
          }
        }
      }
      return best <= maxM ? best : Infinity;
    },
  };
}

function cellKey(row: number, col: number): number {
  return row * 1000 + col;
}

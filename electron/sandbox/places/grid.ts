// A one-degree grid over the gazetteer, so "places within r of here" looks at a few cells
// instead of all 49,000 places (the nearby lookup, and the ports' size and country checks).
import { haversineM } from './distance';
import type { Gazetteer } from './gazetteer';

const CELL_DEG = 1;
const METRES_PER_DEG_LAT = 111_000;

export interface PlaceGrid {
  /** Calls `visit` for every place within `radiusM` of the position, in no particular order. */
  forEachWithin(
    latDeg: number,
    lonDeg: number,
    radiusM: number,
    visit: (index: number, distanceM: number) => void,
  ): void;
  /** Whether some place within `radiusM` satisfies `test`; stops at the first. */
  someWithin(latDeg: number, lonDeg: number, radiusM: number, test: (index: number) => boolean): boolean;
}

function cellKey(row: number, col: number): number {
  return row * 1000 + col;
}

function rowOf(latDeg: number): number {
  return Math.floor((latDeg + 90) / CELL_DEG);
}

function colOf(lonDeg: number): number {
  const cols = 360 / CELL_DEG;
  return ((Math.floor((lonDeg + 180) / CELL_DEG) % cols) + cols) % cols;
}

export function buildPlaceGrid(places: Gazetteer): PlaceGrid {
  const cells = new Map<number, number[]>();
  for (let i = 0; i < places.size; i++) {
    const key = cellKey(rowOf(places.latitude(i)), colOf(places.longitude(i)));
    const cell = cells.get(key);
    if (cell) cell.push(i);
    else cells.set(key, [i]);
  }
  const packed = new Map<number, Int32Array>();
  for (const [key, members] of cells) packed.set(key, Int32Array.from(members));

  /** Visits places within the radius until `visit` returns true. */
  const scan = (
    latDeg: number,
    lonDeg: number,
    radiusM: number,
    visit: (index: number, distanceM: number) => boolean,
  ): void => {
    const latSpan = Math.ceil(radiusM / METRES_PER_DEG_LAT / CELL_DEG) + 1;
    const coslat = Math.max(Math.cos(((Math.abs(latDeg) + latSpan * CELL_DEG) * Math.PI) / 180), 0.01);
    const lonSpan = Math.min(Math.ceil(radiusM / (METRES_PER_DEG_LAT * coslat) / CELL_DEG) + 1, 180 / CELL_DEG);
    const row0 = rowOf(latDeg);
    const col0 = colOf(lonDeg);
    const seen = new Set<number>();
    for (let row = row0 - latSpan; row <= row0 + latSpan; row++) {
      for (let dc = -lonSpan; dc <= lonSpan; dc++) {
        const key = cellKey(row, colOf((col0 + dc) * CELL_DEG - 180 + CELL_DEG / 2));
        // Near the poles or with a wide span, two offsets can land on the same column.
        if (seen.has(key)) continue;
        seen.add(key);
        const members = packed.get(key);
        if (!members) continue;
        for (const i of members) {
          const distanceM = haversineM(latDeg, lonDeg, places.latitude(i), places.longitude(i));
          if (distanceM <= radiusM && visit(i, distanceM)) return;
        }
      }
    }
  };

  return {
    forEachWithin(latDeg, lonDeg, radiusM, visit) {
      scan(latDeg, lonDeg, radiusM, (i, distanceM) => {
        visit(i, distanceM);
        return false;
      });
    },
    someWithin(latDeg, lonDeg, radiusM, test) {
      let found = false;
      scan(latDeg, lonDeg, radiusM, (i) => (found = test(i)));
      return found;
    },
  };
}

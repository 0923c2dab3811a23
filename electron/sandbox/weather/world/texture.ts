// Smooth, moving patterns that break rain shields into bands and showers and stir the calm
// regions: sums of travelling waves, periodic in longitude so nothing jumps at the antimeridian.
import { rngFor } from '../../random';

const DEG = Math.PI / 180;

export interface Texture {
  /** -1..1, wavelengths of 20-50° drifting east over days: cloud sheets, large rain areas. */
  broad(lat: number, lon: number, timeUtc: number, shift: number): number;
  /** -1..1, wavelengths of 4-9° changing over hours: showers, convective cells. */
  cells(lat: number, lon: number, timeUtc: number, shift: number): number;
}

/** Wave numbers per component: longitude (whole, for periodicity), latitude, rad/h. */
const BROAD = [
  [7, 5, -0.05],
  [11, -9, 0.03],
  [17, 13, -0.08],
] as const;
const CELLS = [
  [41, 37, -0.35],
  [59, -53, 0.28],
  [83, 71, -0.5],
] as const;

export function makeTexture(seed: number): Texture {
  const next = rngFor(seed, 'texture');
  const broadPhase = BROAD.map(() => 2 * Math.PI * next());
  const cellPhase = CELLS.map(() => 2 * Math.PI * next());
  const wave = (
    table: typeof BROAD | typeof CELLS,
    phases: number[],
    lat: number,
    lon: number,
    timeUtc: number,
    shift: number,
  ): number => {
    const hours = timeUtc / 3600;
    let sum = 0;
    for (let i = 0; i < table.length; i++) {
      const [k, m, w] = table[i]!;
      sum += Math.sin(k * lon * DEG + m * lat * DEG + w * hours + phases[i]! + shift * (i + 1));
    }
    return sum / table.length;
  };
  return {
    broad: (lat, lon, timeUtc, shift) => wave(BROAD, broadPhase, lat, lon, timeUtc, shift),
    cells: (lat, lon, timeUtc, shift) => wave(CELLS, cellPhase, lat, lon, timeUtc, shift),
  };
}

// Sea fog of the demo world: advection fog where warm moist air crosses cold current or upwelling
// water, in the regions and seasons where mariners meet it, thinned by wind (a gale lifts it into
// low stratus) and by dry air, in patches that drift over hours. The world's own sea temperature is
// zonal (climate.ts seaSurfaceC) and knows no cold currents, so the regions are a table.
//
// Fog frequency at sea, the share of hours with visibility under 1 km at its peak month and in its
// least foggy one (rounded from ship observations as summarised by: Environment and Climate Change
// Canada, Marine Weather Hazards Manual, Atlantic edition (Grand Banks fog about 40 % of July); the
// US Navy Marine Climatic Atlas of the World (North Pacific: Kuril and Oyashio waters, the
// foggiest at sea, near half of July; California coast, the summer marine layer); Met Office,
// Meteorology for Mariners (Benguela and Humboldt coasts, North Sea haar in spring and early
// summer; the Yellow Sea in June-July). Frequencies taper to nothing over 2° outside each box.
import { clamp } from './climate';

interface FogRegion {
  readonly south: number;
  readonly north: number;
  readonly west: number;
  readonly east: number;
  /** Month (1-12) of the most fog, and the share of hours in fog then and in the opposite month. */
  readonly peakMonth: number;
  readonly peak: number;
  readonly low: number;
}

const REGIONS: readonly FogRegion[] = [
  // Grand Banks and the Labrador Current.
  { south: 41, north: 50, west: -57, east: -45, peakMonth: 7, peak: 0.4, low: 0.05 },
  // Oyashio and the Kurils.
  { south: 40, north: 50, west: 142, east: 160, peakMonth: 7, peak: 0.45, low: 0.03 },
  // California Current.
  { south: 32, north: 42, west: -127, east: -118, peakMonth: 8, peak: 0.3, low: 0.08 },
  // Benguela upwelling off Namibia.
  { south: -30, north: -17, west: 8, east: 15, peakMonth: 1, peak: 0.2, low: 0.1 },
  // Humboldt Current off Peru.
  { south: -20, north: -5, west: -82, east: -72, peakMonth: 8, peak: 0.15, low: 0.05 },
  // North Sea and the Channel: haar.
  { south: 50, north: 58, west: -5, east: 8, peakMonth: 5, peak: 0.08, low: 0.02 },
  // Yellow Sea.
  { south: 32, north: 40, west: 119, east: 126, peakMonth: 6, peak: 0.2, low: 0.03 },
];

const TAPER_DEG = 2;
const YEAR_S = 365.25 * 86_400;
const DEG = Math.PI / 180;

/** 1 inside the box, falling linearly to 0 at TAPER_DEG outside it. */
function inside(r: FogRegion, lat: number, lon: number): number {
  const dLat = Math.max(r.south - lat, lat - r.north, 0);
  const dLon = Math.max(r.west - lon, lon - r.east, 0);
  return clamp(1 - Math.hypot(dLat, dLon) / TAPER_DEG, 0, 1);
}

/** Share of hours in fog at this place and time of year, 0..1, before the weather of the hour. */
export function seaFogFrequency(lat: number, lon: number, timeUtc: number): number {
  let frequency = 0;
  for (const r of REGIONS) {
    const w = inside(r, lat, lon);
    if (w === 0) continue;
    const phase = (2 * Math.PI * (timeUtc / YEAR_S - (r.peakMonth - 0.5) / 12)) % (2 * Math.PI);
    frequency = Math.max(frequency, w * (r.low + (r.peak - r.low) * (0.5 + 0.5 * Math.cos(phase))));
  }
  return frequency;
}

/** Abramowitz and Stegun 26.2.17: the standard normal distribution function, error under 1e-7. */
function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const p = 1 - 0.3989422804014327 * Math.exp((-z * z) / 2) * poly;
  return z >= 0 ? p : 1 - p;
}

/**
 * Where the patches are, 0..1 and near uniform over time at a place: three travelling waves of 3-7°
 * moving over hours (their sum, variance 1.5, read through the normal distribution).
 */
function patchiness(lat: number, lon: number, timeUtc: number): number {
  const h = timeUtc / 3600;
  const sum =
    Math.sin((53 * lon + 31 * lat) * DEG * 1.7 + 0.21 * h + 1.3) +
    Math.sin((-37 * lon + 59 * lat) * DEG * 1.3 - 0.17 * h + 4.1) +
    Math.sin((71 * lon - 43 * lat) * DEG * 0.9 + 0.11 * h + 2.6);
  return normalCdf(sum / Math.sqrt(1.5));
}

/**
 * What the hour's weather does to the season's fog frequency, around 1 for the region's usual
 * weather: wind above about 15 kn (8 m/s) thins it and 30 kn (15 m/s) clears it; drier air thins
 * it and air under 55 % clears it. (The world's air over these waters is as dry as over any sea of
 * its latitude, the cold water being the table's, so the humidity only modulates.)
 */
const USUAL_WEATHER = 0.75;

/** Visibility in sea fog or the mist at its edge, metres; Infinity where there is none. */
export function seaFogVisibilityM(
  lat: number,
  lon: number,
  timeUtc: number,
  weather: { readonly speed10: number; readonly rh2mPct: number },
  landFraction: number,
): number {
  const wind = clamp((15 - weather.speed10) / 7, 0, 1);
  const moist = clamp((weather.rh2mPct - 55) / 25, 0, 1);
  const p = Math.min(0.95, (seaFogFrequency(lat, lon, timeUtc) * wind * moist * (1 - landFraction)) / USUAL_WEATHER);
  if (p <= 0) return Number.POSITIVE_INFINITY;
  const u = patchiness(lat, lon, timeUtc);
  if (u < p) return 80 + 900 * (u / p);
  // Mist around the patches: 1 to 5 km over the next half of the frequency.
  if (u < 1.5 * p) return 1000 + 4000 * ((u - p) / (0.5 * p));
  return Number.POSITIVE_INFINITY;
}

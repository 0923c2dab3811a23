// The climatological background the moving systems ride on: season, the ITCZ, the zonal wind
// belts (trades, calm ITCZ, westerlies, stronger Southern Ocean, polar easterlies), mean sea
// level pressure belts, and sea/land temperature. Shapes after the zonal means in Peixoto &
// Oort, Physics of Climate (1992), ch. 7, simplified to smooth bumps.

const DAY_S = 86_400;
const YEAR_S = 365.2425 * DAY_S;
/** 2000-01-01T00:00Z: year phase 0 is 1 January. */
const EPOCH_2000 = 946_684_800;

/** A smooth bump: 1 at `centre`, falling off over about `width`. */
export function bump(x: number, centre: number, width: number): number {
  const z = (x - centre) / width;
  return Math.exp(-z * z);
}

export function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

export interface Season {
  /** +1 at the height of the northern summer (about 20 July), -1 in the northern winter. */
  readonly northSummer: number;
  /** Latitude of the ITCZ, degrees: about 1° N in February, 9° N in August. */
  readonly itczLat: number;
}

export function seasonAt(timeUtc: number): Season {
  const phase = ((((timeUtc - EPOCH_2000) / YEAR_S) % 1) + 1) % 1;
  return {
    northSummer: Math.cos(2 * Math.PI * (phase - 0.55)),
    itczLat: 5 + 4 * Math.cos(2 * Math.PI * (phase - 0.62)),
  };
}

/** How far into its own winter the hemisphere of `lat` is, 0 (summer) to 1 (winter). */
export function winterness(lat: number, season: Season): number {
  return (1 - Math.sign(lat || 1) * season.northSummer) / 2;
}

export interface Wind {
  /** Towards the east, m/s. */
  u: number;
  /** Towards the north, m/s. */
  v: number;
}

/** Easterly speed at the heart of the trade belts, m/s. */
const TRADES_MS = 4.3;

/**
 * The mean surface wind over the sea (10 m), m/s, before the moving systems add theirs: the trade
 * belts (strongest in their hemisphere's winter, the southern one staying near 15° S all year), the
 * calm ITCZ between them, and the westerlies (the Southern Ocean's stronger). Calibrated with the
 * systems against the climatology of climatology.ts.
 */
export function backgroundWind(lat: number, season: Season, out: Wind): Wind {
  const fromItcz = lat - season.itczLat;
  const absLat = Math.abs(lat);
  const south = lat < 0;
  const winter = winterness(lat, season);
  // Which belt: the side of the ITCZ (the south-east trades cross the equator in July).
  const southBelt = fromItcz < 0;
  const tradeCentre = southBelt ? -15 + 0.4 * (season.itczLat - 5) : season.itczLat + 11;
  const beltWinter = winterness(tradeCentre, season);
  // Equatorward each belt reaches to the ITCZ.
  const equatorward = (lat - tradeCentre) * (southBelt ? 1 : -1) > 0;
  const flankDeg = equatorward ? Math.max(9, Math.abs(season.itczLat - tradeCentre) / 1.2) : 9;
  const trades =
    TRADES_MS * (0.75 + 0.4 * beltWinter) * bump(lat - tradeCentre, 0, flankDeg) * (1 - bump(fromItcz, 0, 4));
  const westerlies = (south ? 7.5 : 3.5 + 3 * winter) * bump(absLat, south ? 50 : 47, 10);
  const polarEasterlies = 3 * bump(absLat, 72, 7);
  out.u = -trades + westerlies - polarEasterlies;
  out.v = -Math.sign(fromItcz) * 0.35 * trades + Math.sign(lat) * 1 * bump(absLat, 45, 10);
  return out;
}

/** Zonal-mean mean sea level pressure, hPa: subtropical ridges, subpolar troughs, ITCZ trough. */
export function backgroundPressureHpa(lat: number, season: Season): number {
  const absLat = Math.abs(lat);
  const south = lat < 0;
  return (
    1011 +
    10 * bump(absLat, 32, 12) -
    (south ? 24 : 8) * bump(absLat, 63, 9) -
    3 * bump(lat - season.itczLat, 0, 6) +
    6 * bump(absLat, 88, 10)
  );
}

/**
 * Sea surface temperature, °C: warm pool near 28 °C, near freezing poleward of 60°, a small
 * seasonal swing that grows with latitude.
 */
export function seaSurfaceC(lat: number, season: Season): number {
  const s = Math.sin(((lat - 0.5 * season.itczLat) * Math.PI) / 180);
  const seasonal = Math.sign(lat) * season.northSummer * (0.5 + 5 * Math.abs(s));
  return Math.max(-1.8, 28 - 31 * s * s + seasonal);
}

/** The land around a point as the temperature feels it. */
export interface LandShare {
  /** Land share of the point's surroundings, 0 sea .. 1 land: the daily swing. */
  readonly fraction: number;
  /** How continental its climate is, 0..1: the seasonal swing and the polar winter. */
  readonly continental: number;
}

/**
 * A place's continentality: its own land share, weighed by the land upwind, so a west coast in
 * the westerlies (Rotterdam, Vancouver) keeps a maritime climate and an east coast (Halifax,
 * Vladivostok) a continental one; the same land share inland stays continental.
 */
export function continentality(landFraction: number, upwindLand: number): number {
  return upwindLand * (0.4 + 0.6 * landFraction);
}

/**
 * 2 m air temperature of the climate, °C, without weather systems: land has the larger daily
 * swing, continental places the larger seasonal one, and the poles are colder over land and ice.
 */
export function airClimateC(
  lat: number,
  lon: number,
  timeUtc: number,
  season: Season,
  land: LandShare,
  withDailyCycle = true,
): number {
  const s = Math.sin(((lat - 0.5 * season.itczLat) * Math.PI) / 180);
  const absSin = Math.abs(s);
  const c = land.continental;
  const seasonalAmp = (1 - c) * (0.5 + 6 * absSin) + c * (2 + 20 * absSin);
  const seasonal = Math.sign(lat) * season.northSummer * seasonalAmp;
  const polar = (-12 * c * Math.max(0, Math.abs(lat) - 62)) / 28;
  // The ocean's stored heat keeps maritime mid-latitude winters mild (a west-coast January is
  // some 5 °C above the zonal mean: Peixoto & Oort 1992, ch. 7), summers hardly so.
  const winter = Math.max(0, -Math.sign(lat || 1) * season.northSummer);
  const mild = 4 * (1 - c) * bump(Math.abs(lat), 50, 15) * winter;
  if (!withDailyCycle) return 27 - 32 * s * s + seasonal + polar + mild;
  // Warmest about 15 h local solar time; 0.6 °C over the sea, 5 °C over land.
  const solarHour = ((((timeUtc % DAY_S) / 3600 + lon / 15) % 24) + 24) % 24;
  const diurnal = (0.6 + 4.4 * land.fraction) * Math.cos((2 * Math.PI * (solarHour - 15)) / 24);
  return 27 - 32 * s * s + seasonal + polar + mild + diurnal;
}

/** Relative humidity of the climate at 2 m, %: moist seas, dry subtropical land. */
export function humidityClimatePct(lat: number, season: Season, landFraction: number): number {
  const subtropicalDry = 32 * landFraction * bump(Math.abs(lat), 25, 8);
  const itczMoist = 8 * bump(lat - season.itczLat, 0, 6);
  return 80 - 18 * landFraction - subtropicalDry + itczMoist;
}

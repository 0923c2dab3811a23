// Checks a sea-ports position before the catalogue uses it. The dataset warns that "the GPS
// coordinates are not all correct"; the errors seen are latitude and longitude swapped, a
// namesake in another country (Southampton, Bermuda placed in England), a point out at sea,
// and inland cities that have a UN/LOCODE but no harbour (Denver, Kigali).
import type { Gazetteer } from '../places/gazetteer';
import type { PlaceGrid } from '../places/grid';
import type { LandMask } from './land';

/** A port's own country must have a town within this distance... */
const OWN_COUNTRY_RADIUS_M = 150_000;
/** ...or, when it has none, a foreign town this close proves the point is in the wrong country. */
const FOREIGN_TOWN_RADIUS_M = 25_000;
/**
 * The same, for countries with no town in the gazetteer (Bermuda, Anguilla): only a port standing
 * in a foreign town is refused, as neighbours across a strait can be close (Anguilla, Saint-Martin).
 */
const FOREIGN_TOWN_UNCHECKED_RADIUS_M = 10_000;
/**
 * Farther than this from the sea is no port a ship can sail to. Generous on purpose: river and
 * lake ports (Manaus, the Great Lakes, the Yangtze) are real, and Natural Earth's land has no lakes.
 */
const MAX_INLAND_M = 600_000;
/** A point in the water farther than this from any coast is a misplaced port. */
const MAX_OFFSHORE_M = 50_000;
/** Distance within which most ports find their coast: the wide search only runs past it. */
const NEAR_COAST_M = 60_000;

/**
 * UN/LOCODE country prefixes that no longer match one ISO code: the Netherlands Antilles (AN)
 * became Curaçao, Sint Maarten and the Caribbean Netherlands; Gustavia (GP) is Saint-Barthélemy.
 */
const SUCCESSOR_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  AN: ['CW', 'SX', 'BQ'],
  GP: ['GP', 'BL', 'MF'],
};

export interface VettedPosition {
  readonly verdict: 'kept' | 'swapped';
  readonly latDeg: number;
  readonly lonDeg: number;
  /** Distance to the sea for a point on land, metres; 0 for a point in the water. */
  readonly inlandM: number;
}

export type Vetting =
  VettedPosition | { readonly verdict: 'dropped'; readonly reason: 'wrong country' | 'far inland' | 'at sea' };

export interface VettingContext {
  readonly places: Gazetteer;
  readonly grid: PlaceGrid;
  readonly land: LandMask;
  /** Countries that have at least one gazetteer town (others cannot be checked). */
  readonly countriesWithTowns: ReadonlySet<string>;
}

/** The verdict on one port, from its UN/LOCODE country prefix and its dataset position. */
export function vetPortPosition(ctx: VettingContext, countryCode: string, latDeg: number, lonDeg: number): Vetting {
  const own = SUCCESSOR_COUNTRIES[countryCode] ?? [countryCode];
  let lat = latDeg;
  let lon = lonDeg;
  let swapped = false;
  const checkable = own.some((c) => ctx.countriesWithTowns.has(c));
  if (!checkable) {
    if (hasForeignTown(ctx, own, lat, lon, FOREIGN_TOWN_UNCHECKED_RADIUS_M))
      return { verdict: 'dropped', reason: 'wrong country' };
  } else if (!hasTownOf(ctx, own, lat, lon, OWN_COUNTRY_RADIUS_M)) {
    if (Math.abs(lonDeg) <= 90 && hasTownOf(ctx, own, lonDeg, latDeg, OWN_COUNTRY_RADIUS_M)) {
      [lat, lon, swapped] = [lonDeg, latDeg, true];
    } else if (hasForeignTown(ctx, own, lat, lon, FOREIGN_TOWN_RADIUS_M)) {
      return { verdict: 'dropped', reason: 'wrong country' };
    }
  }
  let coastM = ctx.land.coastDistanceM(lat, lon, NEAR_COAST_M);
  if (coastM === Infinity) coastM = ctx.land.coastDistanceM(lat, lon, MAX_INLAND_M);
  const onLand = ctx.land.isOnLand(lat, lon);
  if (onLand && coastM > MAX_INLAND_M) return { verdict: 'dropped', reason: 'far inland' };
  if (!onLand && coastM > MAX_OFFSHORE_M) return { verdict: 'dropped', reason: 'at sea' };
  return { verdict: swapped ? 'swapped' : 'kept', latDeg: lat, lonDeg: lon, inlandM: onLand ? coastM : 0 };
}

function hasTownOf(
  ctx: VettingContext,
  countries: readonly string[],
  latDeg: number,
  lonDeg: number,
  radiusM: number,
): boolean {
  return ctx.grid.someWithin(latDeg, lonDeg, radiusM, (i) => countries.includes(ctx.places.countryCodes[i] ?? ''));
}

function hasForeignTown(
  ctx: VettingContext,
  countries: readonly string[],
  latDeg: number,
  lonDeg: number,
  radiusM: number,
): boolean {
  return ctx.grid.someWithin(latDeg, lonDeg, radiusM, (i) => !countries.includes(ctx.places.countryCodes[i] ?? ''));
}

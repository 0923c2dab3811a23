// The synthetic fleet of a seed: 5,000 vessels with plausible names, valid IMO numbers and
// MMSIs, flags and call signs. Every ship is a pure function of the seed and its number, and
// the fleet is made once per seed.
import { countryByCode } from '../places/countries';
import { rngFor } from '../random';
import { VESSEL_KINDS, type VesselKind } from './categories';
import { FLAG_STATES, type FlagState } from './flags';
import { callSign, imoNumber, mmsiNumber } from './identifiers';
import { shipName } from './names';
import type { VesselSummary } from '../../../shared/api/resources/vessels';

export const FLEET_SIZE = 5_000;

/** Share of IMO-less kinds (fishing boats, yachts, pilot boats) that really have no IMO number. */
const NO_IMO_SHARE = 0.7;

export interface Fleet {
  /** By name, then MMSI. */
  readonly vessels: readonly VesselSummary[];
}

function weighted<T extends { readonly weight: number }>(next: () => number, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let r = next() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  const last = items[items.length - 1];
  if (last === undefined) throw new Error('weighted pick from an empty list');
  return last;
}

/**
 * Length from the kind's range, beam and draught by its proportions, and gross tonnage by the
 * Tonnage Convention (ITC 1969, Reg. 3): GT = (0.2 + 0.02 log10 V) V, with the enclosed volume V
 * taken as the hull's (length x beam x a depth of 1.4 draughts, block 0.85). Rounded as a
 * register prints them: metres to 0.1, tonnage whole.
 */
function dimensions(kind: VesselKind, u: number) {
  const [min, max] = kind.lengthM;
  const lengthM = Math.round((min + u * (max - min)) * 10) / 10;
  const beamM = Math.round((lengthM / kind.lOverB) * 10) / 10;
  const draughtM = Math.round((beamM / kind.bOverT) * 10) / 10;
  const volume = lengthM * beamM * 1.4 * draughtM * 0.85;
  const grossTonnage = Math.round((0.2 + 0.02 * Math.log10(volume)) * volume);
  return { lengthM, beamM, draughtM, grossTonnage };
}

/** Draws until `make` gives a value not in `used`, then records it. */
function unique(used: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
}

export function buildFleet(seed: number, size: number = FLEET_SIZE): Fleet {
  const imos = new Set<string>();
  const mmsis = new Set<string>();
  const callSigns = new Set<string>();
  const vessels: VesselSummary[] = [];
  for (let n = 0; n < size; n++) {
    const next = rngFor(seed, 'vessel', n);
    const kind: VesselKind = weighted(next, VESSEL_KINDS);
    const flag: FlagState = weighted(next, FLAG_STATES);
    const name = shipName(next);
    // Most ships afloat were numbered in the 9xxxxxx range (built after about 1990); older ones 7 and 8.
    const imo =
      !kind.imoLikely && next() < NO_IMO_SHARE
        ? '0'
        : unique(imos, () =>
            imoNumber(next() < 0.85 ? 900_000 + Math.floor(next() * 100_000) : 700_000 + Math.floor(next() * 200_000)),
          );
    const mmsi = unique(mmsis, () =>
      mmsiNumber(flag.mids[Math.floor(next() * flag.mids.length)] ?? 0, Math.floor(next() * 1_000_000)),
    );
    const sign = unique(callSigns, () =>
      callSign(
        flag.callSignPrefixes[Math.floor(next() * flag.callSignPrefixes.length)] ?? '',
        next,
        flag.callSignDigit,
      ),
    );
    const country = countryByCode(flag.countryCode)?.name ?? flag.countryCode;
    // Drawn last, so every earlier draw (and so every name and number) is as before dimensions.
    // Length, beam, draught and tonnage are beyond spec §2.14 (which lists none): the demo gives
    // them so the app's optional reading of them (shared/api/resources/vessels) can be seen.
    const dims = dimensions(kind, next());
    vessels.push({
      imo,
      mmsi,
      name,
      info: {
        country,
        countryCode: flag.countryCode,
        callsign: sign,
        category: kind.category,
        categoryType: kind.categoryType,
        ...dims,
      },
    });
  }
  vessels.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.mmsi < b.mmsi ? -1 : 1));
  return { vessels };
}

let cached: { readonly seed: number; readonly fleet: Fleet } | undefined;

/** The fleet of the seed; the last one made is kept, as a sandbox runs with one seed. */
export function fleetFor(seed: number): Fleet {
  if (cached?.seed !== seed) cached = { seed, fleet: buildFleet(seed) };
  return cached.fleet;
}

// The sweep's view of the ensemble answers in hand: members of wind, gust and Hs at a place and
// an ensemble step, in knots and metres, read from the parts' grids the way a forecast run reads
// them (shared/forecast quantities: the same element, level and unit conversion). The mean wave
// direction and period, when the answers carry them (the router's mesh asks the one, the seakeeping
// check both), come along in degrees and seconds.
import type { MemberLookup, MemberValues } from '../../../../shared/forecast/departure-sweep';
import { QUANTITIES, QUANTITY_IDS } from '../../../../shared/domain/quantities';
import { quantityOfElement, type Quantity } from '../../../../shared/forecast/quantities';
import type { EnsembleSource } from '../forecasts/fetch-parts';
import type { EnsemblePart } from '../forecasts/parts';
import { gridValue } from '../forecasts/stored-snapshot';

const NONE: MemberValues = { wind: null, gust: null, hs: null };

/** The marine element of the mean wave direction (spec §2.1: degrees, the direction the waves come from). */
export const WAVE_DIRECTION_ELEMENT = 'wavedirection_mean';
/** The marine element of the mean wave period (spec §2.1: seconds). */
export const WAVE_PERIOD_ELEMENT = 'waveperiod_mean';

interface PlaceReader {
  readonly at: (timeUtc: number) => MemberValues;
}

/** One part's members of a quantity at time index `t`, converted; null when no member has a value. */
function membersAt(part: EnsemblePart, e: number, t: number, convert: (v: number) => number): Float64Array | null {
  const { grid } = part;
  const steps = grid.timesUtc.length;
  const count = grid.members.length;
  const out = new Float64Array(count);
  let any = false;
  for (let m = 0; m < count; m++) {
    // Float32 back to the decimals the service gave, as a forecast snapshot reads it: a limit at
    // exactly a member's value (1.45 m stored as 1.4500000477) is not broken in one and broken in the other.
    const v = gridValue(grid.values[(m * grid.elements.length + e) * steps + t]!);
    out[m] = v === null ? Number.NaN : convert(v);
    any ||= v !== null;
  }
  return any ? out : null;
}

function placeReader(parts: readonly EnsemblePart[]): PlaceReader {
  const sources = parts.map((part) => ({
    part,
    times: new Map(Array.from(part.grid.timesUtc, (t, i) => [t, i])),
    waveFrom: part.grid.elements.findIndex((element) => element.id === WAVE_DIRECTION_ELEMENT),
    wavePeriod: part.grid.elements.findIndex((element) => element.id === WAVE_PERIOD_ELEMENT),
    elements: part.grid.elements.flatMap((element, e) => {
      const found = quantityOfElement({ element: element.id, level: element.level, unit: element.unit });
      return found === null ? [] : [{ e, quantity: found.quantity, convert: found.toKnOrM }];
    }),
  }));
  const asked = new Set(sources.flatMap((source) => source.elements.map((element) => element.quantity)));
  return {
    at(timeUtc) {
      // A quantity no part was asked for (visibility from an ensemble without it) stays absent:
      // not judged. One asked for but without values here is null: not covered.
      const values: Partial<Record<Quantity, Float64Array | null>> = {};
      for (const q of QUANTITY_IDS) if (!QUANTITIES[q].limit.optional || asked.has(q)) values[q] = null;
      let waveFrom: Float64Array | null = null;
      let wavePeriod: Float64Array | null = null;
      for (const { part, times, elements, waveFrom: d, wavePeriod: p } of sources) {
        const t = times.get(timeUtc);
        if (t === undefined) continue;
        for (const { e, quantity, convert } of elements) values[quantity] ??= membersAt(part, e, t, convert);
        if (d >= 0) waveFrom ??= membersAt(part, d, t, (v) => v);
        if (p >= 0) wavePeriod ??= membersAt(part, p, t, (v) => v);
      }
      return {
        ...(values as MemberValues),
        ...(waveFrom === null ? {} : { waveFrom }),
        ...(wavePeriod === null ? {} : { wavePeriod }),
      };
    },
  };
}

/**
 * A lookup over the parts fetched for a sweep (keyed `${endpoint}|${placeKey}`). Steps outside
 * the ensemble's reach (`fromUtc`..`toUtc`) answer nothing, as a forecast run never samples them:
 * the departure is then marked uncovered, never filled.
 */
export function memberLookup(
  ensemble: ReadonlyMap<string, EnsembleSource>,
  reach: { readonly fromUtc: number; readonly toUtc: number },
): MemberLookup {
  const byPlace = new Map<string, EnsembleSource[]>();
  for (const [key, source] of ensemble) {
    const placeKey = key.slice(key.indexOf('|') + 1);
    byPlace.set(placeKey, [...(byPlace.get(placeKey) ?? []), source]);
  }
  const readers = new Map<string, PlaceReader>();
  return (placeKey, timeUtc) => {
    if (timeUtc < reach.fromUtc || timeUtc > reach.toUtc) return NONE;
    let reader = readers.get(placeKey);
    if (reader === undefined) {
      reader = placeReader((byPlace.get(placeKey) ?? []).map((source) => source.load()));
      readers.set(placeKey, reader);
    }
    return reader.at(timeUtc);
  };
}

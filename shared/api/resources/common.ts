// Field types the resources of spec §2 share: coordinates, Unix times, ISO 8601 strings.
// Spec conventions: decimal degrees WGS84; time fields are integer Unix seconds.
//
// Unknown keys: every resource uses zod's default `z.object`, which accepts and STRIPS keys
// the spec does not list. The service may add fields at any time (spec §9 gives no
// compatibility rules), so rejecting them would break Passage on a harmless change; keeping
// them would let unchecked data flow into the store and snapshots. Only sections the spec
// leaves "not shown" are loose: the fields Passage reads are checked, the rest kept as they
// came (forecast current, minutely, daypartly).
import { z } from 'zod';

/** Decimal degrees, -90..90 (spec conventions). */
export const latitudeSchema = z.number().min(-90).max(90);

/** Decimal degrees, -180..180 (spec conventions). */
export const longitudeSchema = z.number().min(-180).max(180);

/** Unix time in whole seconds (spec conventions: time, runtime, timestamp, offsetTime, start). */
export const unixSecondsSchema = z.number().int();

/** Whole count or whole duration; the spec says "integer". */
export const integerSchema = z.number().int();

/**
 * ISO 8601 date-time with `Z` or an explicit offset. A time without a zone is rejected:
 * the navigator must never see a local time whose zone is a guess (STYLE §3).
 */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** An absolute http(s) address; the spec's "string, uri". */
export const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** `[longitude, latitude]`, GeoJSON order (spec §2.12 cone, §2.13 geometry). */
export const lonLatPairSchema = z.tuple([longitudeSchema, latitudeSchema]);

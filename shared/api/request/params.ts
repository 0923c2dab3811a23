// Building blocks of the request parameter schemas (spec §4, §8): coordinates, ranged counts,
// comma-safe lists, model runs, places, and the wording of every parameter problem.
import { z } from 'zod';

/** A number within [min, max]; the message names both ends so the navigator sees the range. */
export function ranged(min: number, max: number, unit: string): z.ZodNumber {
  const message = `must be between ${min} and ${max}${unit}`;
  return z.number().min(min, { error: message }).max(max, { error: message });
}

/** A whole number within [min, max] (counts, lengths of forecast sections). */
export function rangedInt(min: number, max: number, unit: string): z.ZodNumber {
  return ranged(min, max, unit).int();
}

export const latitudeParam = ranged(-90, 90, ' degrees');
export const longitudeParam = ranged(-180, 180, ' degrees');

/** Unix time in whole seconds (runtime, start). */
export const unixSecondsParam = z.number().int();

/** A positive speed; `unit` is how the spec states it (knots or km/h). */
export function speedParam(unit: string): z.ZodNumber {
  return z.number().positive({ error: `must be more than 0 ${unit}` });
}

/** Free text that must not be blank. */
export const textParam = z.string().trim().min(1, { error: 'must not be empty' });

/** One value of a comma-joined list: a comma inside it would split it in two. */
export const listItemParam = z
  .string()
  .min(1, { error: 'must not be empty' })
  .regex(/^[^,]*$/, { error: 'must not contain a comma, which separates list values' });

/** A required list (elements, levels, units): at least one value. */
export const listParam = z.array(listItemParam).min(1, { error: 'must list at least one value' });

/** Ensemble member numbers (0..50 observed) or member names. */
export const membersParam = z
  .array(
    z.union([z.number().int().min(0), listItemParam], {
      error: 'must be a member number (0 or more) or a member name without commas',
    }),
  )
  .min(1, { error: 'must list at least one value' });

/** `latest` (the spec's default) or a model run as whole Unix seconds. */
export const runtimeParam = z.union([z.literal('latest'), unixSecondsParam], {
  error: 'must be "latest" or a model run time in whole Unix seconds',
});

/** ISO 8601 with `Z` or an offset: a time without a zone would be read in the server's zone. */
export const isoDateTimeParam = z.iso.datetime({
  offset: true,
  error: 'must be an ISO 8601 date-time with Z or an offset, e.g. 2024-06-12T08:30:00+02:00',
});

const PLACE = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/;

/** A place as `latitude,longitude` in decimal degrees (spec §4.6), ranges checked. */
export const placeParam = z.string().superRefine((text, ctx) => {
  const match = PLACE.exec(text);
  if (match === null) {
    ctx.addIssue({ code: 'custom', message: 'must be "latitude,longitude" in decimal degrees, e.g. 52.37,4.89' });
    return;
  }
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (lat < -90 || lat > 90) {
    ctx.addIssue({
      code: 'custom',
      message: 'has a latitude outside -90..90 degrees',
      params: { code: 'out-of-range' },
    });
  }
  if (lon < -180 || lon > 180) {
    ctx.addIssue({
      code: 'custom',
      message: 'has a longitude outside -180..180 degrees',
      params: { code: 'out-of-range' },
    });
  }
});

/** Route waypoints: at least two, each within range. */
export function routeCoordinatesParam(item: z.ZodNumber): z.ZodArray<z.ZodNumber> {
  return z.array(item).refine((values) => values.length >= 2, {
    error: 'needs at least 2 waypoints for a route',
    params: { code: 'too-few-points' },
  });
}

const EXPECTED: Readonly<Record<string, string>> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/**
 * Wording for the problems the schemas above leave to zod's defaults. Passed per parse, so
 * schema-level messages (ranges, formats) win and zod's global messages stay untouched.
 */
export const parameterErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      if (typeof issue.input === 'number' && (issue.expected === 'number' || issue.expected === 'int')) {
        return Number.isFinite(issue.input) ? 'must be a whole number' : 'must be a finite number';
      }
      return `must be ${EXPECTED[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      if (issue.origin === 'array') return `must list at least ${String(issue.minimum)} value(s)`;
      if (issue.origin === 'string') return 'must not be empty';
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    default:
      return undefined;
  }
};

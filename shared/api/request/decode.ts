// decodeQuery: the inverse of buildRequest, for a server (the sandbox). Query text becomes the
// typed values an endpoint's parameter schema expects, then the same validateParams runs, so
// a server names a bad parameter in exactly the words the client-side builder would.
import { z } from 'zod';
import { validateParams } from './build';
import { ApiRequestError } from './errors';
import type { EndpointId, Endpoints, ParamsSchema } from './endpoints';
import { endpoints, isEndpointId } from './endpoints';

/** What formatNumber writes: plain decimal notation, no exponent, no `Infinity`, no hex. */
const PLAIN_DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Optional, default, nullable, readonly and pipe wrap the schema that reads the text. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  if (
    schema instanceof z.core.$ZodOptional ||
    schema instanceof z.core.$ZodNullable ||
    schema instanceof z.core.$ZodDefault ||
    schema instanceof z.core.$ZodReadonly
  ) {
    return unwrap(schema._zod.def.innerType);
  }
  if (schema instanceof z.core.$ZodPipe) {
    return unwrap(schema._zod.def.in);
  }
  return schema;
}

/**
 * One value's text as `schema` wants it. Text that does not decode is returned UNCHANGED, so
 * the schema reports it with the parameter's name (`lat must be a number (got "abc")`).
 */
function decodeScalar(schema: z.core.$ZodType, text: string): unknown {
  const inner = unwrap(schema);
  if (inner instanceof z.core.$ZodNumber) {
    return PLAIN_DECIMAL.test(text) ? Number(text) : text;
  }
  if (inner instanceof z.core.$ZodBoolean) {
    if (text === 'true') return true;
    if (text === 'false') return false;
    return text;
  }
  if (inner instanceof z.core.$ZodLiteral) {
    const match = inner._zod.def.values.find((value) => String(value) === text);
    return match ?? text;
  }
  if (inner instanceof z.core.$ZodUnion) {
    // The first option that reads the text as something other than text wins: for
    // `'latest' | integer`, "1718150400" is a number and "latest" stays the literal.
    for (const option of inner._zod.def.options) {
      const decoded = decodeScalar(option, text);
      if (decoded !== text) return decoded;
    }
    return text;
  }
  // Strings, enums, ISO date-times, places: the text is the value.
  return text;
}

/** A parameter's text: arrays are one comma-separated list (spec conventions). */
function decodeValue(schema: z.core.$ZodType, text: string): unknown {
  const inner = unwrap(schema);
  if (inner instanceof z.core.$ZodArray) {
    return text.split(',').map((item) => decodeScalar(inner._zod.def.element, item));
  }
  return decodeScalar(inner, text);
}

/**
 * Decodes query pairs against `schema` WITHOUT validating them. A name the schema does not
 * know is kept as text so the strict schema reports it; a repeated name is an error here,
 * because lists are sent once, comma-separated, and two values would be a guess.
 */
export function decodeQueryValues(
  schema: ParamsSchema,
  entries: Iterable<readonly [string, string]>,
): Record<string, unknown> {
  const shape: Readonly<Record<string, z.core.$ZodType | undefined>> = schema.shape;
  const values: Record<string, unknown> = {};
  for (const [name, text] of entries) {
    if (Object.hasOwn(values, name)) {
      throw ApiRequestError.single(
        'invalid-parameter',
        name,
        `${name} is given more than once; give it once, with list values separated by commas.`,
      );
    }
    const field = Object.hasOwn(shape, name) ? shape[name] : undefined;
    values[name] = field === undefined ? text : decodeValue(field, text);
  }
  return values;
}

/** The endpoint table seen per id, so that indexing it with a generic id keeps the id's schema. */
const paramsSchemas: { readonly [K in EndpointId]: { readonly params: Endpoints[K]['params'] } } = endpoints;

/** Decodes query pairs against `schema` and validates them as buildRequest does. */
export function decodeParams<S extends ParamsSchema>(
  schema: S,
  entries: Iterable<readonly [string, string]>,
): z.output<S> {
  return validateParams(schema, decodeQueryValues(schema, entries));
}

/**
 * The validated parameters of `endpoint` from its query pairs (without `api_key`), or an
 * ApiRequestError naming the parameter at fault, worded as buildRequest words it.
 */
export function decodeQuery<E extends EndpointId>(
  endpoint: E,
  entries: Iterable<readonly [string, string]>,
): z.output<Endpoints[E]['params']> {
  if (!isEndpointId(endpoint)) {
    throw ApiRequestError.single('unknown-endpoint', '', `"${String(endpoint)}" is not an endpoint of the service.`);
  }
  return decodeParams(paramsSchemas[endpoint].params, entries);
}

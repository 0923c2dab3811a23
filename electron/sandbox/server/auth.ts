// The API key check of spec §5 and §7, on every /v1 path including the socket upgrade. The
// answer says whether the key is missing or invalid and never repeats the key.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Refusal } from './replies';
import { refusal } from './replies';

export const API_KEY_PARAMETER = 'api_key';

export type KeyCheck = { readonly ok: true; readonly key: string } | { readonly ok: false; readonly refusal: Refusal };

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Compares digests in constant time, so the answer's timing does not leak a key's prefix. */
function sameKey(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** Checks the api_key values of a request against the accepted keys. */
export function checkKey(pairs: readonly (readonly [string, string])[], keys: readonly string[]): KeyCheck {
  const given = pairs.filter(([name]) => name === API_KEY_PARAMETER).map(([, value]) => value);
  const [key] = given;
  if (key === undefined || key.trim() === '') {
    return { ok: false, refusal: refusal(401, 'The API key is missing: add api_key=<API_KEY> to the request.') };
  }
  if (given.length > 1) {
    return { ok: false, refusal: refusal(401, 'The API key is invalid: give api_key once.') };
  }
  // Every accepted key is compared, so the time taken does not say which one nearly matched.
  const accepted = keys.reduce((found, candidate) => sameKey(candidate, key) || found, false);
  if (!accepted) {
    return { ok: false, refusal: refusal(401, 'The API key is invalid: it is not a key of this service.') };
  }
  return { ok: true, key };
}

/** The request's parameters without the key, which is not a parameter of any endpoint schema. */
export function withoutKey(pairs: readonly (readonly [string, string])[]): (readonly [string, string])[] {
  return pairs.filter(([name]) => name !== API_KEY_PARAMETER);
}

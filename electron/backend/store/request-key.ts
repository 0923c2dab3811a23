// Requests as they may be stored: never with the API key. Used for cache keys and for the
// request recorded in a forecast snapshot.
import { redactUrl } from '../../../shared/api/request/url';

const KEY_PARAM = /^api[_-]?key$/i;

/**
 * The URL with every api_key parameter removed (not merely masked: two keys must give one
 * cache entry) and anything else that looks like one redacted, query parameters sorted so
 * the same request always gives the same key, and no fragment.
 */
export function cacheKeyForUrl(url: string): string {
  const [withoutFragment = ''] = url.split('#', 1);
  const queryAt = withoutFragment.indexOf('?');
  if (queryAt < 0) return redactUrl(withoutFragment);
  const base = withoutFragment.slice(0, queryAt);
  const pairs = withoutFragment
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '' && !KEY_PARAM.test(safeDecode(pair.split('=', 1)[0] ?? '')))
    .sort();
  return redactUrl(pairs.length === 0 ? base : `${base}?${pairs.join('&')}`);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export type RequestParams = Readonly<Record<string, unknown>>;

/** Params without any api key entry, and every string value redacted. */
export function keylessParams(params: RequestParams): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const name of Object.keys(params).sort()) {
    if (KEY_PARAM.test(name)) continue;
    const value = params[name];
    kept[name] = typeof value === 'string' ? redactUrl(value) : value;
  }
  return kept;
}

/** One text per distinct request: endpoint and key-less params with sorted names. */
export function requestKey(endpoint: string, params: RequestParams): string {
  return `${endpoint} ${JSON.stringify(keylessParams(params))}`;
}

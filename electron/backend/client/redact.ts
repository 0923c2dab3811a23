// Keeps the API key out of every message, error and log line the client writes: the
// `api_key=` query value (shared/api's redactUrl) AND the key's own text wherever it appears,
// because a server or a network library may echo the key without the parameter name.
import { redactUrl } from '../../../shared/api/request/url';

/** Shorter "keys" are not searched for: replacing every "a" in a message would garble it. */
const MIN_SECRET_LENGTH = 4;

/** `text` with every api_key value, and every occurrence of `secret`, replaced by `***`. */
export function redactSecret(text: string, secret: string | undefined): string {
  const redacted = redactUrl(text);
  if (secret === undefined || secret.trim().length < MIN_SECRET_LENGTH) return redacted;
  let out = redacted.split(secret).join('***');
  // The key may also travel percent-encoded inside a URL.
  const encoded = encodeURIComponent(secret);
  if (encoded !== secret) out = out.split(encoded).join('***');
  return out;
}


// Keeps secrets out of every text that leaves main: `api_key=` values in URLs and any exact
// occurrence of a known secret (the key itself, wherever a library may have echoed it).
import { redactUrl } from '../../shared/api/request/url';

/** Secrets shorter than this are not replaced: they would mangle ordinary text. */
const MIN_SECRET_LENGTH = 4;

export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = redactUrl(text);
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH) out = out.split(secret).join('***');
  }
  return out;
}

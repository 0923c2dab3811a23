// The client's redaction: shared/api's redactSecrets for the one key it holds.
import { redactSecrets } from '../../../shared/api/request/url';

/** `text` with every api_key value, and every occurrence of `secret`, replaced by `***`. */
export function redactSecret(text: string, secret: string | undefined): string {
  return redactSecrets(text, [secret]);
}

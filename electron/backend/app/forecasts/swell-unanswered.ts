// When the service gives no answer for the secondary swell period (swell-period.ts): it is
// auxiliary, so a run goes on without it, and the snapshot's swell series says why in a few words.
import { SWELL_UNANSWERED } from '../../../../shared/forecast/swell-period';
import { isServiceClientError, ServerUnavailableError, type ServiceClientError } from '../../client';

/**
 * Whether a run may go on without the swell period after this failure: any the service gave
 * (offline, timeout, HTTP 4xx/5xx, a refused model, an unreadable answer), never the navigator's
 * cancel, nor an error of Passage's own, which fails loudly (STYLE 6).
 */
export function swellCanGoWithout(error: unknown): error is ServiceClientError {
  return isServiceClientError(error) && error.code !== 'cancelled';
}

/** The failure in a few words, for the series' error after SWELL_UNANSWERED. */
function swellUnansweredReason(error: ServiceClientError): string {
  switch (error.code) {
    case 'offline':
      return 'no connection';
    case 'connection-lost':
      return 'the connection was lost';
    case 'timeout':
      return 'no answer in time';
    case 'rate-limited':
      return 'too many requests';
    case 'server-unavailable':
      return error instanceof ServerUnavailableError ? `unavailable, HTTP ${error.status}` : 'unavailable';
    case 'bad-request':
      return 'serviceMessage' in error && error.serviceMessage !== ''
        ? `it refused the request: “${error.serviceMessage}”`
        : 'it refused the request';
    case 'not-found':
      return 'not offered at this address';
    case 'unauthorized':
      return 'the API key was rejected';
    case 'invalid-response':
      return 'its answer could not be read';
    case 'cancelled':
      return 'cancelled';
  }
}

/** The series' error for a swell period the service did not answer. */
export function swellUnansweredError(error: ServiceClientError): string {
  return `${SWELL_UNANSWERED}${swellUnansweredReason(error)}`;
}

// The service client (issue 4): typed calls for every endpoint of shared/api, retries, typed
// errors, credits, and the transit plannermixer stream. What the rest of the backend imports.
export type {
  CreditsEntry,
  HttpEndpointId,
  RequestOutcome,
  ServiceClient,
  ServiceClientOptions,
} from './service-client';
export { createServiceClient } from './service-client';
export type { ServiceClientError, ServiceErrorCode } from './errors';
export {
  BadRequestError,
  CancelledError,
  ConnectionLostError,
  InvalidResponse,
  isServiceClientError,
  NotFoundError,
  OfflineError,
  RateLimitedError,
  ServerUnavailableError,
  TimeoutError,
  UnauthorizedError,
} from './errors';
export { elementErrors } from './element-errors';
export type { RetryPolicy } from './retry';
export { redactSecret } from './redact';

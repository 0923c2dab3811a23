// The service client (issue 4): typed calls for every endpoint of shared/api, retries, typed
// errors, credits, and the transit plannermixer stream. What the rest of the backend imports.
export type {
  CallOptions,
  CreditsEntry,
  HttpEndpointId,
  PlanTripOptions,
  ServiceClient,
  ServiceClientOptions,
  SocketEndpointId,
} from './service-client';
export { createServiceClient, DEFAULT_TIMEOUT_MS } from './service-client';
export type { InvalidResponseReason, ServiceClientError, ServiceErrorCode, ServiceErrorContext } from './errors';
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
export type { ElementError } from './element-errors';
export { elementErrors } from './element-errors';
export type { RetryPolicy, Sleep } from './retry';
export { DEFAULT_RETRY_POLICY } from './retry';
export { redactSecret } from './redact';

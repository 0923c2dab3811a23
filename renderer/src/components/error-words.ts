// A failed backend call in the words the navigator reads: the backend's own sentence, never a
// stack trace, alone (errorInWords: library, settings, vessel, exchange, departures, routing) or
// with what to do next by its error code (describeFailure: forecast, outlooks, conditions, port
// calls, models, sea state).
import { ipcErrorCodeSchema, type IpcErrorCode } from '../../../shared/ipc';
import { assertNever } from '../../../shared/domain/errors';
import { BackendError } from '../lib/backend-error';

const UNEXPECTED = 'Something went wrong in this window. Reload it; if that does not help, restart Passage.';

export function errorInWords(error: unknown, unexpected: string = UNEXPECTED): string {
  return error instanceof BackendError ? error.message : unexpected;
}

export interface Failure {
  /** What happened, the backend's sentence when it has one. */
  readonly message: string;
  /** What to do next. */
  readonly advice: string;
  readonly code: IpcErrorCode;
}

const UNKNOWN_SHORT = 'Something went wrong in this window.';

/** Any rejection as words; BackendError-like objects (a known code, a message) keep their sentence. */
export function describeFailure(error: unknown): Failure {
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    const code = ipcErrorCodeSchema.safeParse(error.code);
    if (code.success) return { message: error.message, advice: adviceFor(code.data), code: code.data };
  }
  return { message: UNKNOWN_SHORT, advice: adviceFor('internal'), code: 'internal' };
}

/** What the navigator can do about a failed call; the backend's message says what happened. */
export function adviceFor(code: IpcErrorCode): string {
  switch (code) {
    case 'offline':
    case 'server-unavailable':
    case 'timeout':
      return 'Check the connection and try again. Forecasts stored earlier stay available below.';
    case 'unauthorized':
      return 'Set a valid API key in Settings, or switch demo mode on.';
    case 'rate-limited':
      return 'The service asks Passage to slow down: wait a minute, then try again.';
    case 'not-found':
      return 'Save the voyage, then run the forecast again.';
    case 'bad-input':
      return 'Check the voyage: at least two waypoints, a speed on every leg and a departure time.';
    case 'conflict':
      return 'The voyage was changed elsewhere: open it again, then run the forecast.';
    case 'cancelled':
      return 'Run the forecast again when ready.';
    case 'invalid-response':
      return 'The service answered in a form Passage does not read. Try again later; the details are in the log.';
    case 'unsupported':
      return 'This version of Passage cannot do that yet.';
    case 'read-only':
      return 'Saving is off: the banner at the top says why. The voyages stay open for review and export.';
    case 'disk-full':
      return 'Free some space on the disk, then try again.';
    case 'internal':
      return 'Try again. If it keeps happening, restart Passage; the details are in its log.';
    default:
      return assertNever(code, 'error code');
  }
}

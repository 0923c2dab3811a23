// A failed backend call in the words the navigator reads: the backend's own sentence (it says
// what to do next), never a stack trace. Shared by every panel's state (library, settings,
// vessel, exchange).
import { BackendError } from '../lib/backend-error';

const UNEXPECTED = 'Something went wrong in this window. Reload it; if that does not help, restart Passage.';

export function errorInWords(error: unknown, unexpected: string = UNEXPECTED): string {
  return error instanceof BackendError ? error.message : unexpected;
}

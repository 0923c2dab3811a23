// A failed backend call, as the renderer's state classes see it. A module of its own so that
// they (and their tests under Node) can name it without connecting to the backend, which
// backend.ts does as it loads.
import type { IpcError, IpcErrorCode } from '../../../shared/ipc';

/** A failed call, with the words and the field the UI shows. */
export class BackendError extends Error {
  override readonly name = 'BackendError';
  readonly code: IpcErrorCode;
  readonly field: string | undefined;
  constructor(error: IpcError) {
    super(error.message);
    this.code = error.code;
    this.field = error.field;
  }
}

// Helpers for the renderer's state-class tests (*.svelte.test.ts): provenance and backend
// failures as the backend sends them, and answers held back so a test decides when they arrive.
//
// renderer/src/lib/backend.ts connects at import (the preload's window.passage, else HTTP), and
// every state class reaches it through library/error-words.ts or its default backend. Under
// Node there is no window, so a test file that imports such a class first gives it an empty
// preload, hoisted above the imports:
//
//   vi.hoisted(() => vi.stubGlobal('window', { passage: {} }));
//
// The classes are then given fake backends through their constructors; the empty preload is
// never called.
import type { IpcErrorCode, Provenance } from '../../shared/ipc';
import { BackendError } from '../../renderer/src/lib/backend';

/** 2026-12-01 06:00Z. */
export const FETCHED_AT_UTC = Date.UTC(2026, 11, 1, 6) / 1000;

export function provenance(overrides: Partial<Provenance> = {}): Provenance {
  return { source: 'live', stale: false, fetchedAtUtc: FETCHED_AT_UTC, ageS: 0, models: [], ...overrides };
}

/** A failed backend call, with the sentence the backend writes for the navigator. */
export function backendError(message: string, code: IpcErrorCode = 'offline'): BackendError {
  return new BackendError({ code, message });
}

export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** An answer the test releases itself: to see the state while a call is under way, or out of order. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

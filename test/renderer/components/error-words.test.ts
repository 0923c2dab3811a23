// A failed call in words: the backend's sentence kept with what to do by its code, anything
// else as an unexpected problem (never a stack); and something to do for every error code.
import { describe, expect, it } from 'vitest';
import { IPC_ERROR_CODES } from '../../../shared/ipc';
import { adviceFor, describeFailure, errorInWords } from '../../../renderer/src/components/error-words';
import { BackendError } from '../../../renderer/src/lib/backend-error';

describe('describeFailure', () => {
  it("keeps the backend's sentence and adds what to do", () => {
    expect(describeFailure({ code: 'offline', message: 'The service cannot be reached.' })).toEqual({
      code: 'offline',
      message: 'The service cannot be reached.',
      advice: 'Check the connection and try again. Forecasts stored earlier stay available below.',
    });
  });

  it('words anything else as an unexpected problem, never a stack', () => {
    const failure = describeFailure(new TypeError('x is undefined'));
    expect(failure.code).toBe('internal');
    expect(failure.message).toBe('Something went wrong in this window.');
    expect(describeFailure({ code: 'no-such-code', message: 'odd' }).code).toBe('internal');
  });
});

describe('advice after a failure', () => {
  it('has something to do for every error code', () => {
    for (const code of IPC_ERROR_CODES) expect(adviceFor(code).length).toBeGreaterThan(10);
    expect(adviceFor('unauthorized')).toContain('API key');
    expect(adviceFor('offline')).toContain('Forecasts stored earlier stay available');
  });
});

describe('errorInWords', () => {
  it("keeps the backend's sentence, else says the window went wrong and what to try", () => {
    expect(errorInWords(new BackendError({ code: 'offline', message: 'The service cannot be reached.' }))).toBe(
      'The service cannot be reached.',
    );
    expect(errorInWords(new Error('x'))).toBe(
      'Something went wrong in this window. Reload it; if that does not help, restart Passage.',
    );
    expect(errorInWords('x', 'Could not save.')).toBe('Could not save.');
  });
});

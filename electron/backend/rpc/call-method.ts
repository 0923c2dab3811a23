// One backend call as both transports make it (Electron IPC and the browser-mode HTTP host):
// parse the input with the method's schema, call the backend, validate the answer and wrap it
// in the result envelope. Never throws; errors carry a code and a sentence, never a stack or a secret.
import { z } from 'zod';
import type { BackendApi, IpcError, IpcMethod, IpcResult } from '../../../shared/ipc';
import { ipcErrorCodeSchema, ipcContract } from '../../../shared/ipc';
import { formatPath } from '../../../shared/api/path';
import { redactSecret } from '../client/redact';

export interface CallOptions {
  readonly backend: BackendApi;
  /** Values that must never leave the backend (the API key), for redaction and the leak check. */
  readonly secrets: () => Promise<readonly string[]>;
  readonly log?: (line: string) => void;
}

/** A thrown object the backend meant for the UI: a known code and a message. */
const expectedFailureSchema = z.object({ code: ipcErrorCodeSchema, message: z.string(), field: z.string().optional() });

const UNEXPECTED = 'Passage hit an unexpected problem. The details are in its log.';

function redactAll(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => redactSecret(out, secret), redactSecret(text, undefined));
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** Maps anything thrown to the envelope's error: known codes pass, the rest become 'internal'. */
export function toIpcError(error: unknown, secrets: readonly string[]): IpcError {
  const expected = expectedFailureSchema.safeParse(error);
  if (!expected.success) return { code: 'internal', message: UNEXPECTED };
  const { code, message, field } = expected.data;
  return {
    code,
    message: redactAll(message, secrets),
    ...(field === undefined ? {} : { field: redactAll(field, secrets) }),
  };
}

function failure(error: IpcError): { ok: false; error: IpcError } {
  return { ok: false, error };
}

/** The envelope for input that fails the method's schema: the path and the rule, never the value. */
export function badInput(issues: readonly z.core.$ZodIssue[]): { ok: false; error: IpcError } {
  const [issue] = issues;
  const field = issue === undefined ? '' : formatPath(issue.path);
  const reason = issue?.message ?? 'is not valid';
  // The message never repeats the value: it may be the key.
  return failure({ code: 'bad-input', message: `${field === '' ? 'The request' : field}: ${reason}.`, field });
}

/** The path of the first string in `value` that contains a secret (as typed or URL-encoded), or undefined. */
function fieldHoldingSecret(value: unknown, secrets: readonly string[], path = ''): string | undefined {
  if (typeof value === 'string') {
    const holds = secrets.some(
      (secret) => secret.length >= 8 && (value.includes(secret) || value.includes(encodeURIComponent(secret))),
    );
    return holds ? path : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldHoldingSecret(item, secrets, path === '' ? key : `${path}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Parses, calls and validates one method; never throws. */
export async function callMethod<M extends IpcMethod>(
  method: M,
  input: unknown,
  options: CallOptions,
): Promise<IpcResult<M>> {
  const log = options.log ?? ((line: string) => console.error(line));
  const spec = ipcContract[method];
  const parsedInput = spec.input.safeParse(input);
  if (!parsedInput.success) return badInput(parsedInput.error.issues);
  const secrets = await options.secrets();
  // Before anything is stored: only key.set may carry the key in. A key pasted into another
  // field (an address, a voyage name) would be stored, logged and then refused on every answer.
  if (method !== 'key.set') {
    const field = fieldHoldingSecret(parsedInput.data, secrets);
    if (field !== undefined) {
      return failure({
        code: 'bad-input',
        message: `${field === '' ? 'The request' : field}: holds the API key; the key is set only under API key, never in another field.`,
        field,
      });
    }
  }
  let value: unknown;
  try {
    value = await options.backend[method](parsedInput.data);
  } catch (error) {
    const mapped = toIpcError(error, secrets);
    if (mapped.code === 'internal') log(`[rpc] ${method} failed: ${redactAll(describeError(error), secrets)}`);
    return failure(mapped);
  }
  const parsedOutput = spec.output.safeParse(value);
  if (!parsedOutput.success) {
    const [issue] = parsedOutput.error.issues;
    log(
      `[rpc] ${method} answered an unexpected shape at ${issue === undefined ? '' : formatPath(issue.path)}: ${issue?.message ?? ''}`,
    );
    return failure({ code: 'internal', message: UNEXPECTED });
  }
  // Last line of defence: an answer that carries the key is refused whole.
  const text = JSON.stringify(parsedOutput.data);
  if (secrets.some((secret) => secret !== '' && text.includes(secret))) {
    log(`[rpc] ${method} answer held a secret; refused`);
    return failure({ code: 'internal', message: UNEXPECTED });
  }
  return { ok: true, value: parsedOutput.data };
}

// Settings in words: the service address checked as the backend will check it, the key's
// status (never the key), the key field's problems, and what demo mode is doing and why.
import type { DemoStatus, KeyStatus, UnitPreferences } from '../../../shared/ipc';
import { apiKeyInputSchema, serviceUrlSchema } from '../../../shared/ipc';
import { assertNever } from '../../../shared/domain/errors';

/** What a navigator sees before the backend has answered, and what the backend starts with. */
export const DEFAULT_UNITS: UnitPreferences = { speed: 'kn', distance: 'NM', waveHeight: 'm', coordinates: 'dm' };

/** Null when `text` is a usable service address; else what is wrong and how to fix it. */
export function serviceUrlProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Type the service address, e.g. https://api.example.com.';
  if (!/^https?:\/\//i.test(trimmed))
    return 'The address must start with https:// (or http:// for a service on this computer).';
  if (/[?#]/.test(trimmed)) return 'Leave out everything from “?” or “#”: the key is set below, never in the address.';
  if (trimmed.length > 500) return `The address may be at most 500 characters; this one has ${trimmed.length}.`;
  return serviceUrlSchema.safeParse(trimmed).success
    ? null
    : 'This is not a web address Passage can use. Check it for typing errors, e.g. https://api.example.com.';
}

/**
 * Null when `text` looks like an API key; else what is wrong. The words never repeat the key
 * (the schema's messages are written that way).
 */
export function apiKeyProblem(text: string): string | null {
  if (text.trim() === '') return 'Paste the API key first.';
  const parsed = apiKeyInputSchema.safeParse(text);
  return parsed.success ? null : `The key ${parsed.error.issues[0]?.message ?? 'is not valid'}.`;
}

function keySourceText(source: KeyStatus['source']): string {
  switch (source) {
    case 'vault':
      return 'OS keychain';
    case 'env':
      return 'environment variable PASSAGE_API_KEY';
    case 'file':
      return 'key file in the Passage data folder';
    case 'none':
      return 'nowhere';
    default:
      return assertNever(source, 'key source');
  }
}

/**
 * "A key is set (OS keychain)": where it lives, never what it is; or, when the key file is there
 * but cannot be used, what is wrong with it (the backend's words) and what that means meanwhile.
 */
export function keyStatusText(status: KeyStatus): string {
  if (status.problem !== undefined) return `${status.problem} Until then Passage can only use demo data.`;
  return status.set
    ? `A key is set (${keySourceText(status.source)}).`
    : 'No key is set: Passage can only use demo data.';
}

/** Whether the key can be set and cleared here: an environment variable is changed outside Passage. */
export function keyEditable(status: KeyStatus): boolean {
  return status.source !== 'env';
}

/** What demo mode is doing now, and why. */
export function demoStatusText(status: DemoStatus): string {
  if (!status.enabled) return 'Off: Passage uses the live service with your key.';
  if (status.reason === 'no-key') return 'On, because no API key is set. It stays on until a key is set.';
  return 'On, because it was chosen.';
}

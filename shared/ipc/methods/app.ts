// The app's own state: settings, the API key (set and cleared, never read back) and demo mode.
import { z } from 'zod';
import { method, noInput } from './method';

export const unitPreferencesSchema = z.strictObject({
  speed: z.enum(['kn', 'km/h', 'm/s']),
  distance: z.enum(['NM', 'km']),
  waveHeight: z.enum(['m', 'ft']),
  /** Degrees and decimal minutes (51 54.30N), degrees-minutes-seconds, or decimal degrees. */
  coordinates: z.enum(['dm', 'dms', 'decimal']),
});
export type UnitPreferences = z.infer<typeof unitPreferencesSchema>;

/** Whether an address carries user information (`http://user:pass@host`): an @ in its authority. */
function hasUserInfo(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(url);
}

/**
 * The service address: http(s), no user information, query or fragment. The key is set under
 * API key and never travels in settings: an address that carries one is refused before
 * anything is stored, and the message never repeats it.
 */
export const serviceUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
  .max(500)
  .refine((url) => !hasUserInfo(url), {
    message: 'must not carry a user name or password (user@host): set the API key under API key instead',
  })
  .refine((url) => !/[?#]/.test(url), { message: 'must not carry a query or fragment' });

export const settingsSchema = z.object({
  serviceUrl: serviceUrlSchema,
  units: unitPreferencesSchema,
  nightMode: z.boolean(),
  /**
   * Present when the store cannot be written (read-only, damaged, disk full): why, and that these
   * settings then hold for this launch only. A change is still applied, never reported as saved.
   */
  notSaved: z.string().optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const settingsPatchSchema = z.strictObject({
  serviceUrl: serviceUrlSchema.optional(),
  units: unitPreferencesSchema.partial().optional(),
  nightMode: z.boolean().optional(),
});
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const keySourceSchema = z.enum(['vault', 'env', 'file', 'none']);

/**
 * Whether a key is set and where it lives, and, when a key file is there but cannot be used (a
 * folder, a pipe, another user's, far too long), why, in words. There is deliberately no method
 * that returns the key.
 */
export const keyStatusSchema = z.object({
  set: z.boolean(),
  source: keySourceSchema,
  problem: z.string().max(1000).optional(),
});
export type KeyStatus = z.infer<typeof keyStatusSchema>;

/** Printable ASCII without spaces; the message never repeats the value. */
export const apiKeyInputSchema = z
  .string()
  .trim()
  .min(8, 'is too short to be an API key')
  .max(512, 'is too long to be an API key')
  .regex(/^[\x21-\x7e]+$/, 'may hold only printable characters without spaces');

export const demoStatusSchema = z.object({
  enabled: z.boolean(),
  /** Why demo mode is on: chosen by the navigator, or no key is set. Null when off. */
  reason: z.enum(['chosen', 'no-key']).nullable(),
  /** The in-process sandbox's loopback address while on. */
  serviceUrl: z.string().nullable(),
});
export type DemoStatus = z.infer<typeof demoStatusSchema>;

export const appMethods = {
  'settings.get': method(noInput, settingsSchema),
  'settings.set': method(settingsPatchSchema, settingsSchema),
  'key.set': method(z.strictObject({ apiKey: apiKeyInputSchema }), keyStatusSchema),
  'key.clear': method(noInput, keyStatusSchema),
  'key.status': method(noInput, keyStatusSchema),
  'demo.status': method(noInput, demoStatusSchema),
  'demo.enable': method(noInput, demoStatusSchema),
  'demo.disable': method(noInput, demoStatusSchema),
};

// The store's own health: whether the saved voyages could be opened whole and written, and the
// way back from a damaged store (restore the last good backup, voyages saved since salvaged);
// and its size on disk, with the cached forecasts that can be cleared (issue 27).
import { z } from 'zod';
import { method, noInput, utcSecondsSchema } from './method';

export const storeStateSchema = z.enum(['ok', 'damaged', 'read-only']);

export const storeHealthSchema = z.object({
  /** ok: saving works; damaged: what could be read is open read-only; read-only: whole, but cannot be written. */
  state: storeStateSchema,
  /** What is wrong, what it means and what to do, in words; null when ok. */
  problem: z.string().nullable(),
  /** The database file. */
  file: z.string(),
  /** The check at start: passed, found damage, skipped (too large to check at every start), or none (a new store). */
  check: z.enum(['ok', 'damaged', 'skipped', 'none']),
  canSave: z.boolean(),
  /** A restore is possible: the store is damaged and its folder can be written. */
  canRestore: z.boolean(),
  /** The backup a restore starts from (the newest that passes the check); null: an empty store. */
  restoreFrom: z.object({ file: z.string(), takenAtUtc: utcSecondsSchema }).nullable(),
  backupCount: z.number().int().nonnegative(),
  /** Why this start's backup could not be taken, or null. */
  backupProblem: z.string().nullable(),
});
export type StoreHealth = z.infer<typeof storeHealthSchema>;

export const storeRestoreResultSchema = z.object({
  /** The outcome in words: what was restored, what was salvaged, where the damaged file is. */
  message: z.string(),
  /** When the restored backup was taken; null when no good backup existed (a new store). */
  restoredFromUtc: utcSecondsSchema.nullable(),
  /** Voyages read from the damaged store that the backup lacked (or had older revisions of). */
  salvaged: z.array(z.object({ id: z.string(), name: z.string(), revisionsAdded: z.number().int().positive() })),
  /** Saved revisions in the damaged store that could not be read. */
  unreadableRows: z.number().int().nonnegative(),
  /** The damaged file, renamed, never deleted. */
  damagedFileKeptAs: z.string(),
});
export type StoreRestoreResult = z.infer<typeof storeRestoreResultSchema>;

const bytesSchema = z.number().int().nonnegative();

export const storeSizeSchema = z.object({
  /** The database file. */
  file: z.string(),
  /** The file and its write-ahead log (the -wal beside it), bytes. */
  fileBytes: bytesSchema,
  walBytes: bytesSchema,
  /** Cached service answers in the store, bytes (near enough: values, texts and keys). */
  cacheBytes: bytesSchema,
  /** The part of cacheBytes saved voyages keep for their review offline; never cleared. */
  keptBytes: bytesSchema,
  /** Upkeep keeps cacheBytes within this, oldest fetched first. */
  budgetBytes: bytesSchema,
  /** Forecast answers go this many days after their fetch; other answers (places, vessels, climate) after otherDays. */
  forecastDays: z.number().int().positive(),
  otherDays: z.number().int().positive(),
  /** The chart's weather overlay pictures, a cache file of their own beside the store. */
  mapImagesBytes: bytesSchema,
  /** Backups in backups/: taken at a start when voyages, vessels or settings changed; cached answers left out. */
  backups: z.object({
    count: z.number().int().nonnegative(),
    bytes: bytesSchema,
    newestUtc: utcSecondsSchema.nullable(),
  }),
  /** False while the store is read-only or damaged: nothing can be cleared then. */
  canClear: z.boolean(),
});
export type StoreSize = z.infer<typeof storeSizeSchema>;

export const storeClearResultSchema = z.object({
  /** Cached answers removed (forecasts, ensemble samples, storm lists, map pictures, other answers). */
  removedAnswers: z.number().int().nonnegative(),
  /** How much smaller the data folder's store and picture files are now, bytes. */
  freedBytes: bytesSchema,
  /** The size after clearing. */
  size: storeSizeSchema,
});
export type StoreClearResult = z.infer<typeof storeClearResultSchema>;

export const storeMethods = {
  'store.health': method(noInput, storeHealthSchema),
  'store.restore': method(noInput, storeRestoreResultSchema),
  'store.size': method(noInput, storeSizeSchema),
  'store.clearCache': method(noInput, storeClearResultSchema),
};

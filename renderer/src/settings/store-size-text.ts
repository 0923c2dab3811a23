// The store's size in words for Settings (issue 27): what is on disk, how much of it is cached
// forecasts and what saved voyages keep, the budget and ages upkeep works to, and the backups.
import type { StoreClearResult, StoreSize } from '../../../shared/ipc';

const KIB = 1024;
const MIB = KIB * KIB;
const GIB = MIB * KIB;

/**
 * Bytes as a navigator reads a file size: kB below a megabyte, one decimal below 100 MB. Binary
 * multiples, so the 200 MB budget reads "200 MB" as the README states it.
 */
export function formatBytes(bytes: number): string {
  if (bytes < MIB) return `${Math.round(bytes / KIB)} kB`;
  if (bytes < 100 * MIB) return `${(bytes / MIB).toFixed(1)} MB`;
  if (bytes < GIB) return `${Math.round(bytes / MIB)} MB`;
  return `${(bytes / GIB).toFixed(1)} GB`;
}

function utcText(seconds: number): string {
  return `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export interface StoreSizeWords {
  /** The store on disk: file and write-ahead log. */
  readonly store: string;
  /** The cached forecasts, the part saved voyages keep, and the budget. */
  readonly cache: string;
  /** The rule upkeep follows. */
  readonly rule: string;
  readonly mapImages: string;
  readonly backups: string;
}

export function storeSizeWords(size: StoreSize): StoreSizeWords {
  const { backups } = size;
  return {
    store:
      `${formatBytes(size.fileBytes + size.walBytes)} on disk ` +
      `(file ${formatBytes(size.fileBytes)}, write-ahead log ${formatBytes(size.walBytes)}).`,
    cache:
      `${formatBytes(size.cacheBytes)} of a ${formatBytes(size.budgetBytes)} budget, ` +
      `${formatBytes(size.keptBytes)} of it kept for saved voyages.`,
    rule:
      `Forecasts are removed ${size.forecastDays} days after they were fetched, other answers (places, vessels, ` +
      `climate) after ${size.otherDays} days, and the oldest first when the budget is reached. Each saved voyage ` +
      'keeps its latest forecast, departure sweep and quick outlook, so it can be reviewed offline.',
    mapImages: `${formatBytes(size.mapImagesBytes)}.`,
    backups:
      backups.count === 0
        ? 'None yet: one is taken at a start after voyages, vessels or settings changed.'
        : `${backups.count} backup${backups.count === 1 ? '' : 's'}, ${formatBytes(backups.bytes)}` +
          `${backups.count === 1 ? '' : ' in all'}, the newest taken ${utcText(backups.newestUtc ?? 0)}. ` +
          'One is taken at a start after voyages, vessels or settings changed; cached forecasts are left out.',
  };
}

/** The question before clearing: what goes, what stays, what it costs later. */
export function clearQuestion(size: StoreSize): string {
  const clearable = Math.max(0, size.cacheBytes - size.keptBytes) + size.mapImagesBytes;
  return (
    `Remove about ${formatBytes(clearable)} of cached forecasts, ensemble samples, storm lists, map pictures and ` +
    'other stored answers? Saved voyages keep their latest forecast, departure sweep and quick outlook, and the ' +
    'latest storm list stays, so they can still be reviewed offline. Anything else is fetched again, and its ' +
    'credits spent again, when it is next needed.'
  );
}

/** What clearing came to. */
export function clearedText(result: StoreClearResult): string {
  const answers = `${result.removedAnswers.toLocaleString('en')} cached answer${result.removedAnswers === 1 ? '' : 's'} removed`;
  return (
    `Cleared: the store is ${formatBytes(result.freedBytes)} smaller (${answers}). ` +
    'Saved voyages keep their latest forecast, departure sweep and quick outlook.'
  );
}

// Files Passage writes are whole or absent: the bytes go to a temporary file in the same folder,
// are flushed to the disk and renamed over the target in one step, and the temporary file is
// removed on any error. A full disk, a killed process or a failed write never leaves a
// truncated route file, report or key file where the navigator expects the real one.
import { randomBytes } from 'node:crypto';
import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { FileProblem, fileProblemFrom } from './file-problem';

export interface AtomicWriteOptions {
  /** Mode of the new file (default 0o644; key files and stores use 0o600). */
  readonly mode?: number;
}

/** The temporary name beside the target: hidden, unique, recognisably Passage's. */
function temporaryPath(target: string): string {
  return join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.passage-tmp`);
}

/**
 * Writes `data` to `target` atomically. Throws a FileProblem in words ("the disk is full")
 * when it cannot; the target is then exactly as it was before the call.
 */
export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const temp = temporaryPath(target);
  let written = false;
  try {
    const handle = await open(temp, 'wx', options.mode ?? 0o644);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
    written = true;
    await syncFolder(dirname(target));
  } catch (error) {
    if (!written) await unlink(temp).catch(() => undefined);
    throw error instanceof FileProblem ? error : fileProblemFrom(error, target, 'write');
  }
}

/** Makes the rename itself durable; a folder that cannot be opened for sync (Windows) is skipped. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r').catch(() => null);
  if (handle === null) return;
  try {
    await handle.sync().catch(() => undefined);
  } finally {
    await handle.close();
  }
}

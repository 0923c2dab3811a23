// Bytes of every file under a folder: the package's size, for scripts/package-dir.ts and
// test/package/.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes of every file under a folder. */
export function folderBytes(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += folderBytes(path);
    else if (entry.isFile()) bytes += statSync(path).size;
  }
  return bytes;
}

// Reading a file a navigator names, bounded: it must be a regular file (not a folder, a device
// such as /dev/zero, or a pipe) no larger than the limit, checked before a byte is read, and the
// read itself stops at the limit in case the file grows underneath.
import { open, stat } from 'node:fs/promises';
import { LIMITS } from '../../../shared/formats/notes';
import { FileProblem, fileProblemFrom } from './file-problem';

/** What Passage reads from a route file at most (shared/formats LIMITS). */
export const MAX_ROUTE_FILE_BYTES = LIMITS.maxFileBytes;

function megabytes(bytes: number): string {
  // Decimal megabytes, as the renderer and the route readers word sizes.
  return `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;
}

/** The file's bytes, or a FileProblem saying why not. Follows symbolic links to their target. */
export async function readFileBounded(path: string, maxBytes: number): Promise<Buffer> {
  const info = await stat(path).catch((error: unknown) => {
    throw fileProblemFrom(error, path, 'read');
  });
  if (info.isDirectory()) throw new FileProblem('not-a-file', path, `${path}: is a folder, not a file`);
  if (!info.isFile()) {
    throw new FileProblem('not-a-file', path, `${path}: is not a regular file (a device, pipe or socket)`);
  }
  if (info.size > maxBytes) {
    throw new FileProblem(
      'too-large',
      path,
      `${path}: is ${megabytes(info.size)}, over the ${megabytes(maxBytes)} Passage reads`,
    );
  }
  const handle = await open(path, 'r').catch((error: unknown) => {
    throw fileProblemFrom(error, path, 'read');
  });
  try {
    // One byte past the limit tells a file that grew after the stat from one that fits.
    const buffer = Buffer.alloc(Math.min(maxBytes + 1, info.size + 1));
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (filled > maxBytes) {
      throw new FileProblem('too-large', path, `${path}: is over the ${megabytes(maxBytes)} Passage reads`);
    }
    return buffer.subarray(0, filled);
  } catch (error) {
    throw error instanceof FileProblem ? error : fileProblemFrom(error, path, 'read');
  } finally {
    await handle.close();
  }
}

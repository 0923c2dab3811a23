// The files a command names: outputs checked before any input is read or any credit spent
// (their folder exists and takes a new file, they are not a folder or a read-only file, not the
// input under another name), written whole or not at all; inputs read with a bound.
import { randomBytes } from 'node:crypto';
import { access, constants, open, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  FileProblem,
  MAX_ROUTE_FILE_BYTES,
  readFileBounded,
  refuseOverwritingInput,
  writeFileAtomic,
} from '../../backend/files';

/** A route file's bytes, at most MAX_ROUTE_FILE_BYTES, from a regular file only. */
export function readInputFile(path: string): Promise<Buffer> {
  return readFileBounded(path, MAX_ROUTE_FILE_BYTES);
}

function errnoCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'unknown error';
}

/** Why a file cannot be made in `folder`, in words, from the error creating one there. */
function folderRefusal(output: string, folder: string, error: unknown): FileProblem {
  const code = errnoCode(error);
  const why: Record<string, string> = {
    EACCES: 'you have no permission to write there',
    EPERM: 'you have no permission to write there',
    EROFS: 'the disk is read-only',
    ENOSPC: 'the disk is full',
    EDQUOT: 'the disk quota is used up',
    // A folder that exists but cannot hold files: /proc, some mounts.
    ENOENT: 'it takes no new files',
  };
  return new FileProblem(
    code === 'ENOSPC' || code === 'EDQUOT' ? 'disk-full' : code === 'EROFS' ? 'read-only' : 'no-permission',
    output,
    `no file can be written in the output folder ${folder} (${why[code] ?? code}); choose another folder`,
  );
}

/**
 * Proves a new file can be made in `folder` by making one (empty, under the hidden name the
 * atomic write uses) and removing it: permission bits alone do not tell (root ignores them, a
 * read-only disk or /proc refuses root too), and the real write comes after the credits are spent.
 */
async function probeFolder(output: string, folder: string): Promise<void> {
  const probe = join(folder, `.passage-write-check.${randomBytes(6).toString('hex')}.passage-tmp`);
  const handle = await open(probe, 'wx', 0o600).catch((error: unknown) => {
    throw folderRefusal(output, folder, error);
  });
  await handle.close();
  await unlink(probe).catch(() => undefined);
}

/**
 * A file its owner protected: by its mode bits (no one may write it, which root's access call
 * ignores) or, for another user's file, as access says.
 */
async function isReadOnly(path: string, mode: number): Promise<boolean> {
  if ((mode & 0o222) === 0) return true;
  return access(path, constants.W_OK).then(
    () => false,
    () => true,
  );
}

/**
 * Refuses, with a FileProblem in words, an output that cannot be written or would destroy an
 * input: its folder missing, not a folder or not taking a new file; the output itself a folder,
 * a device or a read-only file; or the output being one of `inputs` under another name (a
 * symbolic or hard link, compared by device and inode). Run before any input is read.
 */
export async function checkOutputPath(output: string, inputs: readonly string[] = []): Promise<void> {
  const folder = dirname(resolve(output));
  const folderInfo = await stat(folder).catch((error: unknown) => {
    if (errnoCode(error) === 'ENOTDIR')
      throw new FileProblem('folder-missing', output, `part of the output folder ${folder} is a file, not a folder`);
    if (errnoCode(error) === 'EACCES')
      throw new FileProblem('no-permission', output, `you have no permission to reach the output folder ${folder}`);
    return null;
  });
  if (folderInfo === null)
    throw new FileProblem('folder-missing', output, `the output folder ${folder} does not exist`);
  if (!folderInfo.isDirectory())
    throw new FileProblem('folder-missing', output, `the output folder ${folder} is not a folder`);
  const info = await stat(output).catch(() => null);
  if (info?.isDirectory()) throw new FileProblem('not-a-file', output, `the output ${output} is a folder`);
  if (info !== null && !info.isFile())
    throw new FileProblem(
      'not-a-file',
      output,
      `the output ${output} is not a regular file (a device, pipe or socket)`,
    );
  if (info !== null && (await isReadOnly(output, info.mode)))
    throw new FileProblem(
      'no-permission',
      output,
      `the output ${output} is a read-only file; make it writable or choose another name`,
    );
  for (const input of inputs) await refuseOverwritingInput(input, output);
  await probeFolder(output, folder);
}

/** Writes an output whole (temporary file beside it, then a rename) or leaves it as it was. */
export function writeOutputFile(output: string, data: string | Uint8Array): Promise<void> {
  return writeFileAtomic(output, data);
}

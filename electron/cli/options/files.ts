// The files a command names: outputs checked before any input is read or any credit spent
// (their folder exists, they are not a folder, not the input under another name), written whole
// or not at all; inputs read with a bound.
import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
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

/**
 * Refuses, with a FileProblem in words, an output that cannot be written or would destroy an
 * input: its folder missing or not a folder, the output itself a folder, or the output being
 * one of `inputs` under another name (a symbolic or hard link, compared by device and inode).
 */
export async function checkOutputPath(output: string, inputs: readonly string[] = []): Promise<void> {
  const folder = dirname(resolve(output));
  const folderInfo = await stat(folder).catch(() => null);
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
  for (const input of inputs) await refuseOverwritingInput(input, output);
}

/** Writes an output whole (temporary file beside it, then a rename) or leaves it as it was. */
export function writeOutputFile(output: string, data: string | Uint8Array): Promise<void> {
  return writeFileAtomic(output, data);
}

// Whether two paths name one file: compared by device and inode, so a symbolic link, a hard
// link or another spelling of the input is caught before an output overwrites it.
import { stat } from 'node:fs/promises';
import { FileProblem } from './file-problem';

/** True when both exist and are the same file on disk. A missing path is never the same. */
export async function isSameFile(a: string, b: string): Promise<boolean> {
  const [infoA, infoB] = await Promise.all([stat(a).catch(() => null), stat(b).catch(() => null)]);
  if (infoA === null || infoB === null) return false;
  return infoA.dev === infoB.dev && infoA.ino === infoB.ino;
}

/** Throws a FileProblem when `output` would overwrite `input`. */
export async function refuseOverwritingInput(input: string, output: string): Promise<void> {
  if (await isSameFile(input, output)) {
    throw new FileProblem(
      'same-file',
      output,
      `${output}: is the input file ${input} (the same file under another name); choose another output`,
    );
  }
}

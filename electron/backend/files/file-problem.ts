// A file Passage could not read or write, said in words a navigator understands (which file,
// what is wrong, what to do), never a raw errno or stack trace.

export type FileProblemKind =
  | 'missing'
  | 'not-a-file'
  | 'too-large'
  | 'no-permission'
  | 'disk-full'
  | 'read-only'
  | 'same-file'
  | 'folder-missing'
  | 'io';

export class FileProblem extends Error {
  override readonly name = 'FileProblem';
  constructor(
    readonly kind: FileProblemKind,
    /** The file as the navigator named it. */
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

function errnoCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Turns a Node file-system error into a FileProblem naming the file and what to do. */
export function fileProblemFrom(error: unknown, path: string, action: 'read' | 'write'): FileProblem {
  switch (errnoCode(error)) {
    case 'ENOENT':
      return action === 'read'
        ? new FileProblem('missing', path, `${path}: no such file`)
        : new FileProblem('folder-missing', path, `${path}: the folder does not exist`);
    case 'EISDIR':
      return new FileProblem('not-a-file', path, `${path}: is a folder, not a file`);
    case 'ENOTDIR':
      return new FileProblem('folder-missing', path, `${path}: part of the path is a file, not a folder`);
    case 'EACCES':
    case 'EPERM':
      return new FileProblem('no-permission', path, `${path}: permission denied (${action})`);
    case 'ENOSPC':
    case 'EDQUOT':
      return new FileProblem(
        'disk-full',
        path,
        `${path}: the disk is full; nothing was written. Free some space and try again`,
      );
    case 'EROFS':
      return new FileProblem('read-only', path, `${path}: the disk is read-only; nothing was written`);
    case 'EFBIG':
      return new FileProblem('too-large', path, `${path}: the file is too large for this disk`);
    default:
      return new FileProblem(
        'io',
        path,
        `${path}: could not ${action} the file (${errnoCode(error) ?? 'unknown error'})`,
      );
  }
}

import { mkdtemp, open, readFile, readdir, symlink, link, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FileProblem,
  isSameFile,
  readFileBounded,
  refuseOverwritingInput,
  writeFileAtomic,
} from '../../../../electron/backend/files';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passage-files-'));
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The FileHandle class, reached through a handle (node:fs/promises does not export it). */
async function fileHandlePrototype(): Promise<{ writeFile: (...args: unknown[]) => Promise<void> }> {
  const handle = await open(join(dir, 'probe'), 'w');
  const proto = Object.getPrototypeOf(handle) as { writeFile: (...args: unknown[]) => Promise<void> };
  await handle.close();
  return proto;
}

describe('writeFileAtomic', () => {
  it('writes the whole file with the mode asked and leaves no temporary file', async () => {
    const target = join(dir, 'route.gpx');
    await writeFileAtomic(target, 'whole', { mode: 0o600 });
    expect(await readFile(target, 'utf8')).toBe('whole');
    expect(await readdir(dir)).toEqual(['route.gpx']);
  });

  it('leaves the old file as it was and removes the temporary file when the disk fills mid-write', async () => {
    const target = join(dir, 'route.csv');
    await writeFile(target, 'the old route');
    const proto = await fileHandlePrototype();
    const real = proto.writeFile;
    vi.spyOn(proto, 'writeFile').mockImplementation(async function (this: unknown, data: unknown) {
      await real.call(this, String(data).slice(0, 3));
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    const error = await writeFileAtomic(target, 'a much longer new route').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileProblem);
    expect((error as FileProblem).kind).toBe('disk-full');
    expect((error as FileProblem).message).toContain('the disk is full');
    expect(await readFile(target, 'utf8')).toBe('the old route');
    expect((await readdir(dir)).sort()).toEqual(['probe', 'route.csv']);
  });

  it('names a missing folder as the problem', async () => {
    const error = await writeFileAtomic(join(dir, 'nowhere', 'x.rtz'), 'x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'folder-missing' });
  });
});

describe('readFileBounded', () => {
  it('reads a regular file under the limit', async () => {
    await writeFile(join(dir, 'a.csv'), 'name,lat,lon\n');
    expect((await readFileBounded(join(dir, 'a.csv'), 100)).toString('utf8')).toBe('name,lat,lon\n');
  });

  it('refuses a file over the limit before reading it', async () => {
    await writeFile(join(dir, 'big.csv'), Buffer.alloc(2048));
    await expect(readFileBounded(join(dir, 'big.csv'), 1024)).rejects.toMatchObject({ kind: 'too-large' });
  });

  it('refuses a device reached through a link, and a folder', async () => {
    await symlink('/dev/zero', join(dir, 'zero.gpx'));
    await expect(readFileBounded(join(dir, 'zero.gpx'), 1024)).rejects.toMatchObject({ kind: 'not-a-file' });
    await mkdir(join(dir, 'folder.rtz'));
    await expect(readFileBounded(join(dir, 'folder.rtz'), 1024)).rejects.toMatchObject({ kind: 'not-a-file' });
  });

  it('names a missing file', async () => {
    await expect(readFileBounded(join(dir, 'none.rtz'), 1024)).rejects.toMatchObject({ kind: 'missing' });
  });
});

describe('isSameFile', () => {
  it('sees a symbolic link, a hard link and another spelling as the input', async () => {
    const input = join(dir, 'in.rtz');
    await writeFile(input, 'x');
    await symlink(input, join(dir, 'soft.rtz'));
    await link(input, join(dir, 'hard.rtz'));
    expect(await isSameFile(input, join(dir, 'soft.rtz'))).toBe(true);
    expect(await isSameFile(input, join(dir, 'hard.rtz'))).toBe(true);
    expect(await isSameFile(input, join(dir, '.', 'in.rtz'))).toBe(true);
    expect(await isSameFile(input, join(dir, 'new.rtz'))).toBe(false);
    await expect(refuseOverwritingInput(input, join(dir, 'hard.rtz'))).rejects.toMatchObject({ kind: 'same-file' });
  });
});

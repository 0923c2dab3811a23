// Issue 13: a store that cannot be opened whole is said in words, opened read-only where it can
// be read, and never overwritten: truncated, pages overwritten mid-file, not a database, the data
// path a file, an empty file where backups say there was a store.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME, openManagedStore } from '../../../../electron/backend/store/managed-store';
import { StoreOpenError } from '../../../../electron/backend/store/open-problem';
import { openStore } from '../../../../electron/backend/store/store';
import { digest, leafPages, overwritePages, truncateTo } from './damage';
import { sampleVoyage } from './fixtures';

const root = mkdtempSync(join(tmpdir(), 'passage-damaged-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;

/** A data folder holding a store with three voyages and a response cache spread over many pages. */
function folderWithStore(): { dir: string; file: string } {
  const dir = join(root, `d${++n}`);
  mkdirSync(dir);
  const file = join(dir, DATABASE_FILE_NAME);
  const store = openStore(file);
  for (const name of ['Biscay', 'Finisterre', 'Lisbon']) store.voyages.create(sampleVoyage(name));
  for (let i = 0; i < 400; i++)
    store.responses.put({ url: `https://x.invalid/${i}`, kind: 'points', body: 'x'.repeat(900), fetchedAtUtc: 1 });
  store.close();
  return { dir, file };
}

function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('a damaged store', () => {
  it('with pages overwritten mid-file is found at start, opened read-only, and left as it was', async () => {
    const { dir, file } = folderWithStore();
    const pages = leafPages(file, 'response_cache');
    overwritePages(file, pages.slice(3, 5));
    const before = digest(file);
    const lines: string[] = [];
    const managed = await openManagedStore(dir, { log: (line) => lines.push(line) });
    const health = managed.health();
    expect(health).toMatchObject({ state: 'damaged', check: 'damaged', canSave: false, canRestore: true });
    expect(health.problem).toContain(`The store ${file} is damaged`);
    expect(health.problem).toContain('saving is off');
    // What can be read is there: the voyages live on pages that were not touched.
    expect(managed.store.voyages.list().map((v) => v.name)).toHaveLength(3);
    expect(caught(() => managed.store.voyages.create(sampleVoyage('New')))).toMatchObject({ code: 'SQLITE_READONLY' });
    managed.close();
    expect(digest(file)).toBe(before);
    expect(lines.join('\n')).toContain('quick_check: damaged');
  });

  it('cut short (truncated) is damaged, not empty, and left as it was', async () => {
    const { dir, file } = folderWithStore();
    truncateTo(file, 0.5);
    const before = digest(file);
    const managed = await openManagedStore(dir);
    expect(managed.health()).toMatchObject({ state: 'damaged', canRestore: true });
    // SQLite refuses a file shorter than its header says; the read-only view still reads its first half.
    expect(managed.store.voyages.list()).toHaveLength(3);
    managed.close();
    expect(digest(file)).toBe(before);
  });

  it('that is not a database, with no backup, is refused in words naming the file and what to do', async () => {
    const dir = join(root, `d${++n}`);
    mkdirSync(dir);
    const file = join(dir, DATABASE_FILE_NAME);
    writeFileSync(file, 'These are my notes, not a database.\n'.repeat(50));
    const before = digest(file);
    const error = await openManagedStore(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreOpenError);
    expect(error).toMatchObject({ kind: 'unreadable', path: file });
    expect(String(error)).toContain(`The store ${file} cannot be read`);
    expect(String(error)).toContain('move it aside');
    expect(String(error)).not.toContain('SqliteError');
    expect(digest(file)).toBe(before);
  });

  it('an empty file where backups show there was a store is damaged, not a new store', async () => {
    const { dir, file } = folderWithStore();
    (await openManagedStore(dir)).close(); // a clean start: one backup
    writeFileSync(file, '');
    const managed = await openManagedStore(dir);
    expect(managed.health()).toMatchObject({ state: 'damaged', backupCount: 1 });
    expect(managed.health().problem).toContain('the file is empty');
    managed.close();
    expect(statSync(file).size).toBe(0);
  });
});

describe('the check at start', () => {
  it('is skipped, and said to be, for a store over the size limit; the backup is still taken', async () => {
    const { dir } = folderWithStore();
    const lines: string[] = [];
    const managed = await openManagedStore(dir, { checkMaxBytes: 4096, log: (line) => lines.push(line) });
    expect(managed.health()).toMatchObject({ state: 'ok', check: 'skipped', backupCount: 1 });
    expect(lines.join('\n')).toMatch(/not checked at start: the store is \d+ MB, too large to check at every start/);
    managed.close();
  });
});

describe('a data path that is not a folder', () => {
  it('a file given as the data folder is refused in words and left untouched', async () => {
    const file = join(root, `not-a-folder-${++n}`);
    writeFileSync(file, 'keep me');
    const error = await openManagedStore(file).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'StoreOpenError', kind: 'not-a-folder', path: file });
    expect(String(error)).toContain(`The data folder ${file} is a file, not a folder`);
    expect(digest(file)).toBe(digest(file));
    expect(statSync(file).isFile()).toBe(true);
  });

  it('a folder below a file is refused in words', async () => {
    const file = join(root, `file-${++n}`);
    writeFileSync(file, 'keep me');
    const error = await openManagedStore(join(file, 'passage')).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'StoreOpenError', kind: 'not-a-folder' });
    expect(String(error)).toContain('part of that path is a file');
  });

  it('a folder where the store file should be is refused in words', async () => {
    const dir = join(root, `d${++n}`);
    mkdirSync(join(dir, DATABASE_FILE_NAME), { recursive: true });
    const error = await openManagedStore(dir).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'StoreOpenError', kind: 'not-a-file' });
  });
});

// A new store is made owner-only from its first byte: its files (the database, SQLite's journal
// files and the overlay image cache) are never open to other users, and the log never reports a
// store Passage has just made as one it found "open to other users". A store found loose still is.
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../../electron/backend';
import { testBackend } from '../app/helpers';

const root = mkdtempSync(join(tmpdir(), 'passage-fresh-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const mode = (path: string): number => statSync(path).mode & 0o777;

describe.runIf(process.platform !== 'win32')('a fresh store', () => {
  it('is owner-only at once, and says nothing of permissions it found', async () => {
    const old = process.umask(0o022);
    try {
      const dataDir = join(root, 'new');
      const b = await testBackend({ dataDir });
      await b.api['voyages.list']({});
      const db = join(dataDir, DATABASE_FILE_NAME);
      for (const file of [db, `${db}-wal`, `${db}-shm`, join(dataDir, 'layer-images.sqlite')])
        expect([file, mode(file)]).toEqual([file, 0o600]);
      expect(b.logs.filter((l) => /open to other users/.test(l))).toEqual([]);
      await b.close();

      // Found loose by a later start (another tool widened it): tightened, and said so.
      chmodSync(db, 0o644);
      const again = await testBackend({ dataDir });
      expect(mode(db)).toBe(0o600);
      expect(again.logs.filter((l) => /open to other users/.test(l))).toEqual([
        `[store] ${db} was open to other users; its permissions are now 600.`,
      ]);
      await again.close();
    } finally {
      process.umask(old);
    }
  });
});

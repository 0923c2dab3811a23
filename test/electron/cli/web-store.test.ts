// Issue 13 at the command line: `passage web` on a store it cannot open prints which file, what
// is wrong and what to do, and exits 1, never a SqliteError stack; on a damaged store it can
// partly read it starts in recovery mode (read-only, restore offered) and says so on stderr.
import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runWeb } from '../../../electron/cli/web';
import { DATABASE_FILE_NAME } from '../../../electron/backend';
import { openStore } from '../../../electron/backend/store/store';
import { digest, leafPages, overwritePages } from '../backend/store/damage';
import { sampleVoyage } from '../backend/store/fixtures';
import { tempRenderer } from '../backend/web/helpers';

let root: string;
let staticDir: string;

beforeEach(async () => {
  ({ root, staticDir } = await tempRenderer());
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function web(dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const stop = new AbortController();
  const code = await runWeb(
    ['--demo', '--data-dir', dataDir],
    { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) },
    stop.signal,
    { staticDir, env: {}, onReady: () => stop.abort() },
  );
  return { code, stdout, stderr };
}

function expectNoStack(text: string): void {
  expect(text).not.toContain('SqliteError');
  expect(text).not.toMatch(/\n\s+at /);
}

describe('passage web on a store it cannot use', () => {
  it('a data folder that is a file: exit 1, the folder named, the file untouched', async () => {
    const file = join(root, 'passage-data');
    writeFileSync(file, 'notes');
    const result = await web(file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`passage web: The data folder ${file} is a file, not a folder.`);
    expectNoStack(result.stderr);
    expect(digest(file)).toBe(digest(file));
  });

  it('a store that is not a database, no backup: exit 1, what to do, the file untouched', async () => {
    const dataDir = join(root, 'garbage');
    mkdirSync(dataDir);
    const file = join(dataDir, DATABASE_FILE_NAME);
    writeFileSync(file, 'GARBAGE '.repeat(1000));
    const before = digest(file);
    const result = await web(dataDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`passage web: The store ${file} cannot be read`);
    expect(result.stderr).toContain('move it aside (rename it) and start Passage again');
    expectNoStack(result.stderr);
    expect(digest(file)).toBe(before);
  });

  it('a damaged store it can partly read: starts in recovery mode and says so', async () => {
    const dataDir = join(root, 'damaged');
    mkdirSync(dataDir);
    const file = join(dataDir, DATABASE_FILE_NAME);
    const store = openStore(file);
    store.voyages.create(sampleVoyage('Biscay'));
    for (let i = 0; i < 300; i++)
      store.responses.put({ url: `https://x.invalid/${i}`, kind: 'k', body: 'x'.repeat(900), fetchedAtUtc: 1 });
    store.close();
    overwritePages(file, leafPages(file, 'response_cache').slice(2, 4));
    const before = digest(file);
    const result = await web(dataDir);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Passage is running.');
    expect(result.stderr).toContain(`passage web: The store ${file} is damaged`);
    expectNoStack(result.stderr);
    expect(digest(file)).toBe(before);
  });
});

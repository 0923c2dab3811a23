// Issue 13 through the backend's api: a read-only data folder opens for review with saving off
// in words, a full disk says "the disk is full", a damaged store is reported by store.health
// and restored by store.restore, and a found data folder is tightened to owner-only.
// Tests run as root, whom chmod does not stop: the read-only folder is a read-only bind mount
// where `mount` is allowed, and the writable probe is injected otherwise; the full disk is a
// 1 MB tmpfs, and an injected SQLITE_FULL where mounting is not allowed.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../../electron/backend';
import { toIpcFailure } from '../../../../electron/backend/app/errors';
import { openStore } from '../../../../electron/backend/store/store';
import { digest, leafPages, overwritePages } from '../store/damage';
import { northSeaVoyage, testBackend } from './helpers';

const root = mkdtempSync(join(tmpdir(), 'passage-store-health-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;

function folderWithVoyage(name: string): string {
  const dir = join(root, `d${++n}`);
  mkdirSync(dir);
  const store = openStore(join(dir, DATABASE_FILE_NAME));
  store.voyages.create({ ...northSeaVoyage(), name });
  store.close();
  return dir;
}

function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    const probe = join(root, 'mount-probe');
    mkdirSync(probe, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const mountable = canMount();

function mode(path: string): number {
  return statSync(path).mode & 0o777;
}

describe('a read-only data folder', () => {
  it('opens for review and export; saving is off and says why (injected probe)', async () => {
    const dataDir = folderWithVoyage('Review only');
    const before = digest(join(dataDir, DATABASE_FILE_NAME));
    const reason = `The data folder ${dataDir} is on a read-only disk`;
    const b = await testBackend({ dataDir, store: { probeWritable: () => ({ writable: false, reason }) } });
    const health = await b.api['store.health']({});
    expect(health).toMatchObject({ state: 'read-only', canSave: false, canRestore: false });
    expect(health.problem).toContain(reason);
    expect(health.problem).toContain('reviewed and exported');
    const list = await b.api['voyages.list']({});
    expect(list.voyages.map((v) => v.name)).toEqual(['Review only']);
    const saving = b.api['voyages.save']({ voyage: northSeaVoyage() });
    await expect(saving).rejects.toMatchObject({ code: 'read-only' });
    await expect(saving).rejects.toThrow(`Saving is off: ${reason}`);
    // Settings hold for this launch only, so demo mode can still be switched on to look around.
    expect(await b.api['demo.enable']({})).toMatchObject({ enabled: true, reason: 'chosen' });
    // A setting changed is applied, and the answer says it is not saved, and why.
    const set = await b.api['settings.set']({ nightMode: true });
    expect(set.nightMode).toBe(true);
    expect(set.notSaved).toBe(
      `Settings hold for this launch only and are not saved: ${health.problem!.replace(/\.$/, '')}.`,
    );
    expect((await b.api['settings.get']({})).notSaved).toBe(set.notSaved);
    await b.close();
    expect(digest(join(dataDir, DATABASE_FILE_NAME))).toBe(before);
  });

  it('damaged as well: says it is damaged, and offers no restore it could not write', async () => {
    const dataDir = folderWithVoyage('Damaged and read-only');
    const file = join(dataDir, DATABASE_FILE_NAME);
    const filler = openStore(file);
    for (let i = 0; i < 300; i++) {
      filler.responses.put({ url: `https://x.invalid/${i}`, kind: 'k', body: 'x'.repeat(900), fetchedAtUtc: 1 });
    }
    filler.close();
    overwritePages(file, leafPages(file, 'response_cache').slice(2, 4));
    const reason = `The data folder ${dataDir} cannot be written by this user`;
    const b = await testBackend({ dataDir, store: { probeWritable: () => ({ writable: false, reason }) } });
    const health = await b.api['store.health']({});
    expect(health).toMatchObject({ state: 'damaged', check: 'damaged', canRestore: false });
    expect(health.problem).toContain('Its folder cannot be written');
    expect((await b.api['voyages.list']({})).voyages.map((v) => v.name)).toEqual(['Damaged and read-only']);
    await b.close();
  });

  it.runIf(mountable)('opens from a real read-only bind mount', async () => {
    const dataDir = folderWithVoyage('On a read-only mount');
    execFileSync('mount', ['--bind', dataDir, dataDir]);
    try {
      execFileSync('mount', ['-o', 'remount,ro,bind', dataDir]);
      const b = await testBackend({ dataDir });
      const health = await b.api['store.health']({});
      expect(health.state).toBe('read-only');
      expect(health.problem).toContain('is on a read-only disk');
      expect((await b.api['voyages.list']({})).voyages).toHaveLength(1);
      await expect(b.api['voyages.save']({ voyage: northSeaVoyage() })).rejects.toMatchObject({ code: 'read-only' });
      await b.close();
    } finally {
      execFileSync('umount', [dataDir]);
    }
  });
});

describe('a full disk', () => {
  it('a write refused with SQLITE_FULL answers "the disk is full" (injected)', () => {
    const error = Object.assign(new Error('database or disk is full'), { name: 'SqliteError', code: 'SQLITE_FULL' });
    const failure = toIpcFailure(error);
    expect(failure.code).toBe('disk-full');
    expect(failure.message).toMatch(/^The disk is full, so Passage could not save\. Nothing was lost/);
  });

  it.runIf(mountable)('on a 1 MB disk: saves fail in words, the store stays whole', async () => {
    const dataDir = join(root, `full${++n}`);
    mkdirSync(dataDir);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dataDir]);
    try {
      const b = await testBackend({ dataDir });
      // Fill what the store left free, then save until SQLite cannot append to its journal.
      for (let i = 0; ; i++) {
        try {
          writeFileSync(join(dataDir, `filler${i}`), Buffer.alloc(8192));
        } catch {
          break;
        }
      }
      let failure: unknown;
      for (let i = 0; i < 50 && failure === undefined; i++) {
        await b.api['voyages.save']({ voyage: { ...northSeaVoyage(), name: `Voyage ${i} ${'x'.repeat(180)}` } }).catch(
          (e: unknown) => {
            failure = e;
          },
        );
      }
      expect(failure).toMatchObject({ code: 'disk-full' });
      expect(String(failure)).toContain('The disk is full');
      expect(b.logs.join('\n')).not.toContain('unexpected');
      await b.close();
    } finally {
      // Lazy: a connection left open by a failed assertion must not hide that assertion.
      execFileSync('umount', ['-l', dataDir]);
    }
  });
});

describe('a damaged store through the api', () => {
  it('store.health says so and store.restore brings the voyages back', async () => {
    const dataDir = folderWithVoyage('Saved before');
    const first = await testBackend({ dataDir }); // a clean start: backup
    await first.api['voyages.save']({ voyage: { ...northSeaVoyage(), name: 'Saved since' } });
    await first.close();
    const file = join(dataDir, DATABASE_FILE_NAME);
    const filler = openStore(file);
    for (let i = 0; i < 300; i++)
      filler.responses.put({ url: `https://x.invalid/${i}`, kind: 'k', body: 'x'.repeat(900), fetchedAtUtc: 1 });
    filler.close();
    overwritePages(file, leafPages(file, 'response_cache').slice(2, 4));

    const b = await testBackend({ dataDir });
    const health = await b.api['store.health']({});
    expect(health).toMatchObject({ state: 'damaged', canRestore: true, check: 'damaged' });
    await expect(b.api['voyages.save']({ voyage: northSeaVoyage() })).rejects.toMatchObject({ code: 'read-only' });
    const result = await b.api['store.restore']({});
    expect(result.salvaged.map((v) => v.name)).toEqual(['Saved since']);
    const names = (await b.api['voyages.list']({})).voyages.map((v) => v.name).sort();
    expect(names).toEqual(['Saved before', 'Saved since']);
    expect((await b.api['voyages.save']({ voyage: northSeaVoyage() })).revision).toBe(1);
    expect((await b.api['store.health']({})).state).toBe('ok');
    await b.close();
  });
});

describe('a data folder found open to others', () => {
  it('is tightened to 0700, its store files to 0600', async () => {
    const dataDir = folderWithVoyage('Loose');
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, DATABASE_FILE_NAME), 0o644);
    const b = await testBackend({ dataDir });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, DATABASE_FILE_NAME))).toBe(0o600);
    await b.api['voyages.save']({ voyage: northSeaVoyage() });
    expect(mode(join(dataDir, `${DATABASE_FILE_NAME}-wal`))).toBe(0o600);
    expect(mode(join(dataDir, 'backups'))).toBe(0o700);
    await b.close();
  });

  it('a new one is made 0700 with its store 0600', async () => {
    const dataDir = join(root, `new${++n}`, 'passage');
    const b = await testBackend({ dataDir });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, DATABASE_FILE_NAME))).toBe(0o600);
    await b.close();
  });
});

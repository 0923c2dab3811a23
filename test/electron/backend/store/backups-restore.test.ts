// Issue 13: rolling backups (each clean start and before a migration, newest five, owner-only)
// and the restore of a damaged store: the last good backup back in place, the voyages saved
// since then salvaged row by row from the damaged file, which is renamed aside, never deleted.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../../../electron/backend/store/backups';
import {
  DATABASE_FILE_NAME,
  openManagedStore,
  type ManagedStoreOptions,
} from '../../../../electron/backend/store/managed-store';
import { openDatabase } from '../../../../electron/backend/store/database';
import { MIGRATIONS } from '../../../../electron/backend/store/migrations';
import { salvageRevisions } from '../../../../electron/backend/store/salvage';
import { openStore } from '../../../../electron/backend/store/store';
import { digest, leafPages, overwritePages } from './damage';
import { sampleVoyage } from './fixtures';

const root = mkdtempSync(join(tmpdir(), 'passage-backups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;

function newFolder(): string {
  const dir = join(root, `d${++n}`);
  mkdirSync(dir);
  return dir;
}

/** A wall clock for backup names, one minute per call from 2026-11-25 12:00 UTC. */
function minutes(): () => number {
  let ms = Date.UTC(2026, 10, 25, 12, 0, 0);
  return () => (ms += 60_000);
}

function mode(path: string): number {
  return statSync(path).mode & 0o777;
}

/** Damage pages of the response cache only: found by quick_check, the voyages stay readable. */
function damageCache(dir: string): void {
  const file = join(dir, DATABASE_FILE_NAME);
  const store = openStore(file);
  for (let i = 0; i < 300; i++)
    store.responses.put({ url: `https://x.invalid/${i}`, kind: 'k', body: 'x'.repeat(900), fetchedAtUtc: 1 });
  store.close();
  overwritePages(file, leafPages(file, 'response_cache').slice(2, 4));
}

describe('backups', () => {
  it('one per clean start, the newest five kept, owner-only in backups/', async () => {
    const dir = newFolder();
    const options: ManagedStoreOptions = { nowMs: minutes() };
    for (let i = 0; i < 7; i++) {
      const managed = await openManagedStore(dir, options);
      managed.store.voyages.create(sampleVoyage(`Voyage ${i}`));
      managed.close();
    }
    const backups = listBackups(join(dir, 'backups'));
    expect(backups).toHaveLength(5);
    expect(readdirSync(join(dir, 'backups'))).toHaveLength(5);
    // Newest first; the first start (an empty folder) took none, so the newest holds six voyages.
    expect(backups[0]?.path).toMatch(/passage-2026-11-25T12-06-00-000Z\.sqlite$/);
    expect(backups.at(-1)?.path).toMatch(/passage-2026-11-25T12-02-00-000Z\.sqlite$/);
    expect(mode(join(dir, 'backups'))).toBe(0o700);
    for (const backup of backups) expect(mode(backup.path)).toBe(0o600);
    const newest = openStore(backups[0]?.path ?? '');
    expect(newest.voyages.list()).toHaveLength(6);
    newest.close();
  });

  it('is taken before a migration, at the version the file had', async () => {
    const dir = newFolder();
    openDatabase(join(dir, DATABASE_FILE_NAME), { migrations: MIGRATIONS.slice(0, 2) }).close();
    const managed = await openManagedStore(dir, { nowMs: minutes() });
    managed.close();
    const [backup] = listBackups(join(dir, 'backups'));
    const db = new Database(backup?.path ?? '', { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    db.close();
    const current = new Database(join(dir, DATABASE_FILE_NAME), { readonly: true });
    expect(current.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    current.close();
  });
});

describe('restore', () => {
  it('puts the last good backup back, salvages the voyages saved since, keeps the damaged file', async () => {
    const dir = newFolder();
    const file = join(dir, DATABASE_FILE_NAME);
    const options: ManagedStoreOptions = { nowMs: minutes() };
    const first = await openManagedStore(dir, options);
    const biscay = first.store.voyages.create(sampleVoyage('Biscay'));
    first.close();
    const second = await openManagedStore(dir, options); // backup at 12:01 holds Biscay rev 1
    second.store.voyages.save(biscay.id, { ...sampleVoyage('Biscay'), speedsKn: [10, 11] });
    const lisbon = second.store.voyages.create(sampleVoyage('Lisbon'));
    second.close();
    damageCache(dir);
    const damagedDigest = digest(file);

    const managed = await openManagedStore(dir, options);
    const health = managed.health();
    expect(health).toMatchObject({ state: 'damaged', canRestore: true });
    expect(health.restoreFrom?.file).toMatch(/12-01-00-000Z\.sqlite$/);
    expect(health.problem).toContain('Restore the last good backup');

    const result = await managed.restore();
    expect(result.restoredFromUtc).toBe(Date.UTC(2026, 10, 25, 12, 1) / 1000);
    expect(result.salvaged).toEqual(
      expect.arrayContaining([
        { id: biscay.id, name: 'Biscay', revisionsAdded: 1 },
        { id: lisbon.id, name: 'Lisbon', revisionsAdded: 1 },
      ]),
    );
    expect(result.message).toMatch(
      /^The backup of 2026-11-25 12:01 UTC was restored\. Recovered from the damaged store: 2 voyages/,
    );
    expect(result.message).toContain(`kept as ${result.damagedFileKeptAs}`);
    // The damaged file is set aside whole, never deleted or changed.
    expect(digest(result.damagedFileKeptAs)).toBe(damagedDigest);
    expect(mode(file)).toBe(0o600);

    expect(managed.health()).toMatchObject({ state: 'ok', canSave: true, problem: null });
    expect(managed.store.voyages.get(biscay.id)?.revision).toBe(2);
    expect(managed.store.voyages.get(biscay.id)?.voyage.speedsKn).toEqual([10, 11]);
    expect(managed.store.voyages.get(lisbon.id)?.voyage.name).toBe('Lisbon');
    // Saving works again, through the same store object the services hold.
    expect(managed.store.voyages.create(sampleVoyage('After')).revision).toBe(1);
    managed.close();

    const reopened = await openManagedStore(dir, options);
    expect(reopened.health().state).toBe('ok');
    expect(reopened.store.voyages.list()).toHaveLength(3);
    reopened.close();
  });

  it('with no backup starts a new store holding what could be read', async () => {
    const dir = newFolder();
    const store = openStore(join(dir, DATABASE_FILE_NAME));
    store.voyages.create(sampleVoyage('Only copy'));
    store.close();
    damageCache(dir);
    const managed = await openManagedStore(dir);
    expect(managed.health()).toMatchObject({ state: 'damaged', restoreFrom: null, backupCount: 0 });
    expect(managed.health().problem).toContain('There is no backup to restore');
    const result = await managed.restore();
    expect(result).toMatchObject({ restoredFromUtc: null, salvaged: [{ name: 'Only copy', revisionsAdded: 1 }] });
    expect(result.message).toMatch(/^No good backup existed, so a new store was started\./);
    expect(managed.store.voyages.list().map((v) => v.name)).toEqual(['Only copy']);
    expect(existsSync(result.damagedFileKeptAs)).toBe(true);
    managed.close();
  });

  it('is refused for a store that is not damaged', async () => {
    const managed = await openManagedStore(newFolder());
    await expect(managed.restore()).rejects.toMatchObject({ code: 'conflict' });
    managed.close();
  });
});

describe('salvage', () => {
  it('reads revisions row by row, skipping the ones on an overwritten page', () => {
    const file = join(newFolder(), DATABASE_FILE_NAME);
    const store = openStore(file);
    const long = sampleVoyage();
    const waypoints = Array.from({ length: 40 }, (_, i) => ({
      id: `w${i}`,
      name: `Waypoint ${i}`,
      position: { lat: 50 - i * 0.1, lon: -5 - i * 0.1 },
      legGeometry: 'rhumb' as const,
    }));
    for (let i = 0; i < 60; i++) {
      store.voyages.create({
        ...long,
        name: `V${i}`,
        route: { name: `V${i}`, waypoints },
        speedsKn: waypoints.slice(1).map(() => 12),
      });
    }
    store.close();
    const pages = leafPages(file, 'voyage_revisions');
    expect(pages.length).toBeGreaterThan(4);
    overwritePages(file, [pages[2] ?? 0]);
    const salvage = salvageRevisions(file);
    expect(salvage.unreadableRows).toBeGreaterThan(0);
    expect(salvage.revisions.length).toBeGreaterThan(30);
    expect(salvage.revisions.length + salvage.unreadableRows).toBeLessThanOrEqual(60);
  });

  it('counts a revision whose JSON is no longer a voyage as unreadable', () => {
    const file = join(newFolder(), DATABASE_FILE_NAME);
    const store = openStore(file);
    store.voyages.create(sampleVoyage('Good'));
    store.voyages.create(sampleVoyage('Bad'));
    store.close();
    const db = new Database(file);
    db.prepare(
      "UPDATE voyage_revisions SET voyage_json = '{\"name\": 3}' WHERE json_extract(voyage_json, '$.name') = 'Bad'",
    ).run();
    db.close();
    const salvage = salvageRevisions(file);
    expect(salvage.revisions.map((r) => r.name)).toEqual(['Good']);
    expect(salvage.unreadableRows).toBe(1);
  });
});

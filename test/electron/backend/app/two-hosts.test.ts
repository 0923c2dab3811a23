// Issue 27: two hosts on one data folder (`passage web` twice, or the desktop app and `passage
// web`) saving one voyage on the same base revision. The revision check and the write were
// separate steps, so both could be taken (2 of 10 race trials) and one save was lost silently.
// Now the check is inside the write's transaction: each round exactly one save is taken and the
// other is refused as a conflict in words; no revision is lost or doubled.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { createBackend } from '../../../../electron/backend';
import { StoreRevisionConflict } from '../../../../electron/backend/store/errors';
import { openStore } from '../../../../electron/backend/store/store';
import { fakeHost, northSeaVoyage } from './helpers';

const CHILD = fileURLToPath(new URL('./two-hosts-child.ts', import.meta.url));
const TRIALS = 12;
const ROUND_MS = 150;
const dataDir = mkdtempSync(join(tmpdir(), 'passage-two-hosts-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function host(id: string, startMs: number, tag: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CHILD, dataDir, id, String(startMs), String(TRIALS), String(ROUND_MS), tag],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out.trim().split('\n')) : reject(new Error(`host ${tag} exited ${code}: ${err}`)),
    );
  });
}

it('two processes saving one voyage on the same base: one save a round is taken, the other refused', async () => {
  const first = await createBackend({ dataDir, host: fakeHost(), log: () => {} });
  const { id } = await first.api['voyages.save']({ voyage: northSeaVoyage() });
  await first.close();

  // Both processes start (open the store) first; the rounds begin together 4 s from now.
  const startMs = Date.now() + 4000;
  const [a, b] = await Promise.all([host(id, startMs, 'A'), host(id, startMs, 'B')]);
  const rounds = Array.from({ length: TRIALS }, (_, t) =>
    [a[t], b[t]].map((line) => line?.split(' ').slice(1).join(' ')),
  );
  for (const [t, results] of rounds.entries()) {
    expect(
      results.filter((r) => r === `ok ${t + 2}`),
      `round ${t}: ${results.join(', ')}`,
    ).toHaveLength(1);
    expect(
      results.filter((r) => r === 'conflict'),
      `round ${t}: ${results.join(', ')}`,
    ).toHaveLength(1);
  }

  // Every taken save is one revision, in order, none lost or doubled.
  const after = await createBackend({ dataDir, host: fakeHost(), log: () => {} });
  try {
    const { revisions } = await after.api['voyages.history']({ id });
    expect(revisions.map((r) => r.revision)).toEqual(Array.from({ length: TRIALS + 1 }, (_, i) => TRIALS + 1 - i));
    expect(revisions.slice(0, TRIALS).map((r) => r.name)).toEqual(
      Array.from({ length: TRIALS }, (_, i) =>
        expect.stringMatching(new RegExp(`^Round ${TRIALS - 1 - i} from [AB]$`)),
      ),
    );
  } finally {
    await after.close();
  }
}, 60_000);

it('the store itself refuses a save on a stale base, in the write transaction, whoever checked before', () => {
  // Two connections to one file, as two processes hold them: B saves after A last looked.
  const dir = mkdtempSync(join(tmpdir(), 'passage-two-stores-'));
  const a = openStore(join(dir, 'passage.db'));
  const b = openStore(join(dir, 'passage.db'));
  try {
    const { id } = a.voyages.create(northSeaVoyage());
    expect(a.voyages.get(id)?.revision).toBe(1);
    b.voyages.save(id, { ...northSeaVoyage(), name: 'From B' }, { baseRevision: 1 });
    expect(() => a.voyages.save(id, { ...northSeaVoyage(), name: 'From A' }, { baseRevision: 1 })).toThrow(
      StoreRevisionConflict,
    );
    expect(a.voyages.history(id).map((r) => [r.revision, r.name])).toEqual([
      [2, 'From B'],
      [1, northSeaVoyage().name],
    ]);
  } finally {
    a.close();
    b.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

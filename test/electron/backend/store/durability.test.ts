// A saved voyage is never lost: a child process saving in a tight loop is SIGKILLed, and the
// database it leaves passes integrity_check with the last voyage it reported committed intact.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../../electron/backend/store/store';

const dir = mkdtempSync(join(tmpdir(), 'passage-durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const CHILD = fileURLToPath(new URL('./durability-child.ts', import.meta.url));

/** Runs the child until it has reported `commits` saves, SIGKILLs it, and returns the lines it printed. */
function saveUntilKilled(path: string, commits: number): Promise<{ lines: string[]; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, path], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.split('\n').length > commits && !child.killed) child.kill('SIGKILL');
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`child ended without being killed: ${err}`));
      // Only whole lines count: a line cut by the kill was not reported.
      else resolve({ lines: out.split('\n').slice(0, -1), signal });
    });
  });
}

describe('durability', () => {
  it('keeps the last committed voyage through a SIGKILL mid-loop', async () => {
    const path = join(dir, 'killed.sqlite');
    const { lines, signal } = await saveUntilKilled(path, 300);
    expect(signal).toBe('SIGKILL');
    expect(lines.length).toBeGreaterThanOrEqual(300);

    const [lastId = '', lastRevision = ''] = lines[lines.length - 1]!.split(' ');
    const store = openStore(path);
    expect(store.integrityCheck()).toBe('ok');
    const last = store.voyages.get(lastId, Number(lastRevision));
    expect(last?.revision).toBe(Number(lastRevision));
    expect(last?.voyage.route.waypoints).toHaveLength(200);
    expect(store.voyages.get(lastId)!.revision).toBeGreaterThanOrEqual(Number(lastRevision));
    // Every voyage reported is there, at least at the revision reported.
    const reported = new Map(lines.map((line) => line.split(' ')).map(([id = '', rev = '']) => [id, Number(rev)]));
    for (const [id, revision] of reported) expect(store.voyages.get(id, revision)?.id).toBe(id);
    store.close();
  });
});

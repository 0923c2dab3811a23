// The bench runner's quick-mode logic with a fake section (fake-section.mjs): how each ending is
// classified, that a section over its time limit is stopped with everything it started, and the
// exit code. No timing is asserted: the limits only need to be far apart from the fake's work.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitCode, runSection, type SectionOutcome } from '../../bench/runner';

const FAKE = join(import.meta.dirname, 'fake-section.mjs');
const dir = mkdtempSync(join(tmpdir(), 'passage-bench-runner-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the fake section in `mode`; returns its outcome, the lines it printed and its grandchild's pid file. */
async function fake(mode: string, timeLimitMs = 60_000) {
  const pidFile = join(dir, `${mode}.pid`);
  const lines: string[] = [];
  const outcome = await runSection({
    name: `fake-${mode}`,
    command: [process.execPath, FAKE, mode, pidFile],
    timeLimitMs,
    onLine: (line) => lines.push(line),
    stderr: 'ignore',
  });
  return { outcome, lines, pidFile };
}

/** Whether the process exists and is not a zombie waiting to be reaped (Linux: /proc). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return process.platform !== 'linux';
  return !/^\d+ \(.*\) Z/.test(readFileSync(stat, 'utf8'));
}

/** Waits (generously) for the process to be gone; false if it is still there. */
async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((done) => setTimeout(done, 50));
  return !alive(pid);
}

describe('runSection', () => {
  it('passes the section its rows and reads its targets; a missed target is not a failure', async () => {
    const { outcome, lines } = await fake('ok');
    expect(outcome).toEqual({
      name: 'fake-ok',
      kind: 'ok',
      targets: [{ label: 'fake target', met: false, detail: 'missed, which is not a failure' }],
    });
    expect(lines).toEqual(['## fake section', '  a row']);
  });

  it('fails a section that throws', async () => {
    const { outcome } = await fake('throw');
    expect(outcome).toEqual({ name: 'fake-throw', kind: 'failed', why: 'exited with code 1' });
  });

  it('fails a section that exits with a code other than 0', async () => {
    expect((await fake('exit-3')).outcome).toEqual({ name: 'fake-exit-3', kind: 'failed', why: 'exited with code 3' });
  });

  it('fails a section that ends without its targets, or with targets it cannot read', async () => {
    expect((await fake('no-targets')).outcome).toMatchObject({
      kind: 'failed',
      why: 'ended without reporting its targets',
    });
    expect((await fake('bad-targets')).outcome).toMatchObject({
      kind: 'failed',
      why: 'reported targets that cannot be read',
    });
  });

  it('stops a section that outlives its time limit, and the processes it started', async () => {
    const { outcome, lines, pidFile } = await fake('hang', 1500);
    expect(outcome).toEqual({ name: 'fake-hang', kind: 'timed-out', why: 'still running after 1.5 s: stopped' });
    expect(lines).toEqual(['## fake section']);
    expect(await gone(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
  });

  it('kills a section that ignores SIGTERM', async () => {
    const { outcome, pidFile } = await fake('hang-hard', 1500);
    expect(outcome.kind).toBe('timed-out');
    expect(await gone(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
  });

  it('fails a section that cannot be started', async () => {
    const outcome = await runSection({
      name: 'missing',
      command: [join(dir, 'no-such-program')],
      timeLimitMs: 60_000,
      onLine: () => {},
    });
    expect(outcome).toMatchObject({ name: 'missing', kind: 'failed' });
  });
});

describe('exitCode', () => {
  const ok: SectionOutcome = { name: 'a', kind: 'ok', targets: [{ label: 't', met: false, detail: '' }] };
  it('is 0 when every section ran, whatever its targets', () => {
    expect(exitCode([ok, ok])).toBe(0);
    expect(exitCode([])).toBe(0);
  });
  it('is 1 when any section failed or timed out', () => {
    expect(exitCode([ok, { name: 'b', kind: 'failed', why: 'exited with code 1' }])).toBe(1);
    expect(exitCode([{ name: 'c', kind: 'timed-out', why: 'still running' }, ok])).toBe(1);
  });
});

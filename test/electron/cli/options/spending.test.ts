// A ceiling on what a command spends: --max-credits refuses (exit 1, nothing spent) an estimate
// over it; without it a live command asks at a terminal before spending more than 500 credits
// and refuses in a script, naming the option to give; the demo service's credits are not asked about.
import { describe, expect, it } from 'vitest';
import {
  ASK_ABOVE_CREDITS,
  approveSpending,
  readMaxCredits,
  type SpendingChoice,
} from '../../../../electron/cli/options/spending';
import { runOptimise } from '../../../../electron/cli/optimise';
import { main } from '../../../../electron/cli/main';
import { runReport } from '../../../../electron/cli/report';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const LIVE: SpendingChoice = { command: 'optimise', estimate: 800, maxCredits: undefined, demo: false, ask: undefined };

describe('approveSpending', () => {
  it('refuses an estimate over --max-credits, live or demo, and lets one at or under it through', async () => {
    for (const demo of [false, true]) {
      await expect(approveSpending({ ...LIVE, demo, maxCredits: 799 })).rejects.toThrow(
        /about 800 credits, more than --max-credits 799: nothing was spent/,
      );
      await expect(approveSpending({ ...LIVE, demo, maxCredits: 800 })).resolves.toBeUndefined();
    }
    await expect(approveSpending({ ...LIVE, estimate: 0, maxCredits: 0 })).resolves.toBeUndefined();
  });

  it('asks before a big live spend, and goes on only on yes', async () => {
    const asked: string[] = [];
    const answer = (yes: boolean) => async (question: string) => {
      asked.push(question);
      return yes;
    };
    await expect(approveSpending({ ...LIVE, ask: answer(true) })).resolves.toBeUndefined();
    await expect(approveSpending({ ...LIVE, ask: answer(false) })).rejects.toThrow(/not spending 800 credits/);
    expect(asked).toEqual([
      'passage optimise: spend about 800 credits? [y/N] ',
      'passage optimise: spend about 800 credits? [y/N] ',
    ]);
    // At or under the threshold, and on the demo service, nothing is asked.
    await expect(
      approveSpending({ ...LIVE, estimate: ASK_ABOVE_CREDITS, ask: answer(false) }),
    ).resolves.toBeUndefined();
    await expect(approveSpending({ ...LIVE, demo: true, ask: answer(false) })).resolves.toBeUndefined();
    expect(asked).toHaveLength(2);
  });

  it('refuses a big live spend in a script, naming the option that allows it', async () => {
    await expect(approveSpending(LIVE)).rejects.toThrow(
      /there is no terminal to ask at: nothing was spent\. Give --max-credits 800 \(or more\) to allow it\./,
    );
  });

  it('reads --max-credits as a whole number of credits', () => {
    expect(readMaxCredits({})).toBeUndefined();
    expect(readMaxCredits({ 'max-credits': '800' })).toBe(800);
    expect(() => readMaxCredits({ 'max-credits': '' })).toThrow(/needs a number of credits/);
    expect(() => readMaxCredits({ 'max-credits': '1.5' })).toThrow(/whole number/);
    expect(() => readMaxCredits({ 'max-credits': '-3' })).toThrow(/whole number 0\.\.10000000/);
  });
});

describe('passage optimise --max-credits', () => {
  const nowUtc = (): number => Date.UTC(2026, 11, 1) / 1000;
  const BASE = ['--from', '55.5,7', '--to', '57.9,11.2', '--depart', '2026-12-01T03:00Z', '--speed', '12'];

  it('refuses with exit 1 when the estimate is over the ceiling, having asked nothing but the estimate', async () => {
    const out = { stdout: '', stderr: '' };
    const io = { stdout: (t: string) => void (out.stdout += t), stderr: (t: string) => void (out.stderr += t) };
    const code = await runOptimise([...BASE, '--demo', '--max-credits', '10'], io, { nowUtc }).catch((e: unknown) => e);
    expect(code).toMatchObject({ name: 'InputError', field: '--max-credits' });
    expect((code as Error).message).toMatch(/more than --max-credits 10: nothing was spent/);
    expect(out.stderr).toMatch(/places over the corridor: about \d+ credits/);
    expect(out.stdout).toBe('');
  });

  it('exits 1 from the command line, and 2 for a ceiling that is no number', async () => {
    const out = { stdout: '', stderr: '' };
    const io = { stdout: (t: string) => void (out.stdout += t), stderr: (t: string) => void (out.stderr += t) };
    expect(await main(['optimise', ...BASE, '--demo', '--max-credits', 'lots'], io)).toBe(2);
    expect(out.stderr).toMatch(/--max-credits must be a whole number/);
  });
});

describe('passage report --max-credits', () => {
  it('refuses before the forecast is fetched and writes no report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'passage-spending-'));
    try {
      const file = join(dir, 'report.html');
      const out = { stdout: '', stderr: '' };
      const io = { stdout: (t: string) => void (out.stdout += t), stderr: (t: string) => void (out.stderr += t) };
      const route = resolve(import.meta.dirname, '../../../fixtures/reports/bishop-rock-ambrose.geojson');
      const error: unknown = await runReport(
        [route, '--speed', '14', '--depart', '2024-09-14T06:00Z', '--demo', '--out', file, '--max-credits', '1'],
        io,
        { nowUtc: () => Date.UTC(2024, 8, 14) / 1000 },
      ).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(/more than --max-credits 1: nothing was spent/);
      expect(out.stderr).not.toMatch(/fetching the forecast/);
      expect(existsSync(file)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

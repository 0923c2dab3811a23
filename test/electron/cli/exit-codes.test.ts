// The CLI's exit-code table, the same for every command and option: 2 for a usage error
// (unknown option, missing value, wrong number of files, a value not of its kind), 1 for bad
// input (a value out of range, a file that cannot be read). Options are checked before any
// file is read, so the route file here does not even exist.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main';

const dir = mkdtempSync(join(tmpdir(), 'passage-exit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MISSING = join(dir, 'not-there.geojson');
const ROUTE = join(import.meta.dirname, '../../fixtures/routes/rotterdam-new-york.geojson');

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

/** Each command with its files, ready for one more option. */
const COMMANDS: Record<string, string[]> = {
  schedule: ['schedule', MISSING],
  convert: ['convert', MISSING, join(dir, 'out.gpx')],
  report: ['report', MISSING, '--out', join(dir, 'report.html'), '--demo'],
};

const OPTION_CASES: [string[], 1 | 2, string][] = [
  [['--bogus'], 2, "Unknown option '--bogus'"],
  [['--speed'], 2, "Option '--speed <value>' argument missing"],
  [['--speed', 'NaN'], 2, '--speed must be a number, got "NaN".'],
  [['--speed', 'fast'], 2, '--speed must be a number, got "fast".'],
  [['--speeds', '12,,14'], 2, '--speeds entry 2 must be a number, got "".'],
  [['--speed', '12', '--speeds', '12,13'], 2, 'give --speed or --speeds, not both.'],
  [['--depart', 'tomorrow'], 2, '--depart must be an ISO 8601 date-time with its zone'],
  [['--depart', '2026-12-01T06:00'], 2, '--depart "2026-12-01T06:00" has no time zone'],
  [['--speed', '0'], 1, '--speed must be 0.1..60 kn, got 0 kn.'],
  [['--speed', '1e-12'], 1, '--speed must be 0.1..60 kn, got 1e-12 kn.'],
  [['--speed', '61'], 1, '--speed must be 0.1..60 kn, got 61 kn.'],
  [['--speeds', '12,0.01'], 1, '--speeds entry 2 must be 0.1..60 kn, got 0.01 kn.'],
  [['--depart', '99999-01-01T00:00Z'], 1, 'the departure must be in the years 1970..2200.'],
  [['--depart', '1900-01-01T00:00Z'], 1, 'the departure must be in the years 1970..2200.'],
  [['--depart', '2026-02-30T06:00Z'], 1, 'is not a real date and time.'],
];

describe.each(Object.keys(COMMANDS))('passage %s', (name) => {
  it.each(OPTION_CASES)('%j exits %i before reading any file', async (option, code, words) => {
    const r = await run([...COMMANDS[name]!, ...option]);
    expect(r.code).toBe(code);
    expect(r.stdout).toBe('');
    expect(r.stderr.startsWith(`passage ${name}: `)).toBe(true);
    expect(r.stderr).toContain(words);
    expect(r.stderr).not.toContain('no such file');
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  it('exits 1 for a route file that is not there, naming it', async () => {
    const r = await run([...COMMANDS[name]!, '--speed', '12']);
    expect(r).toEqual({ code: 1, stdout: '', stderr: `passage ${name}: ${MISSING}: no such file.\n` });
  });
});

describe('the number of files', () => {
  it.each([
    [['schedule'], 'give exactly one route file.'],
    [['schedule', ROUTE, ROUTE], 'give exactly one route file.'],
    [['convert', ROUTE], 'give the file to read and the file to write.'],
    [['convert', ROUTE, join(dir, 'a.gpx'), join(dir, 'b.gpx')], 'give the file to read and the file to write.'],
    [['report', '--out', join(dir, 'r.html')], 'give exactly one route file.'],
    [['sandbox', 'extra'], 'takes no file or word "extra".'],
    [['web', 'extra'], 'takes no file or word "extra".'],
  ])('%j is a usage error (exit 2)', async (argv, words) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(words);
  });
});

describe('schedule bounds', () => {
  it('refuses `--speed 1e-12 --step 1e15` in words (was RangeError: Invalid time value)', async () => {
    const r = await run(['schedule', ROUTE, '--speed', '1e-12', '--step', '1e15']);
    expect(r).toEqual({ code: 1, stdout: '', stderr: 'passage schedule: --speed must be 0.1..60 kn, got 1e-12 kn.\n' });
  });

  it.each([
    [['--step', '1e15'], 1, '--step must be 0.25..24 h, got 1000000000000000 h.'],
    [['--step', '0.1'], 1, '--step must be 0.25..24 h, got 0.1 h.'],
    [['--step', 'hourly'], 2, '--step must be a number, got "hourly".'],
  ])('%j exits %i', async (option, code, words) => {
    const r = await run(['schedule', MISSING, '--speed', '12', ...option]);
    expect(r).toEqual({ code, stdout: '', stderr: `passage schedule: ${words}\n` });
  });

  it('refuses a voyage that would arrive after the year 9999 instead of printing ETAs without minutes', async () => {
    // 1,499 legs of 5,100 NM along 60°S (clear of land) at 0.1 kn: about 8,700 years.
    const coordinates = Array.from({ length: 1500 }, (_, i) => [i % 2 === 0 ? -100 : 70, -60]);
    const far = join(dir, 'far.geojson');
    writeFileSync(far, JSON.stringify({ type: 'LineString', coordinates }));
    for (const argv of [
      ['schedule', far, '--json'],
      ['convert', far, join(dir, 'far.rtz')],
    ]) {
      const r = await run([...argv, '--speed', '0.1', '--depart', '2200-01-01T00:00Z']);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(
        /: at these speeds and stays the voyage would last 87\d\d years and arrive after the year 9999; check the speeds and stays\.\n$/,
      );
    }
  }, 60_000);

  it('schedules the slowest ship and the finest step it allows, from the last departure allowed', async () => {
    const r = await run(['schedule', ROUTE, '--speed', '0.1', '--step', '0.25', '--depart', '2200-12-31T23:59Z']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Departure 2200-12-31 23:59Z  Arrival 2204-10-04 10:06Z');
  });
});

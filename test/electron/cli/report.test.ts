// `passage report`, run in-process on the demo service's clock: a route file in, the report
// out as PDF (read back with pdftotext) or CSV; usage errors, and no Chromium said before any
// credit is spent.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main';
import { runReport, standingImportWarnings } from '../../../electron/cli/report';
import { NO_CHROMIUM_MESSAGE } from '../../../electron/backend/app/reports/pdf/chromium';
import type { RouteImport } from '../../../shared/formats';
import { fileMethods } from '../../../shared/ipc/methods/files';
import { ATLANTIC_NOW_UTC, requireTool, resultsDir } from '../backend/reports/helpers';
import { recorder } from './cli-fixtures';

const ROUTE = resolve(import.meta.dirname, '../../fixtures/reports/bishop-rock-ambrose.geojson');

describe('passage report', () => {
  it('writes a PDF report of a route file against the demo service, DEMO on every page', async () => {
    requireTool('pdftotext');
    const file = join(resultsDir('cli'), 'bishop-rock-ambrose.pdf');
    const { out, io } = recorder();
    const code = await runReport(
      [
        ROUTE,
        '--speed',
        '14',
        '--depart',
        '2024-09-14T06:00Z',
        '--demo',
        '--out',
        file,
        '--prepared-by',
        '2/O A. Mate',
      ],
      io,
      { nowUtc: () => ATLANTIC_NOW_UTC },
    );
    expect(out.stderr).toContain('demo service: synthetic data, not for navigation');
    expect(code).toBe(0);
    expect(out.stdout).toMatch(
      new RegExp(
        `^Wrote ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(PDF, A4, \\d+ kB\\): DEMO DATA, not for navigation\\.\\n$`,
      ),
    );
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(pages.every((p) => p.includes('DEMO DATA - synthetic, not for navigation'))).toBe(true);
    // The voyage is named after the route in the file; the departure and speed are the command's.
    expect(pages[0]).toContain('Bishop Rock - Ambrose');
    expect(pages[0]).toContain('2024-09-14 06:00Z');
    expect(pages[0]).toMatch(/Planned speed\s+14\.0 kn/);
    expect(pages.join('\n')).toContain('2/O A. Mate');
  }, 120_000);

  it('writes the waypoint table as CSV', async () => {
    const file = join(resultsDir('cli'), 'bishop-rock-ambrose-waypoints.csv');
    const { out, io } = recorder();
    const code = await runReport(
      [
        ROUTE,
        '--speeds',
        '14,14,10',
        '--depart',
        '2024-09-14T06:00Z',
        '--demo',
        '--out',
        file,
        '--table',
        'waypoints',
        '--name',
        'Westbound 38',
      ],
      io,
      { nowUtc: () => ATLANTIC_NOW_UTC },
    );
    expect(code).toBe(0);
    expect(out.stdout).toContain('(waypoints table, CSV,');
    const lines = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/^4,wp4,Ambrose Light,40\.45,-73\.8,/);
    expect(lines[4]).toContain(',rhumb,');
    expect(lines[4]?.split(',')[10]).toBe('10');
  }, 120_000);

  it('says there is no Chromium before fetching anything, when a PDF is asked for', async () => {
    const { out, io } = recorder();
    const createBackend = async (): Promise<never> => {
      throw new Error('no backend may start: nothing is to be fetched without a way to print');
    };
    const code = await runReport([ROUTE, '--speed', '14', '--demo', '--out', 'x.pdf'], io, {
      chromium: null,
      createBackend,
    });
    expect(code).toBe(1);
    expect(out.stderr).toBe(`passage report: ${NO_CHROMIUM_MESSAGE}\n`);
  });

  it('refuses wrong usage with exit code 2 and what to do', async () => {
    const cases: [string[], RegExp][] = [
      [['report', ROUTE, '--speed', '14'], /--out FILE/],
      [['report', ROUTE, '--speed', '14', '--out', 'r.docx'], /--out must end in \.pdf, \.html or \.csv/],
      [['report', ROUTE, '--speed', '14', '--out', 'r.pdf', '--paper', 'A3'], /--paper must be A4 or Letter/],
      [
        ['report', ROUTE, '--speed', '14', '--out', 'r.pdf', '--table', 'waypoints'],
        /--table is for a \.csv report only/,
      ],
      [['report', '--speed', '14', '--out', 'r.pdf'], /give exactly one route file/],
      [['report', ROUTE, '--out', 'r.html', '--demo'], /give the planned speed/],
    ];
    for (const [argv, message] of cases) {
      const { out, io } = recorder();
      expect(await main(argv, io), argv.join(' ')).toBe(2);
      expect(out.stderr).toMatch(message);
    }
    const { out, io } = recorder();
    expect(await main(['report', '--help'], io)).toBe(0);
    expect(out.stdout).toContain('Usage: passage report <route file>');
  });
});

describe('standingImportWarnings', () => {
  const imported: RouteImport = {
    format: 'rtz',
    route: { name: 'r', waypoints: [] },
    staysS: {},
    scheduleDifferences: [],
    warnings: [
      { kind: 'file', file: 'r.rtz', where: 'waypoint 2, line 9', message: 'the radius is missing; 0.5 NM is used.' },
      {
        kind: 'schedule',
        file: 'r.rtz',
        where: 'schedule "Calc", waypoint 3',
        message: "the file's ETA is 2026-12-02 06:00Z; Passage makes it 2026-12-02 06:20Z, 20 min later.",
      },
      { kind: 'land', file: 'r.rtz', where: 'leg 2', message: 'Leg 2 runs over land.' },
    ],
  };

  it('keeps what the file said, its schedule differences only when its schedule is sailed, never land (the report checks it)', () => {
    expect(standingImportWarnings(imported, true)).toEqual([
      'r.rtz, waypoint 2, line 9: the radius is missing; 0.5 NM is used.',
      'r.rtz, schedule "Calc", waypoint 3: the file\'s ETA is 2026-12-02 06:00Z; Passage makes it 2026-12-02 06:20Z, 20 min later.',
    ]);
    expect(standingImportWarnings(imported, false)).toEqual([
      'r.rtz, waypoint 2, line 9: the radius is missing; 0.5 NM is used.',
    ]);
  });

  // Issue 27: 10,000 warnings went to reports.export as 10,000 lines, which it refuses: after the
  // forecast was paid for.
  it('gives a warning at many places once, within what reports.export takes', () => {
    const many: RouteImport = {
      ...imported,
      warnings: [
        ...Array.from({ length: 10_000 }, (_, i) => ({
          kind: 'file' as const,
          file: 'r.rtz',
          where: `waypoint ${i + 1}`,
          message: 'has no revision (RTZ 1.2 requires one); read as revision 0.',
        })),
        ...Array.from({ length: 300 }, (_, i) => ({
          kind: 'file' as const,
          file: 'r.rtz',
          where: `line ${i}`,
          message: `"${'x'.repeat(2_000)}${i}" is not a date and time; ignored.`,
        })),
      ],
    };
    const lines = standingImportWarnings(many, true);
    expect(lines[0]).toBe(
      'r.rtz, waypoint 1; waypoint 2; waypoint 3 and 9,997 more: has no revision (RTZ 1.2 requires one); read as revision 0.',
    );
    expect(lines.at(-1)).toBe('… and 202 more warnings, not listed.');
    const input = { voyageId: 'v', format: 'html', target: 'content', importWarnings: lines };
    expect(fileMethods['reports.export'].input.safeParse(input).success).toBe(true);
  });
});

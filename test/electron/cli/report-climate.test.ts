// `passage report` of a voyage departing in three months: the command fetches the climate along
// the route first (the forecast reaches none of it), so the CSV climate table and the HTML's
// climate section hold it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runReport } from '../../../electron/cli/report';
import { ATLANTIC_NOW_UTC, resultsDir } from '../backend/reports/helpers';
import { recorder } from './cli-fixtures';

const ROUTE = resolve(import.meta.dirname, '../../fixtures/reports/bishop-rock-ambrose.geojson');

describe('passage report beyond the forecast range', () => {
  it('fetches the climate along the route and writes it as the climate table', async () => {
    const file = join(resultsDir('cli'), 'bishop-rock-ambrose-climate.csv');
    const { out, io } = recorder();
    const code = await runReport(
      [ROUTE, '--speed', '14', '--depart', '2024-12-13T06:00Z', '--demo', '--out', file, '--table', 'climate'],
      io,
      { nowUtc: () => ATLANTIC_NOW_UTC },
    );
    expect(out.stderr).toContain(
      'passage report: the voyage ends beyond the forecast range: fetching the climate along the route...',
    );
    expect(code).toBe(0);
    expect(out.stdout).toContain('(climate table, CSV,');
    const lines = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^where,distance_nm,.*,mean_wind_kn,mean_gust_kn,data_source$/);
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines[1]).toMatch(/^departure,0,/);
    expect(lines.slice(1).every((l) => l.includes('climate 10-year monthly mean, DEMO'))).toBe(true);
  }, 120_000);

  it('does not ask for the climate of a voyage within the forecast range', async () => {
    const file = join(resultsDir('cli'), 'bishop-rock-ambrose-near.html');
    const { out, io } = recorder();
    const code = await runReport(
      [ROUTE, '--speed', '14', '--depart', '2024-09-14T06:00Z', '--demo', '--out', file, '--no-ensemble'],
      io,
      { nowUtc: () => ATLANTIC_NOW_UTC },
    );
    expect(code).toBe(0);
    expect(out.stderr).not.toContain('climate');
    expect(readFileSync(file, 'utf8')).not.toContain('Climate along the route');
  }, 120_000);
});

// reports.export as the UI calls it: one self-contained HTML file, the two CSV tables, the
// revision a report belongs to, the schedule-only report, saving to a file, and the failures
// a navigator can meet, in words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeHost, type TestBackend } from '../app/helpers';
import { atlanticVoyage, exportBytes, reportBackend, savedWithForecast } from './helpers';

/** A CSV file as rows of fields (RFC 4180 quoting), without its byte-order mark. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field).toBe('');
  return rows;
}

describe('reports.export', () => {
  let b: TestBackend;
  let ids: { voyageId: string; snapshotId: string; revision: number };
  const host = fakeHost();

  beforeAll(async () => {
    b = await reportBackend(host);
    const hostile = atlanticVoyage({ name: 'Trader </style><script>alert(1)</script> & "Q"' });
    hostile.route.waypoints[1] = { ...hostile.route.waypoints[1]!, name: '=HYPERLINK("http://x.example","Cape Race")' };
    ids = await savedWithForecast(b, hostile);
  }, 120_000);
  afterAll(async () => {
    await b?.dispose();
  });

  it('writes one self-contained HTML file: no script, no external reference, a CSP that forbids fetching', async () => {
    const { bytes, fileName, mimeType } = await exportBytes(b, {
      voyageId: ids.voyageId,
      snapshotId: ids.snapshotId,
      format: 'html',
    });
    expect(mimeType).toBe('text/html; charset=utf-8');
    expect(fileName).toBe('Trader _style_script_alert_1_script_ _ _Q_ - DEMO report.html');
    const html = bytes.toString('utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;; img-src data:;`,
    );
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|javascript:/i);
    expect(html).not.toMatch(/\s(src|href)=/i);
    // The only url() is the chart's clip path, a reference inside the document.
    expect([...html.matchAll(/url\(([^)]*)\)/g)].map((m) => m[1])).toEqual(['#chart-frame']);
    // Navigator text is escaped where it enters the markup, also in the page-margin CSS string.
    expect(html).toContain('Trader &lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Q&quot;');
    expect(html).not.toContain('</style><script>');
    expect(html).toMatch(
      /@bottom-left \{ content: "Trader \\3c \/style\\3e \\3c script\\3e alert\(1\)\\3c \/script\\3e {2}& \\22 Q\\22 /,
    );
    expect(html).toContain('DEMO DATA - synthetic, not for navigation');
    expect(html).toContain('<svg class="route-chart"');
    expect((html.match(/<svg class="series-chart"/g) ?? []).length).toBe(3);
  });

  it('writes the weather table as CSV: one row per forecast step, units in the header, DEMO on every row', async () => {
    const snapshot = await b.api['forecasts.get']({ snapshotId: ids.snapshotId });
    const { bytes, fileName, mimeType } = await exportBytes(b, {
      voyageId: ids.voyageId,
      snapshotId: ids.snapshotId,
      format: 'csv',
      table: 'weather',
    });
    expect(mimeType).toBe('text/csv; charset=utf-8');
    expect(fileName).toMatch(/ - DEMO weather\.csv$/);
    const [header, ...rows] = parseCsv(bytes.toString('utf8'));
    expect(header?.slice(0, 12)).toEqual([
      'time_utc',
      'step_kind',
      'waypoint_no',
      'waypoint_name',
      'lat_deg',
      'lon_deg',
      'position_dm',
      'distance_nm',
      'wind_kn',
      'wind_p10_kn',
      'wind_median_kn',
      'wind_p90_kn',
    ]);
    expect(header).toEqual(
      expect.arrayContaining([
        'hs_m',
        'mslp_hpa',
        'wave_period_s',
        'p_wind_above_34kn_pct',
        'p_gust_above_45kn_pct',
        'p_hs_above_4m_pct',
        'risk',
        'data_source',
      ]),
    );
    expect(rows).toHaveLength(snapshot.steps.length);
    expect(rows.every((r) => r.length === header?.length)).toBe(true);
    const col = (name: string): number => header?.indexOf(name) ?? -1;
    expect(rows.every((r) => r[col('data_source')] === 'DEMO (synthetic, not for navigation)')).toBe(true);
    expect(rows[0]?.[col('time_utc')]).toBe('2024-09-14T06:00:00Z');
    expect(Number(rows[0]?.[col('lat_deg')])).toBeCloseTo(49.8, 5);
    // A probability is a percentage where the ensemble has members, empty where it does not.
    const probabilities = rows.map((r) => r[col('p_hs_above_4m_pct')]);
    expect(probabilities.some((p) => p !== '' && Number(p) > 0 && Number(p) <= 100)).toBe(true);
    expect(probabilities.some((p) => p === '')).toBe(true);
    // A waypoint name a spreadsheet would run as a formula is defused.
    expect(rows.find((r) => r[col('waypoint_no')] === '2')?.[col('waypoint_name')]).toBe(
      '\'=HYPERLINK("http://x.example","Cape Race")',
    );
  });

  it('writes visibility in NM, and judges no visibility limit for a vessel saved without one', async () => {
    const { bytes } = await exportBytes(b, {
      voyageId: ids.voyageId,
      snapshotId: ids.snapshotId,
      format: 'csv',
      table: 'weather',
    });
    const [header, ...rows] = parseCsv(bytes.toString('utf8'));
    const col = (name: string): number => header?.indexOf(name) ?? -1;
    expect(col('visibility_NM')).toBeGreaterThan(col('hs_m'));
    // This voyage's vessel has wind, gust and Hs limits only (as every one saved before visibility
    // was a limit): it is not judged on visibility, so no share below a minimum is written.
    expect(header?.filter((h) => h.startsWith('p_'))).toEqual([
      'p_wind_above_34kn_pct',
      'p_gust_above_45kn_pct',
      'p_hs_above_4m_pct',
    ]);
    // The demo's visibility is at most 25 km (13.5 NM), and never negative.
    const values = rows.map((r) => r[col('visibility_NM')]).filter((v) => v !== '' && v !== undefined);
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v) => Number(v) > 0 && Number(v) <= 25 / 1.852 + 0.01)).toBe(true);
  });

  it('writes the waypoint table as CSV with positions, legs, ETAs and stays', async () => {
    const { bytes, fileName } = await exportBytes(b, { voyageId: ids.voyageId, format: 'csv', table: 'waypoints' });
    expect(fileName).toMatch(/_Q_ - waypoints\.csv$/);
    const rows = parseCsv(bytes.toString('utf8'));
    expect(rows[0]).toEqual([
      'no',
      'id',
      'name',
      'lat_deg',
      'lon_deg',
      'position_dm',
      'leg_geometry',
      'course_deg',
      'leg_nm',
      'total_nm',
      'speed_kn',
      'eta_utc',
      'eta_ship_time',
      'stay_min',
      'etd_utc',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[5], r[6], r[13]])).toEqual([
      ['1', 'Bishop Rock', "49°48.00'N 006°36.00'W", '', '0'],
      ['2', '\'=HYPERLINK("http://x.example","Cape Race")', "45°30.00'N 050°00.00'W", 'greatCircle', '0'],
      ['3', 'Nantucket Shoals', "40°21.00'N 069°18.00'W", 'rhumb', '180'],
      ['4', 'Ambrose Light', "40°27.00'N 073°48.00'W", 'rhumb', '0'],
    ]);
    expect(rows[1]?.[14]).toBe('2024-09-14T06:00:00Z');
    expect(rows[3]?.[12]).toMatch(/^2024-09-2\d \d{4} \(UTC\u22125\)$|^\d{4} \(UTC\u22125\)$/);
  });

  it('reports the revision the forecast was run for, says when a newer one exists, and refuses to mix them', async () => {
    const newer = await b.api['voyages.save']({
      id: ids.voyageId,
      voyage: atlanticVoyage({ name: 'Renamed after the forecast' }),
    });
    expect(newer.revision).toBe(ids.revision + 1);
    const { bytes } = await exportBytes(b, { voyageId: ids.voyageId, snapshotId: ids.snapshotId, format: 'html' });
    const html = bytes.toString('utf8');
    expect(html).toContain(`revision ${ids.revision}, saved`);
    expect(html).toContain(
      `This report shows revision ${ids.revision} of the voyage; revision ${newer.revision} has been saved since`,
    );
    expect(html).not.toContain('Renamed after the forecast');
    await expect(
      b.api['reports.export']({
        voyageId: ids.voyageId,
        revision: newer.revision,
        snapshotId: ids.snapshotId,
        format: 'pdf',
        target: 'content',
        paper: 'A4',
        table: 'weather',
      }),
    ).rejects.toMatchObject({
      code: 'conflict',
      field: 'revision',
      message: expect.stringContaining(`was run for revision ${ids.revision}`),
    });
  });

  it('makes a schedule-only report without a forecast, and refuses its weather CSV in words', async () => {
    const plain = await b.api['voyages.save']({
      voyage: atlanticVoyage({ name: 'No forecast yet', vessel: undefined }),
    });
    const { bytes } = await exportBytes(b, { voyageId: plain.id, format: 'html' });
    const html = bytes.toString('utf8');
    expect(html).toContain('No forecast is in this report');
    expect(html).toContain("Passage's default limits are used");
    // The storm list stored by the earlier run (same demo source) still applies to the plan.
    expect(html).toContain('Tropical Depression Hanna');
    await expect(
      b.api['reports.export']({ voyageId: plain.id, format: 'csv', table: 'weather', target: 'content', paper: 'A4' }),
    ).rejects.toMatchObject({
      code: 'bad-input',
      field: 'snapshotId',
      message: expect.stringContaining('needs a forecast'),
    });
  });

  it('refuses a forecast of another voyage and an unknown voyage', async () => {
    const other = await b.api['voyages.save']({ voyage: atlanticVoyage({ name: 'Other' }) });
    await expect(
      exportBytes(b, { voyageId: other.id, snapshotId: ids.snapshotId, format: 'html' }),
    ).rejects.toMatchObject({ code: 'bad-input', field: 'snapshotId' });
    await expect(exportBytes(b, { voyageId: 'no-such-voyage', format: 'html' })).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('saves to the file the navigator picks, or does nothing when the dialog is cancelled', async () => {
    host.savePath = join(b.dir, 'plan.csv');
    const saved = await b.api['reports.export']({
      voyageId: ids.voyageId,
      format: 'csv',
      table: 'waypoints',
      target: 'file',
      paper: 'A4',
    });
    expect(saved).toEqual({ kind: 'saved', path: host.savePath, fileName: 'plan.csv' });
    expect(readFileSync(host.savePath, 'utf8')).toMatch(/^\uFEFFno,id,name,/);
    host.savePath = null;
    expect(
      await b.api['reports.export']({
        voyageId: ids.voyageId,
        format: 'html',
        target: 'file',
        paper: 'Letter',
        table: 'weather',
      }),
    ).toEqual({ kind: 'cancelled' });
  });
});

// The report's departure-planning section: none until a sweep was made for the reported revision;
// then the top ten departures ranked, each limit's chance shaded in the risk bands, the runs used
// and the change since the sweep before (none here); the departures CSV has every departure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepartureSweep } from '../../../../shared/ipc';
import { formatUtcMinute } from '../../../../shared/domain/time';
import { northSeaVoyage, NOW_UTC, testBackend, type TestBackend } from '../app/helpers';
import { exportBytes } from './helpers';

const HOUR_S = 3600;
const VESSEL = { name: 'MV Low Limits', limits: { windKn: 9, gustKn: 13, hsM: 1.45 } };

async function html(b: TestBackend, voyageId: string, revision?: number): Promise<string> {
  const request =
    revision === undefined ? { voyageId, format: 'html' as const } : { voyageId, revision, format: 'html' as const };
  return (await exportBytes(b, request)).bytes.toString('utf8');
}

describe('report: departure planning', () => {
  let b: TestBackend;
  let voyageId: string;
  let sweep: DepartureSweep;
  beforeAll(async () => {
    b = await testBackend();
    voyageId = (await b.api['voyages.save']({ voyage: { ...northSeaVoyage(), vessel: VESSEL } })).id;
  });
  afterAll(() => b.dispose());

  it('has no departure-planning section before a sweep, and refuses its CSV in words', async () => {
    expect(await html(b, voyageId)).not.toContain('Departure planning');
    await expect(exportBytes(b, { voyageId, format: 'csv', table: 'departures' })).rejects.toMatchObject({
      code: 'bad-input',
      field: 'table',
      message: expect.stringContaining('No departure sweep was made for this revision'),
    });
  });

  it('prints the top ten departures of the sweep, the runs used and that nothing changed yet', async () => {
    sweep = await b.api['departures.sweep']({
      taskId: 'report',
      voyageId,
      window: {
        fromUtc: NOW_UTC + 3 * HOUR_S,
        toUtc: NOW_UTC + 3 * HOUR_S + 3 * 24 * HOUR_S,
        everyH: 6,
        arriveInDaylight: false,
      },
      options: {},
      rank: 'safest',
    });
    expect(sweep.departures).toHaveLength(13);
    const text = await html(b, voyageId);
    const section = text.slice(
      text.indexOf('<section class="departures">'),
      text.indexOf('</section>', text.indexOf('<section class="departures">')),
    );
    expect(section).toContain('<h2>3d Departure planning</h2>');
    expect(section).toContain(
      '13 departures from 2024-06-12 03:00Z to 2024-06-15 03:00Z, every 6 h, ranked safest first',
    );
    expect(section).toContain('The first 10 are shown.');
    expect(section).toContain(`<strong>${sweep.top!.words}</strong>`);
    expect(section).toContain('P wind &gt; 9 kn');
    expect(section).toContain('P Hs &gt; 1.45 m'); // the limit as the vessel states it
    const rows = [...section.matchAll(/<tr><td class="n">(\d+)<\/td><td class="n">([^<]+)<\/td>/g)];
    expect(rows.map((r) => Number(r[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows.map((r) => r[2])).toEqual(sweep.departures.slice(0, 10).map((d) => formatUtcMinute(d.departureUtc)));
    for (const m of sweep.provenance.models) expect(section).toContain(`${m.id} run of ${formatUtcMinute(m.runUtc)}`);
    expect(section).toContain('DEMO DATA (synthetic, not for navigation)');
    expect(section).toContain('No earlier sweep of this revision was made from other model runs');
    // The Hs chance of the top departure, shaded in its band.
    const hs = sweep.departures[0]!.exceedance.hs;
    const band = hs >= 0.5 ? 'p-high' : hs >= 0.1 ? 'p-moderate' : hs > 0 ? 'p-low' : null;
    if (band !== null) expect(section).toContain(`<td class="n ${band}">${Math.round(hs * 100)} %</td>`);
  });

  it('exports every departure in the departures CSV, shares as fractions', async () => {
    const csv = (await exportBytes(b, { voyageId, format: 'csv', table: 'departures' })).bytes.toString('utf8');
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'rank,departure_utc,arrival_utc,p_wind_above,p_gust_above,p_hs_above,hours_wind_above,hours_gust_above,hours_hs_above,p90_max_wind_kn,p90_max_gust_kn,p90_max_hs_m,covered,constraints_broken,nearest_storm,nearest_storm_nm,storm_warning,model_runs,data_source',
    );
    expect(lines).toHaveLength(14);
    sweep.departures.forEach((d, i) => {
      const cells = lines[i + 1]!.split(',');
      expect(cells.slice(0, 3)).toEqual([
        String(d.rank),
        new Date(d.departureUtc * 1000).toISOString().replace('.000', ''),
        new Date(d.arrivalUtc * 1000).toISOString().replace('.000', ''),
      ]);
      expect(cells.slice(3, 6).map(Number)).toEqual(
        [d.exceedance.wind, d.exceedance.gust, d.exceedance.hs].map((p) => Number(p.toFixed(4))),
      );
      expect(cells[12]).toBe('yes');
      expect(lines[i + 1]!.endsWith(',"DEMO (synthetic, not for navigation)"')).toBe(true);
    });
  });

  it('leaves the section out of a report of a later revision, which the sweep was not made for', async () => {
    const saved = await b.api['voyages.save']({
      id: voyageId,
      voyage: { ...northSeaVoyage(), vessel: VESSEL, speedsKn: [11, 10] },
    });
    expect(saved.revision).toBe(2);
    expect(await html(b, voyageId, 2)).not.toContain('Departure planning');
    expect(await html(b, voyageId, 1)).toContain('<h2>3d Departure planning</h2>');
  });
});

// The report's departures: the newest sweep made for the reported revision is gathered for the
// report (its HTML section is section 3d), and the departures CSV has every departure of it in
// rank order; none before a sweep, and none for a revision with another route or speeds; a
// revision that only chose a departure from the sweep still reports it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepartureSweep } from '../../../../shared/ipc';
import { formatIsoUtc } from '../../../../shared/domain/time';
import { northSeaVoyage, NOW_UTC, testBackend, type TestBackend } from '../app/helpers';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { exportBytes, resultsDir } from './helpers';

const HOUR_S = 3600;
const VESSEL = { name: 'MV Low Limits', limits: { windKn: 9, gustKn: 13, hsM: 1.45 } };

async function csvLines(b: TestBackend, voyageId: string, revision?: number): Promise<string[]> {
  const request = { voyageId, format: 'csv' as const, table: 'departures' as const };
  const answer = await exportBytes(b, revision === undefined ? request : { ...request, revision });
  return answer.bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
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

  it('refuses the departures CSV in words before a sweep was made', async () => {
    await expect(csvLines(b, voyageId)).rejects.toMatchObject({
      code: 'bad-input',
      field: 'table',
      message: expect.stringContaining('No departure sweep was made for this revision'),
    });
  });

  it('exports every departure of the newest sweep in rank order, shares as fractions', async () => {
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
    const lines = await csvLines(b, voyageId);
    expect(lines[0]).toBe(
      'rank,departure_utc,arrival_utc,p_wind_above,p_gust_above,p_hs_above,hours_wind_above,hours_gust_above,hours_hs_above,p90_max_wind_kn,p90_max_gust_kn,p90_max_hs_m,covered,constraints_broken,nearest_storm,nearest_storm_nm,storm_warning,model_runs,data_source',
    );
    expect(lines).toHaveLength(14);
    const runs = sweep.provenance.models.map((m) => `${m.id} ${formatIsoUtc(m.runUtc)}`).join('; ');
    sweep.departures.forEach((d, i) => {
      const cells = lines[i + 1]!.split(',');
      expect(cells.slice(0, 3)).toEqual([String(d.rank), formatIsoUtc(d.departureUtc), formatIsoUtc(d.arrivalUtc)]);
      expect(cells.slice(3, 6).map(Number)).toEqual(
        [d.exceedance.wind, d.exceedance.gust, d.exceedance.hs].map((p) => Number(p.toFixed(4))),
      );
      expect(cells.slice(9, 12).map(Number)).toEqual([
        Number(d.p90Max.windKn!.toFixed(1)),
        Number(d.p90Max.gustKn!.toFixed(1)),
        Number(d.p90Max.hsM!.toFixed(2)),
      ]);
      expect(cells[12]).toBe('yes');
      expect(lines[i + 1]!.endsWith(`,${runs},"DEMO (synthetic, not for navigation)"`)).toBe(true);
    });
    // The low limits are broken by some members and not others somewhere in the window.
    expect(
      lines.slice(1).some((l) =>
        l
          .split(',')
          .slice(3, 6)
          .map(Number)
          .some((p) => p > 0 && p < 1),
      ),
    ).toBe(true);
  });

  it('reports the sweep with the revision it was made for, not a later one', async () => {
    const saved = await b.api['voyages.save']({
      id: voyageId,
      voyage: { ...northSeaVoyage(), vessel: VESSEL, speedsKn: [11, 10] },
    });
    expect(saved.revision).toBe(2);
    await expect(csvLines(b, voyageId, 2)).rejects.toMatchObject({ code: 'bad-input', field: 'table' });
    expect(await csvLines(b, voyageId, 1)).toHaveLength(14);
  });

  it('reports the sweep with a revision that only chose a departure from it, in the HTML too', async () => {
    const chosen = sweep.departures[1]!.departureUtc;
    const saved = await b.api['voyages.save']({
      id: voyageId,
      voyage: { ...northSeaVoyage(), vessel: VESSEL, departureUtc: chosen },
    });
    expect(saved.revision).toBe(3);
    expect(await csvLines(b, voyageId, 3)).toHaveLength(14);
    const html = (await exportBytes(b, { voyageId, format: 'html', revision: 3 })).bytes.toString('utf8');
    writeFileSync(join(resultsDir('departures'), 'chosen-revision.html'), html);
    const section = html.slice(
      html.indexOf('<h2>3d Departure planning</h2>'),
      html.indexOf('</section>', html.indexOf('<h2>3d')),
    );
    expect(section).toContain('13 departures from');
    expect(section).toContain(`<p><strong>${sweep.top!.words.slice(0, 20)}`);
    expect(section.match(/<tr><td class="n">\d+<\/td>/g)).toHaveLength(12); // the twelve best of 13
    expect(section).toContain('Model runs used: ecmwf-ens');
    expect(section).toContain('No earlier sweep of this voyage with other model runs');
    expect(section).toContain('Limits: wind 9 kn, gust 13 kn, Hs 1.4 m.');
    expect(section).toContain('<th class="n">Hours beyond limits</th>');
    expect(section).toContain('all limits together (above wind, gust and Hs).');
  });

  it('says the visibility minimum among the limits when the sweep judged it', async () => {
    const foggy = { ...VESSEL, limits: { ...VESSEL.limits, visibilityNm: 5 } };
    const id = (await b.api['voyages.save']({ voyage: { ...northSeaVoyage(), vessel: foggy } })).id;
    const window = { fromUtc: NOW_UTC + 3 * HOUR_S, toUtc: NOW_UTC + 9 * HOUR_S, everyH: 6, arriveInDaylight: false };
    await b.api['departures.sweep']({ taskId: 'foggy', voyageId: id, window, options: {}, rank: 'safest' });
    const html = (await exportBytes(b, { voyageId: id, format: 'html' })).bytes.toString('utf8');
    const section = html.slice(html.indexOf('<h2>3d'), html.indexOf('</section>', html.indexOf('<h2>3d')));
    expect(section).toContain('Limits: wind 9 kn, gust 13 kn, Hs 1.4 m, minimum visibility 5.0 NM.');
    // The hours of a minimum are the hours below it, and the worst value its P10.
    expect(section).toContain('all limits together (above wind, gust and Hs; below the minimum visibility).');
    expect(section).toContain('<th class="n">P10 min visibility (NM)</th>');
  });
});

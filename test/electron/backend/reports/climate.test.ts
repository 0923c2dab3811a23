// The report's climate section: a voyage departing in three months gets the climate outlook
// stored for it (HTML section labelled as climate, the CSV climate table), read from the store
// only; one with no outlook stored says how to get one; a voyage within the forecast range has
// no climate section, and its climate CSV is refused in words.
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../app/helpers';
import { atlanticVoyage, ATLANTIC_NOW_UTC, exportBytes, reportBackend, resultsDir } from './helpers';

const DAY_S = 86_400;
/** 2024-12-13T06:00Z: three months after the demo clock, beyond every forecast. */
const LATER = ATLANTIC_NOW_UTC + 90 * DAY_S + 6 * 3600;

describe('report: climate beyond the forecast range', () => {
  let b: TestBackend;
  let farId: string;
  beforeAll(async () => {
    b = await reportBackend();
    farId = (
      await b.api['voyages.save']({ voyage: atlanticVoyage({ name: 'December crossing', departureUtc: LATER }) })
    ).id;
  });
  afterAll(() => b.dispose());

  it('says how to get the outlook when none is stored, without asking the service', async () => {
    const { bytes } = await exportBytes(b, { voyageId: farId, format: 'html' });
    const html = bytes.toString('utf8');
    expect(html).toContain('<h2>3b Climate along the route</h2>');
    expect(html).toContain('The departure is beyond the forecast range (from 3 hours ago to 9.5 days ahead)');
    expect(html).toContain('No climate outlook is stored for this voyage.');
    await expect(exportBytes(b, { voyageId: farId, format: 'csv', table: 'climate' })).rejects.toMatchObject({
      code: 'bad-input',
      message: expect.stringContaining('No climate outlook is stored'),
    });
  });

  it('prints the stored outlook as climate: mean wind and gust in knots at each position, DEMO marked', async () => {
    const outlook = await b.api['weather.climateOutlook']({ voyageId: farId });
    const { bytes, fileName } = await exportBytes(b, { voyageId: farId, format: 'html' });
    const html = bytes.toString('utf8');
    writeFileSync(join(resultsDir('climate'), 'december-crossing.html'), html);
    expect(fileName).toBe('December crossing - DEMO report.html');
    const section = html.slice(
      html.indexOf('<h2>3b Climate along the route</h2>'),
      html.indexOf('<h2>4 Tropical storms'),
    );
    expect(section).toContain('<strong>10-year monthly averages, not a forecast.</strong>');
    expect(section).toContain('Months spanned: Dec 2024.');
    expect(section).toContain('DEMO DATA (synthetic, not for navigation)');
    const rows = section.match(/<tr><td>(Departure|Along the route|Arrival)<\/td>/g) ?? [];
    expect(rows).toHaveLength(outlook.samples.length);
    // The departure's mean wind, m/s -> whole knots.
    const departureKn = Math.round(outlook.samples[0]!.windSpeedMs! / (1852 / 3600));
    expect(section).toMatch(new RegExp(`<td>Departure</td>.*?<td>Dec</td><td class="n">${departureKn}</td>`));
    // Every page of a demo report says so, even without a forecast or storms.
    expect(html).toContain('DEMO DATA - synthetic, not for navigation');

    const csv = (await exportBytes(b, { voyageId: farId, format: 'csv', table: 'climate' })).bytes.toString('utf8');
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'where,distance_nm,lat_deg,lon_deg,position_dm,eta_utc,month,mean_wind_kn,mean_gust_kn,data_source',
    );
    expect(lines).toHaveLength(outlook.samples.length + 1);
    expect(lines[1]).toMatch(
      /^departure,0,49\.75,-6\.5,.*,2024-12-13T06:00:00Z,12,[\d.]+,[\d.]+,"?climate 10-year monthly mean, DEMO/,
    );
    expect(lines.at(-1)).toMatch(/^arrival,/);
  });

  it('leaves the climate out of a voyage within the forecast range, and refuses its climate CSV', async () => {
    const near = (await b.api['voyages.save']({ voyage: atlanticVoyage({ name: 'Now' }) })).id;
    const html = (await exportBytes(b, { voyageId: near, format: 'html' })).bytes.toString('utf8');
    expect(html).not.toContain('Climate along the route');
    await expect(exportBytes(b, { voyageId: near, format: 'csv', table: 'climate' })).rejects.toMatchObject({
      code: 'bad-input',
      message:
        'The climate table is for a voyage beyond the forecast range (from 3 hours ago to 9.5 days ahead); this one is within it: export the weather table.',
    });
  });
});

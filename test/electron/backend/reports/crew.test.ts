// The report's crew journeys: absent until a journey is chosen for the voyage; then each chosen
// journey with whom it is for, from and to where, its times in Dutch local time and UTC, how it
// differs from the default plan and its legs. Read from the store only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChosenJourney } from '../../../../shared/ipc';
import type { TestBackend } from '../app/helpers';
import { atlanticVoyage, ATLANTIC_NOW_UTC, exportBytes, reportBackend } from './helpers';

const ROTTERDAM = { lat: 51.885, lon: 4.43, name: 'Rotterdam Waalhaven' };
const SCHIPHOL = { lat: 52.3094, lon: 4.7617, name: 'Schiphol' };

describe('report: crew journeys', () => {
  let b: TestBackend;
  let voyageId: string;
  beforeAll(async () => {
    b = await reportBackend();
    voyageId = (await b.api['voyages.save']({ voyage: atlanticVoyage({ name: 'Crew change' }) })).id;
  });
  afterAll(() => b.dispose());

  it('has no crew section while no journey is chosen', async () => {
    const html = (await exportBytes(b, { voyageId, format: 'html' })).bytes.toString('utf8');
    expect(html).not.toContain('<h2>4b Crew journeys</h2>');
  });

  it('lists the chosen journeys with their legs in Dutch time and UTC', async () => {
    const found = await b.api['transit.journeys']({
      taskId: 'report-crew',
      from: ROTTERDAM,
      to: SCHIPHOL,
      mode: 'departAfter',
      timeUtc: ATLANTIC_NOW_UTC + 10 * 3600,
    });
    const journey = found.journeys[0]!;
    const chosen: ChosenJourney = {
      purpose: 'signed-off',
      origin: found.origin,
      destination: found.destination,
      journey,
    };
    await b.api['transit.choose']({ voyageId, journeys: [chosen] });
    const html = (await exportBytes(b, { voyageId, format: 'html' })).bytes.toString('utf8');
    const section = html.slice(html.indexOf('<h2>4b Crew journeys</h2>'));
    expect(section).toContain('<strong>Signed-off crew: Rotterdam Waalhaven to Schiphol</strong>');
    expect(section).toMatch(/\d\d:\d\d NL \(\d\d:\d\dZ\) -&gt; \d\d:\d\d NL \(\d\d:\d\dZ\)/);
    expect(section).toMatch(/Default plan|Differs from the default plan/);
    expect(section).toMatch(/<li>Train \S+/);
    expect(section).toContain('Schiphol Airport');
  });
});

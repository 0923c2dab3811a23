// The report's port-call section: a voyage to Rotterdam whose port-call panel was used for its
// arrival gets the port, the ETA (UTC, ship's and local time) and the road-traffic summary as
// stored, marked stale once older than the traffic's freshness; none without a recorded call or
// when the recorded port is not the arrival; and the export never asks the service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Voyage } from '../../../../shared/domain/voyage';
import { formatUtcMinute } from '../../../../shared/domain/time';
import { TRAFFIC_FRESH_S } from '../../../../shared/ipc';
import { NOW_UTC as TEST_NOW_UTC, testBackend, type TestBackend } from '../app/helpers';
import { exportBytes } from './helpers';

/** 2024-06-12 05:00 UTC, a Wednesday morning: five hours after the test backend's clock. */
const NOW_UTC = TEST_NOW_UTC + 5 * 3600;
const ROTTERDAM = { name: 'Rotterdam', lat: 51.95, lon: 4.14 };

function toRotterdam(): Voyage {
  return {
    name: 'Harwich to Rotterdam',
    route: {
      name: 'Harwich - Rotterdam',
      waypoints: [
        { id: 'a', name: 'Harwich', position: { lat: 51.95, lon: 1.45 }, legGeometry: 'rhumb' },
        { id: 'b', name: 'Off Hook', position: { lat: 52.0, lon: 3.9 }, legGeometry: 'rhumb' },
        { id: 'c', name: 'Rotterdam', position: { lat: 51.95, lon: 4.14 }, legGeometry: 'rhumb' },
      ],
    },
    departureUtc: NOW_UTC + 3600,
    speedsKn: [12, 8],
    staysS: {},
  };
}

async function html(b: TestBackend, voyageId: string): Promise<string> {
  return (await exportBytes(b, { voyageId, format: 'html' })).bytes.toString('utf8');
}

describe('report: port call', () => {
  let b: TestBackend;
  let voyageId: string;
  beforeAll(async () => {
    b = await testBackend();
    b.advance(NOW_UTC - TEST_NOW_UTC);
    voyageId = (await b.api['voyages.save']({ voyage: toRotterdam() })).id;
  });
  afterAll(() => b.dispose());

  it('has no port-call section until the panel was used for the arrival, and refuses its CSV in words', async () => {
    expect(await html(b, voyageId)).not.toContain('Port call');
    await expect(exportBytes(b, { voyageId, format: 'csv', table: 'portcall' })).rejects.toMatchObject({
      code: 'bad-input',
      message: expect.stringContaining('No port call is recorded at this voyage’s arrival'),
    });
  });

  it('gives the arrival port, its ETA in UTC, ship’s and local time, and the stored traffic summary', async () => {
    const traffic = await b.api['traffic.snapshot']({ near: ROTTERDAM, radiusKm: 30 });
    await b.api['portcall.record']({ voyageId, port: ROTTERDAM, usedAtUtc: NOW_UTC });
    const text = await html(b, voyageId);
    const section = text.slice(text.indexOf('<section class="port-call">'));
    expect(section).toContain('<h2>3c Port call: Rotterdam</h2>');
    expect(section).toMatch(/<th>ETA<\/th><td>2024-06-12 \d\d:\d\dZ</);
    expect(section).toContain("ship's time");
    expect(section).toMatch(/local 2024-06-12 \d\d:\d\d \(UTC\+2\) \(Europe\/Amsterdam\)/);
    const { jams, events } = traffic.summary;
    expect(section).toContain(`Road traffic in the Netherlands: ${jams} jam${jams === 1 ? '' : 's'}, ${events} event`);
    expect(section).toContain(`fetched ${formatUtcMinute(traffic.provenance.fetchedAtUtc)}`);
    expect(section).toContain('DEMO DATA (synthetic, not for navigation)');
    expect(section).not.toContain('STALE');

    const csv = (await exportBytes(b, { voyageId, format: 'csv', table: 'portcall' })).bytes.toString('utf8');
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'port,lat_deg,lon_deg,eta_utc,eta_local,zone,panel_used_utc,traffic_jams,traffic_events,traffic_queue_km,traffic_updated,traffic_fetched_utc,data_source',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^Rotterdam,51\\.95,4\\.14,2024-06-12T\\d\\d:\\d\\d:\\d\\dZ,2024-06-12 \\d\\d:\\d\\d \\(UTC\\+2\\),Europe/Amsterdam,2024-06-12T05:00:00Z,${jams},${events},`,
      ),
    );
    expect(lines[1]).toMatch(/,"DEMO \(synthetic, not for navigation\)"$/);
  });

  it('marks the traffic stale once older than its freshness, without asking the service again', async () => {
    b.advance(TRAFFIC_FRESH_S + 60);
    const section = (await html(b, voyageId)).split('<section class="port-call">')[1] ?? '';
    expect(section).toContain('STALE: older than the service’s update interval');
    // The summary fetched with the panel, not a new one.
    expect(section).toContain(`fetched ${formatUtcMinute(NOW_UTC)}`);
  });

  it('leaves the section out when the recorded port is not the voyage’s arrival', async () => {
    await b.api['portcall.record']({
      voyageId,
      port: { name: 'Amsterdam', lat: 52.38, lon: 4.9 },
      usedAtUtc: NOW_UTC,
    });
    expect(await html(b, voyageId)).not.toContain('3c Port call');
  });
});

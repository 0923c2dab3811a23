// The report's sea-state section (issue 29): a 40 m launch at 20 kn with the forecast's waves
// dead astern is in the surf-riding zone (MSC.1/Circ.1228 4.2.1, above 1.8·√40 = 11.4 kn), with
// them ahead in the parametric rolling zone (4.2.3.2), and the report says so with the way out; without a hull or without the waves' direction and period
// it says why nothing was judged and what to do.
import { describe, expect, it } from 'vitest';
import { buildReport, type ReportSources } from '../../../../electron/backend/app/reports/content';
import { coverHtml } from '../../../../electron/backend/app/reports/html/cover';
import { seakeepingSection } from '../../../../electron/backend/app/reports/html/seakeeping';
import type { Voyage } from '../../../../shared/domain/voyage';
import type { Snapshot } from '../../../../shared/ipc';
import { ATLANTIC_NOW_UTC } from './helpers';

const T0 = ATLANTIC_NOW_UTC + 6 * 3600;
const HULL = { lengthM: 40, beamM: 10, draughtM: 2.5, gmM: 1, assumed: [] };

/** Due north along 025°W at 20 kn: 1/3° of latitude an hour. */
function launchVoyage(vessel: Voyage['vessel']): Voyage {
  return {
    name: 'Run north',
    route: {
      name: 'Run north',
      waypoints: [
        { id: 'a', name: 'South', position: { lat: 45, lon: -25 }, legGeometry: 'rhumb' },
        { id: 'b', name: 'North', position: { lat: 46, lon: -25 }, legGeometry: 'rhumb' },
      ],
    },
    departureUtc: T0,
    speedsKn: [20],
    staysS: {},
    ...(vessel === undefined ? {} : { vessel }),
  };
}

const series = (element: string, unit: string, deterministic: (number | null)[]): Snapshot['series'][number] => ({
  element,
  level: null,
  unit,
  model: 'ecmwfwamglobal',
  deterministic,
  members: [],
});

/** Three hourly steps; the waves from 180° (dead astern) but for the second step, from 000° (head seas). */
function snapshot(withSea = true): Snapshot {
  const steps = [0, 1, 2].map((i) => ({
    timeUtc: T0 + i * 3600,
    lat: 45 + i / 3,
    lon: -25,
    kind: i === 0 ? ('waypoint' as const) : ('timestep' as const),
    waypointIndex: i === 0 ? 0 : null,
    distanceM: i * 20 * 1852,
  }));
  const sea = [series('wavedirection_mean', '°', [180, 0, 180]), series('waveperiod_mean', 's', [9, 9, 9])];
  return {
    summary: {
      snapshotId: '7',
      voyageId: 'v1',
      voyageRevision: 1,
      createdAtUtc: ATLANTIC_NOW_UTC,
      ensemble: false,
      elements: ['waveHeightSignificant'],
      stepCount: 3,
      memberCount: 0,
      creditsSpent: 0,
      provenance: { source: 'demo', stale: false, fetchedAtUtc: ATLANTIC_NOW_UTC, ageS: 0, models: [] },
    },
    steps,
    series: [series('waveheight_significant', 'm', [3, 3, 3]), ...(withSea ? sea : [])],
  };
}

function report(voyage: Voyage, snap: Snapshot | null = snapshot()) {
  const sources: ReportSources = {
    voyageId: 'v1',
    revision: 1,
    savedAtUtc: ATLANTIC_NOW_UTC,
    latestRevision: 1,
    voyage,
    snapshot: snap,
    storms: null,
    land: null,
    importWarnings: [],
    generatedAtUtc: ATLANTIC_NOW_UTC,
    preparedBy: null,
  };
  return buildReport(sources);
}

const LIMITS = { windKn: 34, gustKn: 45, hsM: 4 };

describe('the report: sea state by MSC.1/Circ.1228', () => {
  it('lists the steps with following seas as surf-riding, with the speed and the turns that leave it', () => {
    const r = report(launchVoyage({ name: 'Swift', limits: LIMITS, hull: HULL }));
    expect(r.seakeeping).toMatchObject({ kind: 'judged', judged: 3, waveModel: 'ecmwfwamglobal' });
    if (r.seakeeping?.kind !== 'judged') throw new Error('not judged');
    // Following seas: surf-riding. Head seas, 9 s waves 126 m long met at 20 kn every 5.2 s,
    // within 20 % of half the roll period (T_R = 2·0.448·10 / √1 = 9.0 s): parametric rolling.
    expect(r.seakeeping.rows.map((row) => [row.timeUtc, row.dangers.map((d) => d.kind)])).toEqual([
      [T0, ['surf-riding']],
      [T0 + 3600, ['parametric-rolling']],
      [T0 + 2 * 3600, ['surf-riding']],
    ]);
    expect(r.seakeeping.rows[0]).toMatchObject({ headingDeg: 0, speedKn: 20 });
    const html = seakeepingSection(r);
    expect(html).toContain('<h2>3e Sea state (IMO MSC.1/Circ.1228)</h2>');
    expect(html).toContain('judged for L 40 m, B 10 m, draught 2.5 m, GM 1 m at the planned speed and heading');
    expect(html).toContain('3 of 3 steps in a dangerous zone.');
    expect(html).toContain('met every 5.2 s, within 20 % of half the roll period (4.5 s)');
    expect(html).toContain('000° 20.0 kn');
    // Out of the zone at 1.8·√40 = 11.38 kn or slower, or with the waves 45° off the stern (the sector's edge).
    expect(html).toContain(
      '(MSC.1/Circ.1228, 4.2.1). Reduce speed to 11.3 kn or less, or alter course 45° to port (to 315°) or 45° to starboard (to 045°).',
    );
  });

  it('says the hull is missing and where to enter it, never guessing one', () => {
    const named = report(launchVoyage({ name: 'Swift', limits: LIMITS }));
    expect(named.seakeeping).toEqual({ kind: 'no-hull', vesselName: 'Swift' });
    expect(seakeepingSection(named)).toContain(
      'Not checked: the profile of Swift has no hull. Enter the length L, beam B, draught and GM in the Vessel tab',
    );
    expect(seakeepingSection(report(launchVoyage(undefined)))).toContain('no vessel is chosen for this voyage');
  });

  it('says so when the forecast has no wave direction and period, and nothing without a forecast', () => {
    const r = report(launchVoyage({ name: 'Swift', limits: LIMITS, hull: HULL }), snapshot(false));
    expect(r.seakeeping).toEqual({ kind: 'no-sea' });
    expect(seakeepingSection(r)).toContain('the forecast holds no mean wave direction and period');
    expect(seakeepingSection(report(launchVoyage(undefined), null))).toBe('');
  });
});

describe("the cover's summary line for the sea state", () => {
  it('counts the steps in a zone as section 3e does, and sends the reader there', () => {
    const r = report(launchVoyage({ name: 'Swift', limits: LIMITS, hull: HULL }));
    expect(seakeepingSection(r)).toContain('3 of 3 steps in a dangerous zone.');
    expect(coverHtml(r)).toContain(
      '<li><strong>Sea state (IMO MSC.1/Circ.1228): 3 of 3 steps under way in a dangerous zone in the forecast&#39;s own sea (surf-riding and broaching-to at 2, parametric rolling at 1).</strong> (section 3e).</li>',
    );
  });

  it('says the check needs the hull, claiming nothing, and is silent without a forecast', () => {
    const cover = coverHtml(report(launchVoyage({ name: 'Swift', limits: LIMITS })));
    expect(cover).toContain(
      '<li>Sea state (IMO MSC.1/Circ.1228) not checked: the profile of Swift has no hull, and the check needs her length L, beam B, draught and GM.',
    );
    expect(cover).not.toContain('dangerous zone');
    expect(coverHtml(report(launchVoyage(undefined), null))).not.toContain('Sea state');
  });
});

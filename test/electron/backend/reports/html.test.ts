// The marks a report must carry, from a small hand-made forecast: STALE on every page (the
// page margin) and on the cover when the forecast came from the store after the service
// failed; no DEMO mark for live data; the paper in the @page rule.
import { describe, expect, it } from 'vitest';
import { buildReport, type ReportSources } from '../../../../electron/backend/app/reports/content';
import { reportHtml } from '../../../../electron/backend/app/reports/html/document';
import { fitRouteView } from '../../../../electron/backend/app/reports/svg/route-chart';
import type { Snapshot } from '../../../../shared/ipc';
import { atlanticVoyage, ATLANTIC_NOW_UTC } from './helpers';

const voyage = atlanticVoyage();
const t0 = voyage.departureUtc;

/** Three hourly steps off Bishop Rock with Hs from one deterministic run and three members. */
function snapshot(stale: boolean): Snapshot {
  const steps = [0, 1, 2].map((i) => ({
    timeUtc: t0 + i * 3600,
    lat: 49.8 - i * 0.02,
    lon: -6.6 - i * 0.25,
    kind: i === 0 ? ('waypoint' as const) : ('timestep' as const),
    waypointIndex: i === 0 ? 0 : null,
    distanceM: i * 18_520,
  }));
  return {
    summary: {
      snapshotId: '7',
      voyageId: 'v1',
      voyageRevision: 2,
      createdAtUtc: ATLANTIC_NOW_UTC,
      ensemble: true,
      elements: ['waveHeightSignificant'],
      stepCount: 3,
      memberCount: 3,
      creditsSpent: 0,
      provenance: {
        source: 'live',
        stale,
        fetchedAtUtc: ATLANTIC_NOW_UTC - 86_400,
        ageS: 86_400,
        models: [{ id: 'ecmwfwamglobal', runUtc: ATLANTIC_NOW_UTC - 90_000 }],
      },
    },
    steps,
    series: [
      {
        element: 'waveheight_significant',
        level: null,
        unit: 'm',
        model: 'ecmwfwamglobal',
        deterministic: [3.5, 4.4, 4.1],
        members: [
          [3, 4.5, 4.2],
          [3.2, 3.9, 4.6],
          [3.1, 4.3, 3.8],
        ],
      },
    ],
  };
}

function html(stale: boolean, paper: 'A4' | 'Letter'): string {
  const sources: ReportSources = {
    voyageId: 'v1',
    revision: 2,
    savedAtUtc: ATLANTIC_NOW_UTC,
    latestRevision: 2,
    voyage,
    snapshot: snapshot(stale),
    storms: { storms: [], fetchedAtUtc: ATLANTIC_NOW_UTC, source: 'live' },
    land: null,
    importWarnings: ['route.rtz, schedule "Calc", waypoint 3: the file\'s ETA is 20 min earlier.'],
    generatedAtUtc: ATLANTIC_NOW_UTC,
    preparedBy: null,
  };
  const report = buildReport(sources);
  return reportHtml(report, { paper, view: fitRouteView(report), land: null });
}

describe('the marks on a live report', () => {
  it('carries STALE in every page margin and on the cover when the forecast is stale, and no DEMO mark', () => {
    const page = html(true, 'A4');
    expect(page).toMatch(/@top-right \{ content: "STALE FORECAST - served from the store";/);
    expect(page).toContain('<div class="banner stale">');
    expect(page).toContain('STALE: the service could not be reached');
    expect(page).toContain('Live weather service');
    expect(page).not.toContain('DEMO');
    expect(page).toMatch(/@page \{ size: A4;/);
    // The forecast ends before arrival, and the import's schedule warning still stands.
    expect(page).toContain('The forecast ends at 14 Sep 08Z');
    expect(page).toContain('<strong>Route import:</strong> route.rtz, schedule &quot;Calc&quot;, waypoint 3');
  });

  it('carries no stale mark for a fresh forecast, and prints on Letter when asked', () => {
    const page = html(false, 'Letter');
    expect(page).not.toContain('STALE');
    expect(page).toMatch(/@top-center \{ {2}\}/);
    expect(page).toMatch(/@page \{ size: letter;/);
    // Members 1/3, 2/3, 2/3 above 4 m: the limits table and the window in words.
    expect(page).toContain('Hs above 4 m likely (66 %) between 14 Sep 07Z and 14 Sep 08Z near 50°N 007°W');
  });
});

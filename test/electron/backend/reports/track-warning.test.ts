// The report's warning that the forecast was sampled off the planned track: silent for a forecast
// within TRACK_TOLERANCE_NM of the plan at every step (what a run now asks for, great-circle legs
// included), and said in words, with the worst leg, for one further off or arriving late (a
// snapshot from before, when the service sailed a great circle as one rhumb line).
import { describe, expect, it } from 'vitest';
import { buildReport, type ReportSources } from '../../../../electron/backend/app/reports/content';
import { TRACK_TOLERANCE_NM } from '../../../../electron/backend/app/forecasts/shipping-track';
import { geodesicDirect } from '../../../../shared/geodesy/geodesic';
import { scheduledPositionAt, scheduleVoyage } from '../../../../shared/schedule';
import type { Snapshot } from '../../../../shared/ipc';
import { atlanticVoyage, ATLANTIC_NOW_UTC } from './helpers';

const NM = 1852;
const voyage = atlanticVoyage();
const schedule = scheduleVoyage({
  waypoints: voyage.route.waypoints,
  speedsKn: voyage.speedsKn,
  departureUtc: voyage.departureUtc,
  staysS: Object.fromEntries(Object.entries(voyage.staysS).map(([i, s]) => [Number(i), s])),
});

/**
 * The plan's own hourly steps and waypoints, each moved `offsetNm` to the north (on the great-circle
 * leg only, as the old one-rhumb-line forecast strayed), arriving `lateS` late.
 */
function snapshot(offsetNm: number, lateS = 0): Snapshot {
  const last = voyage.route.waypoints.length - 1;
  const steps = schedule.timesteps.map((p) => {
    const planned = scheduledPositionAt(schedule, p.timeUtc)!;
    const moved = planned.legIndex === 0 ? geodesicDirect(p.lat, p.lon, 0, offsetNm * NM) : { lat: p.lat, lon: p.lon };
    const timeUtc = p.waypointIndex === last ? Math.round(p.timeUtc) + lateS : Math.round(p.timeUtc);
    return {
      timeUtc,
      lat: moved.lat,
      lon: moved.lon,
      kind: p.type,
      waypointIndex: p.waypointIndex,
      distanceM: p.distanceM,
    };
  });
  return {
    summary: {
      snapshotId: '3',
      voyageId: 'v1',
      voyageRevision: 1,
      createdAtUtc: ATLANTIC_NOW_UTC,
      ensemble: false,
      elements: ['windSpeed10m'],
      stepCount: steps.length,
      memberCount: 0,
      creditsSpent: 1,
      provenance: {
        source: 'live',
        stale: false,
        fetchedAtUtc: ATLANTIC_NOW_UTC,
        ageS: 0,
        models: [{ id: 'ecmwfhresglobal', runUtc: ATLANTIC_NOW_UTC - 6 * 3600 }],
      },
    },
    steps,
    series: [
      {
        element: 'windspeed',
        level: '10m',
        unit: 'kt',
        model: 'ecmwfhresglobal',
        deterministic: steps.map(() => 18),
        members: [],
      },
    ],
  };
}

function trackWarnings(s: Snapshot): string[] {
  const sources: ReportSources = {
    voyageId: 'v1',
    revision: 1,
    savedAtUtc: ATLANTIC_NOW_UTC,
    latestRevision: 1,
    voyage,
    snapshot: s,
    storms: { storms: [], fetchedAtUtc: ATLANTIC_NOW_UTC, source: 'live' },
    land: null,
    importWarnings: [],
    generatedAtUtc: ATLANTIC_NOW_UTC,
    preparedBy: null,
  };
  return buildReport(sources)
    .warnings.filter((w) => w.kind === 'forecast' && w.text.includes('planned'))
    .map((w) => w.text);
}

describe('the off-track warning', () => {
  it('is silent for a forecast on the planned track, and for one within the tolerance', () => {
    expect(trackWarnings(snapshot(0))).toEqual([]);
    expect(trackWarnings(snapshot(0.9 * TRACK_TOLERANCE_NM))).toEqual([]);
    // Within the time the tolerance takes to sail at the last leg's 12 kn (5 min).
    expect(trackWarnings(snapshot(0, 4 * 60))).toEqual([]);
  });

  it('names the distance and the leg once the forecast lies beyond the tolerance', () => {
    const [text, ...rest] = trackWarnings(snapshot(1.6 * TRACK_TOLERANCE_NM));
    expect(rest).toEqual([]);
    expect(text).toMatch(
      /^The forecast was sampled up to 1\.6 NM from the planned position at the same time \(.+ on leg 1 \(Bishop Rock → South of Cape Race, great circle\)\)\. /,
    );
    expect(text).toContain(`Passage asks for the forecast within ${TRACK_TOLERANCE_NM} NM of the planned track`);
    expect(text).toContain('run the forecast again');
  });

  it('says so when the forecast reaches the last waypoint later than the plan by more than the tolerance', () => {
    const [text] = trackWarnings(snapshot(0, 20 * 60));
    expect(text).toMatch(/^Its track reaches the last waypoint 0 h 20 min later than the plan\. /);
  });
});

// The quick outlook of a 1,000-waypoint voyage (the README's bench size): one run of legs at one
// speed is too long for one request's address, so it is asked in several that share a waypoint,
// each timed from its own first waypoint; every waypoint gets one row at Passage's ETA.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest } from '../../../../shared/api/request/build';
import { MAX_QUERY_BYTES, queryBytes } from '../../../../shared/api/request/url';
import type { Voyage } from '../../../../shared/domain/voyage';
import { scheduleInputOf, scheduleVoyage } from '../../../../shared/schedule';
import { planOutlook } from '../../../../electron/backend/app/forecasts/outlook';
import { NOW_UTC, testBackend, type TestBackend } from './helpers';

const WAYPOINTS = 1000;

/** 1,000 waypoints across the open North Atlantic at 14 kn, rhumb legs, no stays. */
function longVoyage(): Voyage {
  return {
    name: 'Long Atlantic crossing',
    route: {
      name: 'many waypoints',
      waypoints: Array.from({ length: WAYPOINTS }, (_, i) => ({
        id: `w${i}`,
        name: `WP${i}`,
        position: { lat: 47.123456 - i * 0.00713, lon: -38.654321 + i * 0.0197 },
        legGeometry: 'rhumb' as const,
      })),
    },
    departureUtc: NOW_UTC + 3600,
    speedsKn: Array.from({ length: WAYPOINTS - 1 }, () => 14),
    staysS: {},
  };
}

describe('the quick outlook of a 1,000-waypoint voyage', () => {
  it('is asked in requests within the address limit that share a waypoint and cover every one', () => {
    const plan = planOutlook(longVoyage());
    expect(plan.runs.length).toBeGreaterThan(1);
    for (const run of plan.runs) {
      expect(queryBytes(buildRequest('weather.ensemble.route', run.params))).toBeLessThanOrEqual(MAX_QUERY_BYTES);
      expect(run.params.lats).toHaveLength(run.toIndex - run.fromIndex + 1);
    }
    expect(plan.runs[0]!.fromIndex).toBe(0);
    expect(plan.runs.at(-1)!.toIndex).toBe(WAYPOINTS - 1);
    for (let r = 1; r < plan.runs.length; r++) expect(plan.runs[r]!.fromIndex).toBe(plan.runs[r - 1]!.toIndex);
    // Each request starts when the ship leaves its first waypoint.
    const { waypoints } = plan.schedule;
    for (const run of plan.runs) expect(run.params.start).toBe(Math.round(waypoints[run.fromIndex]!.etdUtc));
  });

  describe('through the api (demo service)', () => {
    let b: TestBackend;
    beforeAll(async () => {
      b = await testBackend();
    });
    afterAll(() => b.dispose());

    it('gives one row per waypoint at its ETA, with wind, and costs what the estimate said', async () => {
      const { id: voyageId } = await b.api['voyages.save']({ voyage: longVoyage() });
      const estimate = await b.api['forecasts.estimate']({ voyageId, options: { ensemble: true, storms: true } });
      const outlook = await b.api['forecasts.outlook']({ voyageId });
      expect(outlook.requests).toBe(planOutlook(longVoyage()).runs.length);
      expect(outlook.requests).toBe(estimate.outlook!.requests);
      expect(outlook.creditsSpent).toBe(estimate.outlook!.credits);
      expect(outlook.rows.map((r) => r.waypointIndex)).toEqual(Array.from({ length: WAYPOINTS }, (_, i) => i));
      const schedule = scheduleVoyage(scheduleInputOf(longVoyage()));
      outlook.rows.forEach((row, i) => {
        const w = schedule.waypoints[i]!;
        expect(Math.abs(row.etaUtc - (i === 0 ? w.etdUtc : w.etaUtc))).toBeLessThan(60);
      });
      // Within the ensemble's ten days every waypoint has its mean wind.
      const reach = NOW_UTC + 9 * 86_400;
      const inReach = outlook.rows.filter((r) => r.etaUtc < reach);
      expect(inReach.length).toBeGreaterThan(100);
      for (const row of inReach) expect(row.windKn).toBeGreaterThan(0);
    });
  });
});

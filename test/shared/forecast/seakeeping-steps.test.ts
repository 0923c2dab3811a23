// The voyage's steps for the seakeeping check: the ship every 3 h, her heading along a rhumb leg
// and a great circle, stays, and the steps cut at the ensemble's reach.
import { describe, expect, it } from 'vitest';
import { M_PER_NM } from '../../../shared/domain/units';
import { geodesicInverse } from '../../../shared/geodesy/geodesic';
import { voyageSteps, type SeakeepingVoyage } from '../../../shared/forecast/seakeeping-steps';

const H = 3600;
const T0 = Date.UTC(2026, 11, 1) / 1000;
const ALWAYS = { fromUtc: -Infinity, toUtc: Infinity };

/** Due north on a rhumb line, 2° of latitude (about 120 NM) at 10 kn: about 12 h. */
const NORTH: SeakeepingVoyage = {
  route: {
    name: 'north',
    waypoints: [
      { id: 'a', name: 'A', position: { lat: 50, lon: -20 }, legGeometry: 'rhumb' },
      { id: 'b', name: 'B', position: { lat: 52, lon: -20 }, legGeometry: 'rhumb' },
    ],
  },
  speedsKn: [10],
  staysS: {},
  departureUtc: T0,
};

describe('voyageSteps: the ship every 3 h along the voyage, on her leg', () => {
  it('steps every 3 h from departure, heading along the rhumb line at her speed', () => {
    const { steps, cutBefore, cutAfter } = voyageSteps(NORTH, ALWAYS);
    expect(steps.map((s) => (s.timeUtc - T0) / H)).toEqual([0, 3, 6, 9, 12]);
    expect(cutBefore + cutAfter).toBe(0);
    for (const s of steps) {
      expect(s.course).toEqual({ speedKn: 10, headingDeg: 0 });
      expect(s.position.lon).toBeCloseTo(-20, 9);
      expect(s.legIndex).toBe(0);
    }
    // 30 NM every 3 h along the meridian.
    const run = geodesicInverse(steps[0]!.position.lat, -20, steps[1]!.position.lat, -20).distanceM / M_PER_NM;
    expect(run).toBeCloseTo(30, 6);
  });

  it('keeps a north-east rhumb leg one heading, and follows a great circle as its course turns', () => {
    const across = (legGeometry: 'rhumb' | 'greatCircle'): SeakeepingVoyage => ({
      ...NORTH,
      speedsKn: [20],
      route: {
        name: legGeometry,
        waypoints: [
          { id: 'a', name: 'A', position: { lat: 45, lon: -40 }, legGeometry: 'rhumb' },
          { id: 'b', name: 'B', position: { lat: 50, lon: -10 }, legGeometry },
        ],
      },
    });
    const rhumb = voyageSteps(across('rhumb'), ALWAYS).steps.map((s) => s.course!.headingDeg);
    expect(new Set(rhumb.map((h) => h.toFixed(9))).size).toBe(1);
    const great = voyageSteps(across('greatCircle'), ALWAYS).steps;
    const headings = great.map((s) => s.course!.headingDeg);
    // Eastbound in the northern hemisphere a great circle starts north of the rhumb and turns to starboard.
    expect(headings[0]).toBeLessThan(rhumb[0]!);
    for (let i = 1; i < headings.length; i++) expect(headings[i]).toBeGreaterThan(headings[i - 1]!);
    const mid = great[4]!.position;
    expect(headings[4]).toBeCloseTo(geodesicInverse(mid.lat, mid.lon, 50, -10).initialCourseDeg, 9);
  });

  it('judges nothing in a stay: moored or at anchor, no heading', () => {
    const stay: SeakeepingVoyage = {
      ...NORTH,
      route: {
        name: 'stay',
        waypoints: [
          ...NORTH.route.waypoints,
          { id: 'c', name: 'C', position: { lat: 53, lon: -20 }, legGeometry: 'rhumb' },
        ],
      },
      staysS: { '1': 6 * H },
    };
    const steps = voyageSteps(stay, ALWAYS).steps;
    const byHour = new Map(steps.map((s) => [(s.timeUtc - T0) / H, s]));
    expect(byHour.get(15)?.course).toBeNull();
    expect(byHour.get(15)?.legIndex).toBeNull();
    expect(byHour.get(21)?.course).toEqual({ speedKn: 10, headingDeg: 0 });
  });

  it('cuts the steps beyond the ensemble reach and before it, and asks only the places of the steps kept', () => {
    const all = voyageSteps(NORTH, ALWAYS);
    const cut = voyageSteps(NORTH, { fromUtc: T0 + 3 * H, toUtc: T0 + 7 * H });
    expect(cut.steps.map((s) => (s.timeUtc - T0) / H)).toEqual([3, 6]);
    expect(cut.cutBefore).toBe(1);
    expect(cut.cutAfter).toBe(2);
    expect(cut.places.map((p) => p.key)).toEqual(cut.steps.map((s) => s.place.key));
    expect(all.places.length).toBe(5);
  });
});

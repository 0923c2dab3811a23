// The synthetic tropical cyclones' forecast cones (spec §2.12): every forecast point inside, the
// NHC radii by lead time, a valid polygon no farther from the track than its circles, a recurve's
// inside left clear, and rings cut at the antimeridian.
import { describe, expect, it } from 'vitest';
import type { Storm } from '../../../../shared/api/resources/storms';
import { geodesicInverse } from '../../../../shared/geodesy/geodesic';
import { activeStorms } from '../../../../electron/sandbox/storms/storms';
import { coneContains } from '../../../../shared/forecast/point-in-polygon';
import { polygonFaults, sweptMarginNm, type Centre } from '../../../helpers/cone-truth';
import { allStorms, HOUR, inside, utc } from './storm-samples';

describe('forecast cone', () => {
  it('contains every forecast point and the current position; empty only without a forecast', () => {
    for (const { nowUtc, storm } of allStorms) {
      const ahead = storm.path.filter((p) => (p.timestamp ?? 0) >= nowUtc);
      if (ahead.length === 1) {
        expect(storm.cone).toEqual([]);
        continue;
      }
      for (const p of ahead) {
        const hits = storm.cone.filter((ring) => inside(p.longitude ?? NaN, p.latitude ?? NaN, ring));
        expect(hits.length, `${storm.id} at +${((p.timestamp ?? 0) - nowUtc) / HOUR} h`).toBeGreaterThan(0);
      }
    }
  });

  it('grows with lead time: about 10 NM round the current position, 205 NM round +120 h', () => {
    const radiiNm: Record<number, number> = { 0: 10, 12: 26, 24: 39, 36: 53, 48: 67, 72: 99, 96: 145, 120: 205 };
    let checked = 0;
    for (const { nowUtc, storm } of allStorms) {
      if (storm.cone.length !== 1) continue;
      const ring = storm.cone[0] ?? [];
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      for (const p of storm.path.filter((q) => (q.timestamp ?? 0) >= nowUtc)) {
        const leadH = ((p.timestamp ?? 0) - nowUtc) / HOUR;
        const nearestNm = Math.min(
          ...ring.map(
            ([lon, lat]) => geodesicInverse(p.latitude ?? NaN, p.longitude ?? NaN, lat, lon).distanceM / 1852,
          ),
        );
        // The hull holds every circle (24-gon: edges cut in by under 1 %); the current end is its own circle.
        expect(nearestNm).toBeGreaterThan(0.98 * (radiiNm[leadH] ?? NaN));
        if (leadH === 0) expect(nearestNm).toBeLessThan(10.5);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('is a valid polygon holding every forecast position, and nothing farther from the track circles than their radius', () => {
    // On the boundary the cone may lie off the swept circles by the 24-gons' cut (under 1 %) and
    // by its straight edges in the lon/lat plane (a few NM): 8 NM, as the recurving track's test.
    const toleranceNm = 8;
    let checked = 0;
    for (const { nowUtc, storm } of allStorms) {
      if (storm.cone.length === 0) continue;
      const centres: Centre[] = storm.path
        .filter((p) => (p.timestamp ?? 0) >= nowUtc)
        .map((p) => ({
          latDeg: p.latitude ?? NaN,
          lonDeg: p.longitude ?? NaN,
          leadH: ((p.timestamp ?? 0) - nowUtc) / HOUR,
        }));
      expect(polygonFaults(storm.cone), storm.id).toEqual([]);
      for (const c of centres)
        expect(coneContains(storm.cone, c.latDeg, c.lonDeg), `${storm.id} +${c.leadH} h`).toBe(true);
      // Every vertex and the middle of every edge: the boundary lies on the swept circles.
      for (const ring of storm.cone) {
        for (let i = 0; i + 1 < ring.length; i++) {
          const [lon, lat] = ring[i]!;
          const [lon2, lat2] = ring[i + 1]!;
          // Points on the cut at ±180 are inside the cone, not on its edge; they too are within it.
          expect(sweptMarginNm(centres, lat, lon), `${storm.id} vertex ${i}`).toBeLessThan(toleranceNm);
          const dLon = ((((lon2 - lon) % 360) + 540) % 360) - 180;
          expect(sweptMarginNm(centres, (lat + lat2) / 2, lon + dLon / 2), `${storm.id} edge ${i}`).toBeLessThan(
            toleranceNm,
          );
        }
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(60);
  });

  it("leaves out the inside of a recurving storm's bend, where a hull would have warned", () => {
    // The first recurving storm of the 2026 West Pacific season (seeds 1-20, daily at 06Z) whose
    // forecast bends round a point more than 180 NM from every circle its cone sweeps: halfway
    // between where it is and where it will be. A convex hull would hold that point.
    let found: { storm: Storm; centres: Centre[]; bend: { lat: number; lon: number } } | undefined;
    for (let day = 0; day < 200 && found === undefined; day++) {
      const nowUtc = utc(2026, 6, 1, 6) + day * 24 * HOUR;
      for (let seed = 1; seed <= 20 && found === undefined; seed++) {
        for (const storm of activeStorms(seed, nowUtc)) {
          const centres: Centre[] = storm.path
            .filter((p) => (p.timestamp ?? 0) >= nowUtc && p.latitude !== null && p.longitude !== null)
            .map((p) => ({
              latDeg: p.latitude ?? NaN,
              lonDeg: p.longitude ?? NaN,
              leadH: ((p.timestamp ?? 0) - nowUtc) / HOUR,
            }));
          const first = centres[0];
          const last = centres.at(-1);
          if (first === undefined || last === undefined || storm.cone.length !== 1) continue;
          if (Math.abs(last.lonDeg - first.lonDeg) > 90) continue;
          const bend = { lat: (first.latDeg + last.latDeg) / 2, lon: (first.lonDeg + last.lonDeg) / 2 };
          if (sweptMarginNm(centres, bend.lat, bend.lon) > 180) found = { storm, centres, bend };
        }
      }
    }
    expect(found, 'a storm whose forecast bends far round a point').toBeDefined();
    if (found === undefined) return;
    expect(sweptMarginNm(found.centres, found.bend.lat, found.bend.lon)).toBeGreaterThan(180);
    expect(coneContains(found.storm.cone, found.bend.lat, found.bend.lon), found.storm.id).toBe(false);
  });

  it('is cut at the antimeridian into rings that never jump across the map', () => {
    let split: Storm | undefined;
    for (let day = 0; day < 150 && split === undefined; day++) {
      for (const seed of [1, 2, 3, 4, 5]) {
        split = activeStorms(seed, utc(2025, 11, 1) + day * 24 * HOUR).find((s) => s.cone.length === 2);
        if (split) break;
      }
    }
    expect(split?.id).toMatch(/^(SP|WP)/);
    for (const ring of split?.cone ?? []) {
      for (let i = 1; i < ring.length; i++)
        expect(Math.abs((ring[i]?.[0] ?? 0) - (ring[i - 1]?.[0] ?? 0))).toBeLessThan(180);
      const lons = ring.map((p) => p[0]);
      expect(Math.max(...lons.map(Math.abs))).toBe(180);
    }
  });
});

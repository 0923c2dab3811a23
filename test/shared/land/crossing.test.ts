// Legs over land at 1:10m, both geometries, across the antimeridian, and the port rule. Each
// case was computed with the data and checked against the chart; sea legs keep a margin of
// at least 1.4 NM from the coastline (stated per case), land legs cross tens of miles.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  describeLandCrossing,
  legCrossesLand,
  routeLandCrossings,
  type LandCheckWaypoint,
} from '../../../shared/land/crossing';
import { routeFromGeoJson } from '../../../shared/formats/geojson';
import type { Position } from '../../../shared/domain/position';
import { loadLand } from './load';

const land = loadLand('10m');
const at = (lat: number, lon: number): Position => ({ lat, lon });

describe('legCrossesLand', () => {
  it('North Sea to the Bay of Biscay straight across France: over land from the Seine to the Vendée', () => {
    const c = legCrossesLand(land, at(53.0, 3.0), at(45.5, -3.0), 'rhumb');
    expect(c.length).toBeGreaterThanOrEqual(1);
    const longest = c.reduce((a, b) => (b.landNm > a.landNm ? b : a));
    // Normandy (Calvados coast, ~49.3N 0.0E) to the Vendée coast (~46.8N 2.0W): ~170 NM of France.
    expect(longest.landNm).toBeGreaterThan(150);
    expect(longest.landNm).toBeLessThan(190);
    for (const p of [longest.entry, longest.exit]) {
      expect(p.lat).toBeGreaterThan(46);
      expect(p.lat).toBeLessThan(50);
      expect(p.lon).toBeGreaterThan(-3);
      expect(p.lon).toBeLessThan(1);
    }
    expect(longest.exitNm - longest.entryNm).toBeCloseTo(longest.landNm, 9);
  });

  it('50N 170E to 50N 170W crosses nothing either way (the Aleutians lie north of 51N; GC vertex 50.4N)', () => {
    expect(legCrossesLand(land, at(50, 170), at(50, -170), 'rhumb')).toEqual([]);
    expect(legCrossesLand(land, at(50, 170), at(50, -170), 'greatCircle')).toEqual([]);
  });

  it('across Wrangel Island, which the antimeridian cuts in two: one crossing, not two', () => {
    for (const geometry of ['rhumb', 'greatCircle'] as const) {
      const c = legCrossesLand(land, at(71.2, 176), at(71.2, -176), geometry);
      expect(c).toHaveLength(1);
      // The island is ~70 NM across at 71.2N, from ~178.9E to ~177.5W.
      expect(c[0]!.landNm).toBeGreaterThan(60);
      expect(c[0]!.landNm).toBeLessThan(80);
      expect(c[0]!.entry.lon).toBeGreaterThan(178);
      expect(c[0]!.exit.lon).toBeLessThan(-177);
      expect(c[0]!.exit.lon).toBeGreaterThan(-178);
    }
  });

  it('65N 170E to 65N 170W runs over Chukotka (not Alaska, which at 65N begins east of 168W)', () => {
    const c = legCrossesLand(land, at(65, 170), at(65, -170), 'rhumb');
    expect(c.length).toBeGreaterThanOrEqual(1);
    for (const x of c) expect(x.exit.lon > 169 || x.exit.lon < -171).toBe(true);
    expect(c.reduce((s, x) => s + x.landNm, 0)).toBeGreaterThan(200);
  });

  it('great circle over Iceland, rhumb line clear: 63N 30W to 63N 5W', () => {
    // The rhumb line keeps to 63N, 24 NM south of Iceland's south coast (63.4N at most); the
    // great circle bulges poleward to 63.55N near 18W and so runs over the southern lowlands
    // (Myrdalssandur), about 49 NM of land.
    expect(legCrossesLand(land, at(63, -30), at(63, -5), 'rhumb')).toEqual([]);
    const gc = legCrossesLand(land, at(63, -30), at(63, -5), 'greatCircle');
    expect(gc).toHaveLength(1);
    expect(gc[0]!.landNm).toBeGreaterThan(40);
    expect(gc[0]!.landNm).toBeLessThan(60);
    expect(gc[0]!.entry.lat).toBeGreaterThan(63.4);
    expect(gc[0]!.entry.lon).toBeGreaterThan(-21);
    expect(gc[0]!.exit.lon).toBeLessThan(-17);
  });

  it('through the Strait of Gibraltar along 35.95N: clear (1.4 NM from the coast at the narrows)', () => {
    expect(legCrossesLand(land, at(35.95, -7), at(35.95, -4.5), 'rhumb')).toEqual([]);
  });

  it('through the Singapore Strait: clear (2.7 NM at the closest)', () => {
    expect(legCrossesLand(land, at(1.2, 103.6), at(1.25, 104.2), 'rhumb')).toEqual([]);
  });

  it('a zero-length leg crosses nothing', () => {
    expect(legCrossesLand(land, at(48.8566, 2.3522), at(48.8566, 2.3522), 'rhumb')).toEqual([]);
  });
});

describe('the port rule: land within 2 NM of a waypoint on land or within 1 NM of it is not reported', () => {
  // Paris is ~60 NM inland, so a leg from it runs over land almost all the way to the sea.
  it('cuts the first 2 NM off a leg that starts on land, and reports the rest', () => {
    const c = legCrossesLand(land, at(48.8566, 2.3522), at(49.9, -1.0), 'rhumb');
    expect(c.length).toBeGreaterThanOrEqual(1);
    expect(c[0]!.entryNm).toBeCloseTo(2, 9);
    expect(c[0]!.landNm).toBeGreaterThan(50);
  });

  it('with portApproachNm 0 reports land from the very start of the leg', () => {
    const c = legCrossesLand(land, at(48.8566, 2.3522), at(49.9, -1.0), 'rhumb', { portApproachNm: 0 });
    expect(c[0]!.entryNm).toBe(0);
  });

  it('ignores a short run over land next to a berth', () => {
    // A waypoint on the Dover seafront (on land by the 1:10m coastline) out to the middle of the
    // strait: 0.1 NM of land at the start, reported only when the exemption is turned off.
    const berth = at(51.125, 1.32);
    expect(legCrossesLand(land, berth, at(51.0, 1.5), 'rhumb', { portApproachNm: 0 })[0]!.landNm).toBeLessThan(0.2);
    expect(legCrossesLand(land, berth, at(51.0, 1.5), 'rhumb')).toEqual([]);
    // The same leg sailed the other way: the exemption holds at the end too.
    expect(legCrossesLand(land, at(51.0, 1.5), berth, 'rhumb')).toEqual([]);
  });
});

describe('routeLandCrossings', () => {
  const route = routeFromGeoJson(
    readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'routes', 'rotterdam-new-york.geojson'), 'utf8'),
    'x',
  );

  it('Rotterdam - New York: the great-circle ocean leg from Ushant runs over Newfoundland and Nova Scotia', () => {
    const c = routeLandCrossings(land, route.waypoints);
    expect(c.length).toBeGreaterThan(0);
    expect(new Set(c.map((x) => x.fromIndex))).toEqual(new Set([2]));
    const first = c[0]!;
    expect(first).toMatchObject({ fromIndex: 2, fromName: 'Ushant', toName: 'Ambrose Light', geometry: 'greatCircle' });
    // Avalon Peninsula, Newfoundland, ~47.9N 53.0W.
    expect(first.entry.lat).toBeCloseTo(47.9, 0);
    expect(first.entry.lon).toBeCloseTo(-53.0, 0);
    expect(describeLandCrossing(first)).toMatch(
      /^Leg 3 \(Ushant → Ambrose Light\) runs over land for \d+\.\d NM from 47°\d\d\.\d\d'N 053°\d\d\.\d\d'W, \d+\.\d NM after Ushant\.$/,
    );
  });

  it('the same route sailed as rhumb lines crosses nothing (closest approach: 0.6 NM off the Cotentin, Dover - Ushant)', () => {
    const rhumb: LandCheckWaypoint[] = route.waypoints.map((w) => ({ ...w, legGeometry: 'rhumb' }));
    expect(routeLandCrossings(land, rhumb)).toEqual([]);
  });

  it('names legs by index and waypoint names across the antimeridian', () => {
    const c = routeLandCrossings(land, [
      { name: 'East Siberian Sea', position: at(71.2, 176) },
      { name: 'Chukchi Sea', position: at(71.2, -176), legGeometry: 'greatCircle' },
      { name: 'Chukchi Sea north', position: at(72.5, -165) },
    ]);
    expect(c).toHaveLength(1);
    expect(c[0]).toMatchObject({
      fromIndex: 0,
      fromName: 'East Siberian Sea',
      toName: 'Chukchi Sea',
      geometry: 'greatCircle',
    });
  });

  it('checks nothing for fewer than two waypoints', () => {
    expect(routeLandCrossings(land, [])).toEqual([]);
    expect(routeLandCrossings(land, [{ name: 'A', position: at(0, 0) }])).toEqual([]);
  });
});

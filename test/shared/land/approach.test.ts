// A port's approach (issue 24): a port-to-port plan sails to the port's pilot station or the
// nearest open water off it, never to a town inside the land data, so its first leg out to sea
// is clear by the same land the chart draws and the land check reads.
import { describe, expect, it } from 'vitest';
import {
  APPROACH_CLEARANCE_NM,
  isOpenWater,
  nearestOpenWater,
  portApproach,
  type PortPlace,
} from '../../../shared/land/approach';
import { MAX_APPROACH_NM, isApproachOf } from '../../../shared/land/approach-of';
import { PILOT_STATIONS } from '../../../shared/land/pilot-stations';
import { distanceToLandNm, isLand } from '../../../shared/land/land';
import { checkRouteLand } from '../../../shared/formats/land-check';
import type { Position } from '../../../shared/domain/position';
import { portCatalogue } from '../../../electron/sandbox/ports/catalogue';
import { loadLand } from './load';

const land = loadLand('10m');
const ports = portCatalogue().ports;

function port(name: string, country: string): PortPlace {
  const found = ports.find((p) => p.name === name && p.country === country);
  if (!found) throw new Error(`${name} (${country}) is not in the demo catalogue`);
  return found;
}

function legNotes(from: Position, to: Position): string[] {
  const route = {
    name: 'first leg',
    waypoints: [
      { id: 'a', name: 'Approach', position: from, legGeometry: 'rhumb' as const },
      { id: 'b', name: 'Offshore', position: to, legGeometry: 'rhumb' as const },
    ],
  };
  return checkRouteLand(land, route, '').notes.map((n) => n.message);
}

describe('portApproach', () => {
  // Each port's listed position lies inside the land data (or in a river); the offshore point is
  // open sea on the way out, so the first leg of a plan from the port is approach -> offshore.
  it.each([
    ['Rotterdam', 'Netherlands', 'pilot', 30, { lat: 52.0, lon: 3.0 }],
    ['New York', 'United States', 'pilot', 20, { lat: 40.2, lon: -72.5 }],
    ['Cape Town', 'South Africa', 'pilot', 10, { lat: -33.7, lon: 17.8 }],
    ['Luanda', 'Angola', 'sea', 15, { lat: -8.5, lon: 12.8 }],
    ['Hamburg', 'Germany', 'pilot', 80, { lat: 54.2, lon: 7.5 }],
  ] as const)('puts %s at an approach at sea, its first leg clear', (name, country, kind, withinNm, offshore) => {
    const p = port(name, country);
    const approach = portApproach(land, p);
    expect(approach.kind).toBe(kind);
    expect(isLand(land, approach.position.lat, approach.position.lon)).toBe(false);
    expect(distanceToLandNm(land, approach.position.lat, approach.position.lon, 10)).toBeGreaterThanOrEqual(
      APPROACH_CLEARANCE_NM,
    );
    expect(approach.distanceNm).toBeGreaterThan(0);
    expect(approach.distanceNm).toBeLessThanOrEqual(withinNm);
    expect(legNotes(approach.position, offshore)).toEqual([]);
  });

  it("names Rotterdam's pilot station and does not give it to Rotterdam, New York (a namesake)", () => {
    const approach = portApproach(land, port('Rotterdam', 'Netherlands'));
    expect(approach).toMatchObject({ kind: 'pilot', station: 'Maas Center pilot station' });
    expect(portApproach(land, port('Rotterdam', 'United States')).kind).not.toBe('pilot');
  });

  it('lists only pilot stations in open water by the land data', () => {
    for (const s of PILOT_STATIONS) expect(isOpenWater(land, s.position), s.station).toBe(true);
  });

  it('leaves a port already in open water where it is', () => {
    const atSea = { name: 'Buoy', country: 'Nowhere', latitude: 45, longitude: -30 };
    expect(portApproach(land, atSea)).toEqual({ kind: 'port', position: { lat: 45, lon: -30 }, distanceNm: 0 });
  });

  it('finds no sea for a point in the middle of a continent', () => {
    expect(nearestOpenWater(land, { lat: 48, lon: 90 })).toBeNull();
  });

  it('puts every sampled catalogue port at an approach in open water within the bound', () => {
    const sample = ports.filter((_, i) => i % 5 === 0);
    expect(sample.length).toBeGreaterThan(250);
    let none = 0;
    for (const p of sample) {
      const approach = portApproach(land, p);
      if (approach.kind === 'none') {
        none++;
        continue;
      }
      const where = `${p.name} (${p.country})`;
      expect(isOpenWater(land, approach.position), where).toBe(true);
      expect(approach.distanceNm, where).toBeLessThanOrEqual(MAX_APPROACH_NM);
    }
    // Lake and far river ports only (the Great Lakes, the upper Yangtze): a few percent.
    expect(none / sample.length).toBeLessThan(0.03);
  });
});

describe('port-to-port plans by way of the approaches', () => {
  /** A plan from port to port through open-sea waypoints, the ports at their approaches or their listed positions. */
  function plan(from: PortPlace, via: readonly Position[], to: PortPlace, at: 'approach' | 'listed') {
    const where = (p: PortPlace): Position =>
      at === 'approach' ? portApproach(land, p).position : { lat: p.latitude, lon: p.longitude };
    const points = [where(from), ...via, where(to)];
    const names = [from.name, ...via.map((_, i) => `Sea ${i + 1}`), to.name];
    return {
      name: `${from.name} to ${to.name}`,
      waypoints: points.map((position, i) => ({
        id: `w${i}`,
        name: names[i]!,
        position,
        legGeometry: 'rhumb' as const,
      })),
    };
  }

  // Open-sea turning points: the Dover Strait, mid-Channel, off the Lizard, south of Nantucket;
  // off Namibia, off the Kunene, off Luanda's bay.
  const cases = [
    [
      'Rotterdam to New York',
      port('Rotterdam', 'Netherlands'),
      [
        { lat: 51.05, lon: 1.5 },
        { lat: 50.2, lon: -1.0 },
        { lat: 49.5, lon: -5.5 },
        { lat: 40.3, lon: -70.0 },
      ],
      port('New York', 'United States'),
    ],
    [
      'Cape Town to Luanda',
      port('Cape Town', 'South Africa'),
      [
        { lat: -30.0, lon: 14.0 },
        { lat: -18.0, lon: 10.5 },
        { lat: -8.9, lon: 12.9 },
      ],
      port('Luanda', 'Angola'),
    ],
  ] as const;

  it.each(cases)('%s: no leg over land, no waypoint inside the coastline', (_name, from, via, to) => {
    expect(checkRouteLand(land, plan(from, via, to, 'approach'), '').notes).toEqual([]);
  });

  // Regression (issue 24): from the listed positions the first and last legs run over drawn land,
  // and the check says so (it once passed over the land next to a port).
  it.each(cases)('%s from the listed positions: the first and last legs are reported', (_name, from, via, to) => {
    const route = plan(from, via, to, 'listed');
    const legs = checkRouteLand(land, route, '').notes.flatMap((n) => (n.legIndex === undefined ? [] : [n.legIndex]));
    expect(legs).toContain(0);
    expect(legs).toContain(route.waypoints.length - 2);
  });
});

describe('isApproachOf', () => {
  const rotterdam = { name: 'Rotterdam', position: { lat: 51.92, lon: 4.5 } };

  it("takes a waypoint of the port's name within reach, its case and spaces aside", () => {
    const approach = portApproach(land, port('Rotterdam', 'Netherlands')).position;
    expect(isApproachOf(rotterdam, { name: ' rotterdam ', position: approach })).toBe(true);
    expect(isApproachOf(rotterdam, { name: 'Rotterdam', position: rotterdam.position })).toBe(true);
  });

  it('refuses another name, or the same name beyond MAX_APPROACH_NM (a namesake)', () => {
    expect(isApproachOf(rotterdam, { name: 'Maas Center', position: { lat: 52.017, lon: 3.883 } })).toBe(false);
    // Rotterdam, New York state: the same name across an ocean.
    expect(isApproachOf(rotterdam, { name: 'Rotterdam', position: { lat: 42.8, lon: -74.0 } })).toBe(false);
    // 5 NM inside and beyond the bound, due north: a degree of latitude there is 60.1 NM
    // (GeodSolve -i: 51.92N 4.5E to 56N 4.5E is 454 120.8 m).
    const north = (nm: number) => ({ name: 'Rotterdam', position: { lat: 51.92 + nm / 60.1, lon: 4.5 } });
    expect(isApproachOf(rotterdam, north(MAX_APPROACH_NM - 5))).toBe(true);
    expect(isApproachOf(rotterdam, north(MAX_APPROACH_NM + 5))).toBe(false);
  });
});

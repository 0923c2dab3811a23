// Land on imported routes against Natural Earth 1:10m: legs over land named with the leg and
// the position, on rhumb lines and great circles and across the antimeridian; canal transits,
// which the coastline data shows as land, reported once and not as crossings; every other leg
// over the land the chart draws reported, river ports included (the Rotterdam → Maas leg once
// was not); a waypoint really misplaced on land still reported with its leg.
import { describe, expect, it } from 'vitest';
import { checkRouteLand } from '../../../shared/formats/land-check';
import { waterwayAt, waterwayHolding } from '../../../shared/formats/waterways';
import type { LegGeometry, Route } from '../../../shared/domain/voyage';
import { loadLand } from '../land/load';

const land = loadLand('10m');
const route = (pts: [string, number, number, LegGeometry?][]): Route => ({
  name: 'test',
  waypoints: pts.map(([name, lat, lon, g], i) => ({
    id: `w${i}`,
    name,
    position: { lat, lon },
    legGeometry: g ?? 'rhumb',
  })),
});
const check = (r: Route) => checkRouteLand(land, r, 'route.rtz');
const legNotes = (r: Route) => check(r).notes.filter((n) => n.legIndex !== undefined);

describe('checkRouteLand', () => {
  it('names the leg, the distance over land and where it starts: a rhumb line across Jutland', () => {
    const notes = legNotes(
      route([
        ['North Sea', 56.0, 7.5],
        ['Kattegat', 56.0, 11.5],
      ]),
    );
    const main = notes.find((n) => n.message.includes('65.5 NM'));
    expect(main).toEqual({
      kind: 'land',
      file: 'route.rtz',
      where: 'leg 1 (North Sea → Kattegat)',
      message:
        "Leg 1 (North Sea → Kattegat) runs over land for 65.5 NM from 56°00.00'N 008°19.07'E, 27.6 NM after North Sea.",
      legIndex: 0,
      position: { lat: expect.closeTo(56, 6), lon: expect.closeTo(8.318, 3) },
    });
  });

  it('finds Taveuni on the 180th meridian, by rhumb line and by great circle', () => {
    for (const g of ['rhumb', 'greatCircle'] as const) {
      const notes = legNotes(
        route([
          ['West of Taveuni', -16.85, 179.5],
          ['East of Taveuni', -16.85, -179.5, g],
        ]),
      );
      expect(notes).toHaveLength(1);
      expect(notes[0]!.message).toMatch(
        /^Leg 1 \(West of Taveuni → East of Taveuni\) runs over land for \d+\.\d NM from 16°5\d\.\d\d'S 179°5\d\.\d\d'E/,
      );
    }
  });

  it('finds Newfoundland under a great-circle leg from Ushant to New York', () => {
    const notes = legNotes(
      route([
        ['Ushant', 48.5, -5.5],
        ['Ambrose', 40.45, -73.8, 'greatCircle'],
      ]),
    );
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((n) => n.where === 'leg 1 (Ushant → Ambrose)')).toBe(true);
    expect(notes.some((n) => n.position!.lon < -52 && n.position!.lon > -60)).toBe(true);
  });

  it.each([
    [
      'Kiel Canal',
      [
        ['Brunsbüttel roads', 53.87, 9.1],
        ['Burg', 54.0, 9.262],
        ['Grünental', 54.125, 9.334],
        ['Rendsburg', 54.296, 9.686],
        ['Sehestedt', 54.365, 9.82],
        ['Holtenau', 54.3655, 10.142],
        // Down Kiel Fjord, which is narrow in the 1:10m data: one leg straight out crosses its bank.
        ['Wik', 54.38, 10.17],
        ['Friedrichsort', 54.4, 10.195],
        ['Kiel Fjord north', 54.415, 10.2],
        ['Kiel Fjord', 54.43, 10.2],
      ],
      'Waypoints 2 to 6 (Burg … Holtenau)',
    ],
    [
      'Suez Canal',
      [
        ['Port Said roads', 31.35, 32.36],
        ['El Qantara', 30.857, 32.317],
        ['Ismailia', 30.57, 32.3],
        ['Great Bitter Lake', 30.34, 32.38],
        ['Kabrit', 30.24, 32.47],
        ['Little Bitter Lake', 30.18, 32.52],
        ['Suez', 29.94, 32.565],
        ['Gulf of Suez', 29.8, 32.55],
      ],
      'Waypoints 2 to 6 (El Qantara … Little Bitter Lake)',
    ],
    [
      'Panama Canal',
      [
        ['Colón', 9.4, -79.92],
        ['Gatun Locks', 9.272, -79.922],
        ['Gamboa', 9.118, -79.696],
        ['Miraflores', 8.997, -79.591],
        ['Pacific', 8.85, -79.5],
      ],
      'Waypoints 2 to 4 (Gatun Locks … Miraflores)',
    ],
  ] as const)(
    'takes a %s transit with waypoints along it as water, and names the waypoints once',
    (_name, pts, run) => {
      const { notes } = check(route(pts.map((p) => [...p] as [string, number, number])));
      expect(notes.filter((n) => n.legIndex !== undefined)).toEqual([]);
      expect(notes).toHaveLength(1);
      expect(
        notes[0]!.message.startsWith(
          `${run} lie inside the coastline of the land data, which has no rivers, canals or docks`,
        ),
      ).toBe(true);
    },
  );

  it('reports the legs up the Elbe over the drawn land, and names the waypoints in the river once', () => {
    const { notes } = check(
      route([
        ['Elbe 1', 54.0, 8.11],
        ['Cuxhaven', 53.89, 8.68],
        ['Stade', 53.62, 9.52],
        ['Hamburg', 53.545, 9.96],
      ]),
    );
    expect(notes[0]!.message).toMatch(/^Waypoints 3 to 4 \(Stade … Hamburg\) lie inside the coastline/);
    expect(notes.filter((n) => n.legIndex !== undefined).map((n) => n.legIndex)).toContain(2);
  });

  // Regression (issue 24): Rotterdam's listed position is in the town, inside the land data; the
  // leg from it to the Maas runs over 15 NM of drawn land and was passed over as "its river".
  it('reports the leg from Rotterdam town to the Maas that the chart draws over land', () => {
    const legs = legNotes(
      route([
        ['Rotterdam', 51.92, 4.5],
        ['Maas', 51.99, 4.0],
      ]),
    );
    expect(legs).toHaveLength(1);
    expect(legs[0]!.message).toMatch(
      /^Leg 1 \(Rotterdam → Maas\) runs over land for 1\d\.\d NM from .*, 0\.0 NM after Rotterdam\.$/,
    );
  });

  it('still reports a single leg cut straight across from one end of a canal to the other', () => {
    expect(
      legNotes(
        route([
          ['Brunsbüttel roads', 53.87, 9.1],
          ['Kiel Fjord', 54.43, 10.2],
        ]),
      )[0]!.message,
    ).toMatch(/runs over land for 4\d\.\d NM/);
    expect(
      legNotes(
        route([
          ['Port Said roads', 31.35, 32.36],
          ['Gulf of Suez', 29.8, 32.55],
        ]),
      )[0]!.message,
    ).toMatch(/runs over land for 7\d\.\d NM/);
  });

  it('reports a waypoint misplaced far inland and the leg to it', () => {
    const { notes } = check(
      route([
        ['Off Porto', 41.15, -9.0],
        ['Madrid', 40.42, -3.7],
      ]),
    );
    expect(notes.map((n) => n.where)).toEqual(['waypoint 2', 'leg 1 (Off Porto → Madrid)']);
    expect(notes[0]).toMatchObject({
      waypointIndex: 1,
      message: expect.stringMatching(/^Madrid \(waypoint 2\) lies inside the coastline/),
    });
    expect(notes[1]!.message).toMatch(/runs over land for 23\d\.\d NM/);
  });

  it('says nothing about an open-sea route', () => {
    expect(
      check(
        route([
          ['Bishop Rock', 49.8, -6.5],
          ['Mid-Atlantic', 45.0, -30.0, 'greatCircle'],
          ['Ambrose approach', 40.3, -73.5],
        ]),
      ).notes,
    ).toEqual([]);
  });
});

describe('waterways', () => {
  it('knows the canals and nothing outside them', () => {
    expect(waterwayAt({ lat: 54.3, lon: 9.68 })?.name).toBe('Kiel Canal');
    expect(waterwayAt({ lat: 30.57, lon: 32.3 })?.name).toBe('Suez Canal');
    expect(waterwayAt({ lat: 9.12, lon: -79.7 })?.name).toBe('Panama Canal');
    expect(waterwayAt({ lat: 56.0, lon: 9.0 })).toBeUndefined();
    expect(waterwayAt({ lat: 30.57, lon: 32.5 })).toBeUndefined();
  });

  it('holds a stretch only when all of it lies in one corridor', () => {
    expect(waterwayHolding({ lat: 30.857, lon: 32.317 }, { lat: 30.57, lon: 32.3 }, 'rhumb', 0, 17)?.name).toBe(
      'Suez Canal',
    );
    expect(waterwayHolding({ lat: 53.87, lon: 9.1 }, { lat: 54.43, lon: 10.2 }, 'rhumb', 2, 49)).toBeUndefined();
  });
});

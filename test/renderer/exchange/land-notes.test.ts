// Land warnings grouped per leg for the review and the status bar, from the real check on the
// committed 1:10m land (the same notes the backend and the worker produce).
import { describe, expect, it } from 'vitest';
import { checkRouteLand } from '../../../shared/formats/land-check';
import type { Route } from '../../../shared/domain/voyage';
import { groupLandNotes, landSummary } from '../../../renderer/src/exchange/land-notes';
import { loadLand } from '../../shared/land/load';

const land = loadLand('10m');

function route(points: [string, number, number][], legGeometry: 'rhumb' | 'greatCircle' = 'rhumb'): Route {
  return {
    name: 'test',
    waypoints: points.map(([name, lat, lon], i) => ({ id: `wp${i + 1}`, name, position: { lat, lon }, legGeometry })),
  };
}

describe('groupLandNotes', () => {
  it('puts the stretches of one leg under one heading, each place with its position', () => {
    // Ushant to Ambrose Light on a great circle: Newfoundland, Nova Scotia, Cape Cod, Long Island.
    const notes = checkRouteLand(
      land,
      route(
        [
          ['Ushant', 48.5, -5.5],
          ['Ambrose Light', 40.45, -73.8],
        ],
        'greatCircle',
      ),
      '',
    ).notes;
    const groups = groupLandNotes(notes);
    expect(groups).toHaveLength(1);
    const [leg] = groups;
    expect(leg).toMatchObject({
      key: 'leg 1 (Ushant → Ambrose Light)',
      title: 'Leg 1 (Ushant → Ambrose Light)',
      legIndex: 0,
    });
    expect(leg!.items.length).toBeGreaterThan(5);
    expect(leg!.summary).toBe(`Leg 1 (Ushant → Ambrose Light) runs over land in ${leg!.items.length} places.`);
    // The heading is not repeated in each place.
    expect(leg!.items[0]!.text).toMatch(
      /^Runs over land for \d+\.\d NM from 4\d°\d\d\.\d\d'N 0\d\d°\d\d\.\d\d'W, \d+\.\d NM after Ushant\.$/,
    );
    expect(leg!.position).toEqual(leg!.items[0]!.position);
    expect(landSummary(groups)).toBe('Leg 1 (Ushant → Ambrose Light) crosses land');
  });

  it('keeps one warning whole, and words waypoints inside the coastline and several legs', () => {
    const notes = checkRouteLand(
      land,
      route([
        ['North Sea', 56.0, 6.0],
        ['Kattegat', 56.0, 11.5],
        ['Inland', 52.0, 10.0],
        ['Biscay', 46.0, -4.0],
      ]),
      '',
    ).notes;
    const groups = groupLandNotes(notes);
    expect(groups.map((g) => g.title)).toEqual([
      'Waypoint 3',
      'Leg 1 (North Sea → Kattegat)',
      'Leg 2 (Kattegat → Inland)',
      'Leg 3 (Inland → Biscay)',
    ]);
    const wp = groups[0]!;
    expect(wp).toMatchObject({ waypointIndex: 2, position: { lat: 52, lon: 10 } });
    expect(wp.items).toEqual([{ text: wp.summary, position: { lat: 52, lon: 10 } }]);
    expect(wp.summary).toMatch(/^Inland \(waypoint 3\) lies inside the coastline/);
    expect(landSummary(groups)).toBe('3 legs cross land; Waypoint 3 inside the coastline');
  });

  it('says so when nothing crosses land, and keeps the "not checked" note apart', () => {
    expect(groupLandNotes([])).toEqual([]);
    expect(landSummary([])).toBe('no leg crosses land');
    const notRun = groupLandNotes([
      {
        kind: 'land',
        file: 'a.rtz',
        where: '',
        message: 'The land check was not run: Passage could not load its land data. Check the route against the chart.',
      },
    ]);
    expect(notRun).toEqual([
      {
        key: '',
        title: 'Land check',
        summary: 'The land check was not run: Passage could not load its land data. Check the route against the chart.',
        items: [
          {
            text: 'The land check was not run: Passage could not load its land data. Check the route against the chart.',
          },
        ],
      },
    ]);
    expect(landSummary(notRun)).toBe(
      'The land check was not run: Passage could not load its land data. Check the route against the chart.',
    );
    // Notes of other kinds are not land's.
    expect(groupLandNotes([{ kind: 'file', file: 'a.rtz', where: 'line 3', message: 'x' }])).toEqual([]);
  });
});

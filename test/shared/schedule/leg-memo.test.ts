// Legs reused between schedules of the same route (legTrackMemo, as the editor passes it): a
// schedule after an edit is exactly the schedule of the edited route made from scratch, and a
// leg is never reused when its ends or geometry changed, even a position changed in place.
import { describe, expect, it } from 'vitest';
import { scheduleVoyage, type Schedule, type ScheduleWaypoint } from '../../../shared/schedule/schedule';
import { defined } from '../../../shared/domain/defined';
import { legTrack, legTrackMemo, type LegTrackOf } from '../../../shared/geodesy/leg';

/** A schedule without the leg objects, whose identity is what reuse changes. */
function values(s: Schedule) {
  return { ...s, legs: s.legs.map(({ track, ...leg }) => ({ ...leg, mid: track.pointAt(leg.distanceM / 2) })) };
}

function route(n: number): ScheduleWaypoint[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `WP${i + 1}`,
    position: { lat: 40 + Math.sin(i) * 2, lon: 175 + i * 0.7 - (i * 0.7 > 5 ? 360 : 0) },
    legGeometry: i % 2 ? 'greatCircle' : 'rhumb',
  }));
}

function fresh(wps: readonly ScheduleWaypoint[]): ScheduleWaypoint[] {
  return wps.map((w) => ({ ...w, position: { ...w.position } }));
}

const input = (waypoints: readonly ScheduleWaypoint[], legTrackOf?: LegTrackOf) => ({
  waypoints,
  speedsKn: [12, 15],
  departureUtc: 1_790_000_000,
  ...defined({ legTrackOf }),
});

describe('legs reused between schedules', () => {
  it('reuses an unchanged leg, with the same values as a new one', () => {
    const trackOf = legTrackMemo();
    const from = { lat: 10, lon: 20 };
    const to = { lat: 11, lon: 21 };
    const first = trackOf(from, to, 'greatCircle');
    expect(trackOf(from, to, 'greatCircle')).toBe(first);
    const made = legTrack(from, to, 'greatCircle');
    expect([first.distanceM, first.initialCourseDeg, first.pointAt(5e4)]).toEqual([
      made.distanceM,
      made.initialCourseDeg,
      made.pointAt(5e4),
    ]);
  });

  it('solves the leg again when its geometry, an end object or an end changed in place', () => {
    const trackOf = legTrackMemo();
    const from = { lat: 10, lon: 20 };
    const to = { lat: 11, lon: 21 };
    const first = trackOf(from, to, 'rhumb');
    const gc = trackOf(from, to, 'greatCircle');
    expect(gc).not.toBe(first);
    expect(gc.geometry).toBe('greatCircle');
    const other = trackOf(from, { lat: 11, lon: 21 }, 'greatCircle');
    expect(other).not.toBe(gc);
    const moving = { lat: 11, lon: 21 };
    const before = trackOf(from, moving, 'rhumb');
    moving.lat = 12;
    const after = trackOf(from, moving, 'rhumb');
    expect(after).not.toBe(before);
    expect(after.distanceM).toBe(legTrack(from, { lat: 12, lon: 21 }, 'rhumb').distanceM);
  });

  it('gives after each edit exactly the schedule of the edited route made from scratch', () => {
    const wps = route(40);
    // A drag step, an insertion, a deletion and a geometry change, each scheduled after the last.
    const moved = wps.slice();
    moved[7] = { ...wps[7]!, position: { lat: 41.5, lon: 179.9 } };
    const inserted = [...moved.slice(0, 3), { name: 'new', position: { lat: 39, lon: 177 } }, ...moved.slice(3)];
    const deleted = inserted.filter((_, i) => i !== 20);
    const regeometried = deleted.map((w, i) => (i === 30 ? { ...w, legGeometry: 'rhumb' as const } : w));
    const edits = [moved, inserted, deleted, regeometried];
    const scratch = edits.map((e) => values(scheduleVoyage(input(fresh(e)))));

    const memo = legTrackMemo();
    let last = scheduleVoyage(input(wps, memo));
    edits.forEach((e, i) => {
      const reused = scheduleVoyage(input(e, memo));
      expect(values(reused)).toEqual(scratch[i]);
      // The legs before every edit are the very same objects: they were not solved again.
      expect(reused.legs[0]!.track).toBe(last.legs[0]!.track);
      last = reused;
    });
  });
});

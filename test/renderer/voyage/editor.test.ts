// renderer/src/voyage/editor.ts: every edit of the route editor's draft, its conversion to and
// from a saved Voyage, and the schedule (or the reason there is none) the table shows.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../shared/domain/errors';
import { voyageSchema, type Voyage } from '../../../shared/domain/voyage';
import {
  addWaypoint,
  deleteWaypoint,
  emptyDraft,
  fromVoyage,
  insertWaypoint,
  insertWaypointMidLeg,
  legName,
  moveWaypoint,
  renameWaypoint,
  scheduleFor,
  setDeparture,
  setLegGeometry,
  setLegSpeed,
  setStay,
  setVoyageName,
  toVoyage,
  tryEdit,
  type VoyageDraft,
} from '../../../renderer/src/voyage/editor';

const DEPARTURE = Date.UTC(2026, 11, 1, 6) / 1000;
const ROTTERDAM = { lat: 51.905, lon: 4.478 };
const DOVER = { lat: 51.0, lon: 1.5 };
const USHANT = { lat: 48.5, lon: -5.5 };
const FINISTERRE = { lat: 43.0, lon: -9.5 };

/** Four waypoints A..D with leg speeds 10, 12, 14 and stays 0, 1 h, 2 h, 0. */
function fourLegs(): VoyageDraft {
  let d = emptyDraft(DEPARTURE, { name: 'North Sea to Biscay' });
  d = addWaypoint(d, ROTTERDAM, 'A');
  d = addWaypoint(d, DOVER, 'B');
  d = addWaypoint(d, USHANT, 'C');
  d = addWaypoint(d, FINISTERRE, 'D');
  d = setLegSpeed(d, 0, 10);
  d = setLegSpeed(d, 1, 12);
  d = setLegSpeed(d, 2, 14);
  d = setStay(d, 1, 3600);
  d = setStay(d, 2, 7200);
  return d;
}

const names = (d: VoyageDraft): string[] => d.waypoints.map((w) => w.name);
const ids = (d: VoyageDraft): string[] => d.waypoints.map((w) => w.id);
const geometries = (d: VoyageDraft): string[] => d.waypoints.map((w) => w.legGeometry);

function inputError(fn: () => unknown): InputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

describe('emptyDraft', () => {
  it('starts with no waypoints, legs or stays and the default speed', () => {
    const d = emptyDraft(DEPARTURE);
    expect(d).toEqual({
      name: '',
      waypoints: [],
      legSpeedsKn: [],
      staysS: [],
      departureUtc: DEPARTURE,
      defaultSpeedKn: 12,
      nextWaypointNumber: 1,
    });
  });
  it('refuses a bad default speed or departure', () => {
    expect(inputError(() => emptyDraft(DEPARTURE, { defaultSpeedKn: 0 })).code).toBe('invalid-speed');
    expect(inputError(() => emptyDraft(NaN)).code).toBe('invalid-time');
  });
});

describe('addWaypoint', () => {
  it('appends with ids wp1, wp2... and default names, and one speed per leg', () => {
    let d = emptyDraft(DEPARTURE, { defaultSpeedKn: 11 });
    d = addWaypoint(d, ROTTERDAM);
    expect(d.waypoints).toEqual([{ id: 'wp1', name: 'WP 1', position: ROTTERDAM, legGeometry: 'rhumb' }]);
    expect(d.legSpeedsKn).toEqual([]);
    expect(d.staysS).toEqual([0]);
    d = addWaypoint(d, DOVER, 'Dover Strait');
    expect(ids(d)).toEqual(['wp1', 'wp2']);
    expect(names(d)).toEqual(['WP 1', 'Dover Strait']);
    expect(d.legSpeedsKn).toEqual([11]);
    expect(d.staysS).toEqual([0, 0]);
  });

  it('gives the new leg the speed and geometry of the last leg', () => {
    let d = fourLegs();
    d = setLegGeometry(d, 2, 'greatCircle');
    d = addWaypoint(d, { lat: 36, lon: -10 });
    expect(d.legSpeedsKn).toEqual([10, 12, 14, 14]);
    expect(geometries(d).slice(-2)).toEqual(['greatCircle', 'greatCircle']);
  });

  it('wraps longitude and refuses a latitude beyond 90', () => {
    const d = addWaypoint(emptyDraft(DEPARTURE), { lat: 10, lon: 190 });
    expect(d.waypoints[0]!.position).toEqual({ lat: 10, lon: -170 });
    expect(inputError(() => addWaypoint(d, { lat: 91, lon: 0 })).code).toBe('coordinate-range');
  });

  it('never reuses an id, even after deleting the newest waypoint', () => {
    let d = fourLegs();
    d = deleteWaypoint(d, 3);
    d = addWaypoint(d, FINISTERRE);
    expect(ids(d)).toEqual(['wp1', 'wp2', 'wp3', 'wp5']);
    expect(new Set(ids(d)).size).toBe(4);
  });

  it('leaves the original draft untouched', () => {
    const d = fourLegs();
    const copy = structuredClone(d);
    addWaypoint(d, ROTTERDAM);
    deleteWaypoint(d, 1);
    setLegSpeed(d, 0, 20);
    expect(d).toEqual(copy);
  });
});

describe('insertWaypoint', () => {
  it('between two waypoints splits the leg: both halves keep its speed and geometry', () => {
    let d = setLegGeometry(fourLegs(), 1, 'greatCircle');
    d = insertWaypoint(d, 1, { lat: 50, lon: -2 }, 'X');
    expect(names(d)).toEqual(['A', 'B', 'X', 'C', 'D']);
    expect(d.legSpeedsKn).toEqual([10, 12, 12, 14]);
    expect(geometries(d).slice(2, 4)).toEqual(['greatCircle', 'greatCircle']);
    expect(d.staysS).toEqual([0, 3600, 0, 7200, 0]);
    expect(d.waypoints[2]!.id).toBe('wp5');
  });

  it('after the last waypoint is an append', () => {
    const d = insertWaypoint(fourLegs(), 3, { lat: 36, lon: -10 }, 'E');
    expect(names(d)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(d.legSpeedsKn).toEqual([10, 12, 14, 14]);
    expect(d.staysS).toEqual([0, 3600, 7200, 0, 0]);
  });

  it('before the first makes a new departure point whose leg copies the first leg', () => {
    let d = setLegGeometry(fourLegs(), 0, 'greatCircle');
    d = insertWaypoint(d, -1, { lat: 52.5, lon: 5 }, 'Z');
    expect(names(d)).toEqual(['Z', 'A', 'B', 'C', 'D']);
    expect(d.legSpeedsKn).toEqual([10, 10, 12, 14]);
    expect(geometries(d).slice(1, 3)).toEqual(['greatCircle', 'greatCircle']);
    expect(d.staysS).toEqual([0, 0, 3600, 7200, 0]);
  });

  it('into an empty or one-waypoint route uses the default speed', () => {
    const one = insertWaypoint(emptyDraft(DEPARTURE, { defaultSpeedKn: 9 }), -1, DOVER);
    expect(one.legSpeedsKn).toEqual([]);
    const two = insertWaypoint(one, -1, ROTTERDAM, 'Start');
    expect(names(two)).toEqual(['Start', 'WP 1']);
    expect(two.legSpeedsKn).toEqual([9]);
    expect(geometries(two)).toEqual(['rhumb', 'rhumb']);
  });

  it('refuses an index outside the route as a programmer error', () => {
    expect(() => insertWaypoint(fourLegs(), 4, DOVER)).toThrow(RangeError);
    expect(() => insertWaypoint(fourLegs(), -2, DOVER)).toThrow(RangeError);
  });

  it('halfway along a leg puts the waypoint on the leg, so the distance is unchanged', () => {
    let d = setLegGeometry(fourLegs(), 2, 'greatCircle');
    const before = scheduleFor(d);
    d = insertWaypointMidLeg(d, 2, 'Mid');
    const after = scheduleFor(d);
    if (!before.ok || !after.ok) throw new Error('expected schedules');
    expect(names(d)).toEqual(['A', 'B', 'C', 'Mid', 'D']);
    expect(after.schedule.legs[2]!.distanceM).toBeCloseTo(after.schedule.legs[3]!.distanceM, 3);
    expect(after.schedule.totalDistanceM).toBeCloseTo(before.schedule.totalDistanceM, 3);
  });
});

describe('moveWaypoint', () => {
  it('replaces the position and nothing else', () => {
    const d0 = fourLegs();
    const d = moveWaypoint(d0, 2, { lat: 48.6, lon: -5.2 });
    expect(d.waypoints[2]).toEqual({ ...d0.waypoints[2], position: { lat: 48.6, lon: -5.2 } });
    expect(d.waypoints[1]).toBe(d0.waypoints[1]);
    expect(d.legSpeedsKn).toBe(d0.legSpeedsKn);
  });
  it('returns the same draft when the position is the same (no undo step)', () => {
    const d = fourLegs();
    expect(moveWaypoint(d, 0, { ...ROTTERDAM })).toBe(d);
  });
  it('refuses NaN with an InputError and an index out of range with a RangeError', () => {
    expect(inputError(() => moveWaypoint(fourLegs(), 0, { lat: NaN, lon: 0 })).code).toBe('not-finite');
    expect(() => moveWaypoint(fourLegs(), 4, DOVER)).toThrow(RangeError);
  });
});

describe('deleteWaypoint', () => {
  it('in the middle merges the legs; the merged leg keeps the speed and geometry of the leg from the previous waypoint', () => {
    let d = setLegGeometry(fourLegs(), 0, 'greatCircle');
    d = deleteWaypoint(d, 1);
    expect(names(d)).toEqual(['A', 'C', 'D']);
    expect(d.legSpeedsKn).toEqual([10, 14]);
    expect(geometries(d)).toEqual(['rhumb', 'greatCircle', 'rhumb']);
    // The stay at B goes with it; C keeps its own.
    expect(d.staysS).toEqual([0, 7200, 0]);
  });

  it('the first drops the first leg; the next waypoint becomes the departure point', () => {
    const d = deleteWaypoint(fourLegs(), 0);
    expect(names(d)).toEqual(['B', 'C', 'D']);
    expect(d.legSpeedsKn).toEqual([12, 14]);
    expect(d.staysS).toEqual([3600, 7200, 0]);
  });

  it('the last drops the last leg', () => {
    const d = deleteWaypoint(fourLegs(), 3);
    expect(names(d)).toEqual(['A', 'B', 'C']);
    expect(d.legSpeedsKn).toEqual([10, 12]);
    expect(d.staysS).toEqual([0, 3600, 7200]);
    // C's stay is now at the last waypoint, where the schedule ignores it.
    const s = scheduleFor(d);
    expect(s.ok && s.schedule.waypoints[2]!.stayS).toBe(0);
  });

  it('down to one and then no waypoint', () => {
    let d = addWaypoint(addWaypoint(emptyDraft(DEPARTURE), ROTTERDAM), DOVER);
    d = deleteWaypoint(d, 1);
    expect(d.waypoints.map((w) => w.id)).toEqual(['wp1']);
    expect(d.legSpeedsKn).toEqual([]);
    d = deleteWaypoint(d, 0);
    expect(d.waypoints).toEqual([]);
    expect(d.legSpeedsKn).toEqual([]);
    expect(d.staysS).toEqual([]);
    expect(d.nextWaypointNumber).toBe(3);
    expect(() => deleteWaypoint(d, 0)).toThrow(RangeError);
  });
});

describe('renameWaypoint, setLegGeometry, setStay, setDeparture, setVoyageName', () => {
  it('rename trims, and returns the same draft for the same name', () => {
    const d = renameWaypoint(fourLegs(), 1, '  Dover Strait ');
    expect(d.waypoints[1]!.name).toBe('Dover Strait');
    expect(renameWaypoint(d, 1, 'Dover Strait')).toBe(d);
  });

  it('rename refuses a name longer than a saved route may hold, naming the waypoint', () => {
    expect(renameWaypoint(fourLegs(), 1, 'D'.repeat(200)).waypoints[1]!.name).toHaveLength(200);
    expect(() => renameWaypoint(fourLegs(), 1, 'D'.repeat(201))).toThrow(
      expect.objectContaining({
        name: 'InputError',
        field: 'waypoints.1.name',
        message: 'A waypoint name may be at most 200 characters; this one has 201.',
      }),
    );
  });

  it('leg geometry is stored on the waypoint the leg ends at', () => {
    const d = setLegGeometry(fourLegs(), 2, 'greatCircle');
    expect(geometries(d)).toEqual(['rhumb', 'rhumb', 'rhumb', 'greatCircle']);
    expect(() => setLegGeometry(d, 3, 'rhumb')).toThrow(RangeError);
  });

  it('stay accepts zero or more seconds and names the waypoint when refused', () => {
    const d = setStay(fourLegs(), 2, 0);
    expect(d.staysS).toEqual([0, 3600, 0, 0]);
    const e = inputError(() => setStay(d, 2, -60));
    expect(e.code).toBe('invalid-stay');
    expect(e.field).toBe('staysS[2]');
    expect(e.message).toContain('C');
  });

  it('departure and voyage name', () => {
    const d = setVoyageName(setDeparture(fourLegs(), DEPARTURE + 3600), ' Biscay run ');
    expect(d.departureUtc).toBe(DEPARTURE + 3600);
    expect(d.name).toBe('Biscay run');
    expect(inputError(() => setDeparture(d, Infinity)).code).toBe('invalid-time');
  });
});

describe('setLegSpeed', () => {
  it('sets one leg only', () => {
    expect(setLegSpeed(fourLegs(), 1, 15.5).legSpeedsKn).toEqual([10, 15.5, 14]);
  });

  it.each([0, -3, NaN, Infinity])('refuses %s kn naming the leg and its waypoints', (kn) => {
    const e = inputError(() => setLegSpeed(fourLegs(), 1, kn));
    expect(e.code).toBe('invalid-speed');
    expect(e.field).toBe('speedsKn[1]');
    expect(e.message).toContain('leg 2 (B → C)');
  });

  it('tryEdit turns the refusal into a result and keeps the draft', () => {
    const d = fourLegs();
    const bad = tryEdit(d, (x) => setLegSpeed(x, 0, 0));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.field).toBe('speedsKn[0]');
    const good = tryEdit(d, (x) => setLegSpeed(x, 0, 8));
    expect(good.ok && good.draft.legSpeedsKn).toEqual([8, 12, 14]);
    expect(() => tryEdit(d, (x) => setLegSpeed(x, 7, 8))).toThrow(RangeError);
  });

  it('legName names unnamed waypoints "WP <n>" by place, as everywhere else', () => {
    const d = renameWaypoint(fourLegs(), 0, '');
    expect(legName(d, 0)).toBe('leg 1 (WP 1 → B)');
  });
});

describe('toVoyage and fromVoyage', () => {
  it('a draft saves as a valid Voyage and reads back the same', () => {
    const d = fourLegs();
    const v = toVoyage(d);
    expect(voyageSchema.parse(v)).toEqual(v);
    expect(v.speedsKn).toEqual([10, 12, 14]);
    expect(v.staysS).toEqual({ '1': 3600, '2': 7200 });
    expect(v.route.waypoints.map((w) => w.name)).toEqual(['A', 'B', 'C', 'D']);
    expect(fromVoyage(v)).toEqual({ ...d, defaultSpeedKn: 10 });
  });

  it('an empty draft still saves one speed (the schema needs one)', () => {
    expect(toVoyage(emptyDraft(DEPARTURE, { defaultSpeedKn: 9 })).speedsKn).toEqual([9]);
  });

  it('spreads a short speed list to one per leg, and replaces duplicate ids', () => {
    const v: Voyage = voyageSchema.parse({
      name: 'Imported',
      route: {
        name: 'Imported',
        waypoints: [
          { id: 'wp7', name: 'A', position: ROTTERDAM },
          { id: 'wp7', name: 'B', position: DOVER },
          { id: 'x', name: 'C', position: USHANT },
        ],
      },
      departureUtc: DEPARTURE,
      speedsKn: [13],
      staysS: { '1': 600 },
    });
    const d = fromVoyage(v);
    expect(ids(d)).toEqual(['wp7', 'wp8', 'x']);
    expect(d.legSpeedsKn).toEqual([13, 13]);
    expect(d.staysS).toEqual([0, 600, 0]);
    expect(addWaypoint(d, FINISTERRE).waypoints[3]!.id).toBe('wp9');
  });
});

describe('scheduleFor', () => {
  it('with no waypoint or one, says there is no schedule yet (a normal state)', () => {
    const none = scheduleFor(emptyDraft(DEPARTURE));
    expect(none).toEqual({
      ok: false,
      reason: 'too-few-waypoints',
      message: 'No schedule yet: add two waypoints to plan the passage.',
    });
    const one = scheduleFor(addWaypoint(emptyDraft(DEPARTURE), DOVER));
    expect(one.ok === false && one.reason).toBe('too-few-waypoints');
    expect(one.ok === false && one.message).toContain('second waypoint');
  });

  it('two waypoints one degree apart on the equator at 10 kn: 60.1 NM, 6 h 01 min', () => {
    let d = addWaypoint(emptyDraft(DEPARTURE, { defaultSpeedKn: 10 }), { lat: 0, lon: 0 });
    d = addWaypoint(d, { lat: 0, lon: 1 });
    const s = scheduleFor(d);
    if (!s.ok) throw new Error(s.message);
    expect(s.schedule.totalDistanceNm).toBeCloseTo(60.108, 3);
    expect(s.schedule.legs[0]!.courseDeg).toBeCloseTo(90, 9);
    expect(s.schedule.arrivalUtc - DEPARTURE).toBeCloseTo((60.108 / 10) * 3600, 0);
  });

  it('uses the per-leg speeds and stays', () => {
    const d = fourLegs();
    const s = scheduleFor(d);
    if (!s.ok) throw new Error(s.message);
    expect(s.schedule.legs.map((l) => l.speedKn)).toEqual([10, 12, 14]);
    expect(s.schedule.waypoints.map((w) => w.stayS)).toEqual([0, 3600, 7200, 0]);
    const underway = s.schedule.legs.reduce((sum, l) => sum + l.durationS, 0);
    expect(s.schedule.durationS).toBeCloseTo(underway + 3600 + 7200, 6);
    expect(s.schedule.waypoints[2]!.etdUtc - s.schedule.waypoints[2]!.etaUtc).toBe(7200);
  });

  it('turns a bad speed into a result naming the leg, never a throw', () => {
    const d: VoyageDraft = { ...fourLegs(), legSpeedsKn: [10, 0, 14] };
    const s = scheduleFor(d);
    expect(s.ok).toBe(false);
    if (s.ok || s.reason !== 'invalid') throw new Error('expected invalid');
    expect(s.error.code).toBe('invalid-speed');
    expect(s.error.field).toBe('speedsKn[1]');
    expect(s.message).toContain('leg 2');
  });

  it('turns a bad stay or departure into a result', () => {
    const stay = scheduleFor({ ...fourLegs(), staysS: [0, -1, 0, 0] });
    expect(!stay.ok && stay.reason === 'invalid' && stay.error.code).toBe('invalid-stay');
    const dep = scheduleFor({ ...fourLegs(), departureUtc: NaN });
    expect(!dep.ok && dep.reason === 'invalid' && dep.error.code).toBe('invalid-time');
  });
});

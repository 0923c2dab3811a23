// The route editor's model: an immutable voyage draft and the edits a navigator makes to it
// (add, insert, move, delete, rename, leg geometry, per-leg speed, stay, departure). Pure: no
// Svelte, no DOM. Every edit returns a new draft, or the same draft when nothing changed.
import type { Position } from '../../../shared/domain/position';
import { makePosition } from '../../../shared/domain/position';
import { InputError } from '../../../shared/domain/errors';
import { staysOfVoyage, staysPerWaypoint } from '../../../shared/schedule/voyage-input';
import type { LegGeometry, Vessel, Voyage, Waypoint } from '../../../shared/domain/voyage';
import { VOYAGE_LIMITS, storedVesselSchema } from '../../../shared/domain/voyage';
import { scheduleVoyage, type Schedule } from '../../../shared/schedule/schedule';
import { legTrack, legTrackMemo } from '../../../shared/geodesy/leg';
import { waypointName } from '../../../shared/domain/waypoint-name';

export interface VoyageDraft {
  readonly name: string;
  readonly waypoints: readonly Waypoint[];
  /**
   * Planned speed per LEG, knots: entry i is the leg from waypoint i to waypoint i + 1, so
   * there are max(0, waypoints - 1) entries (unlike Voyage.speedsKn, which may be shorter).
   */
  readonly legSpeedsKn: readonly number[];
  /** Stay at each waypoint, seconds, one entry per waypoint (0: none). The last one is ignored. */
  readonly staysS: readonly number[];
  /** Departure from the first waypoint, Unix seconds UTC. */
  readonly departureUtc: number;
  /** Speed given to the first leg when a route gets its second waypoint, knots. */
  readonly defaultSpeedKn: number;
  /** Number of the next waypoint id (`wp<n>`); only grows, so ids are never reused. */
  readonly nextWaypointNumber: number;
  readonly vessel?: Vessel;
}

export const DEFAULT_SPEED_KN = 12;

/** A new, empty voyage departing at `departureUtc`. */
export function emptyDraft(
  departureUtc: number,
  options: { name?: string; defaultSpeedKn?: number } = {},
): VoyageDraft {
  const defaultSpeedKn = options.defaultSpeedKn ?? DEFAULT_SPEED_KN;
  checkSpeed(defaultSpeedKn, 'defaultSpeedKn', 'The default speed');
  return {
    name: options.name ?? '',
    waypoints: [],
    legSpeedsKn: [],
    staysS: [],
    departureUtc: checkDeparture(departureUtc),
    defaultSpeedKn,
    nextWaypointNumber: 1,
  };
}

/**
 * A draft from a saved voyage. Speeds are spread to one per leg (a short list keeps its last
 * speed, as the schedule reads it); duplicate or missing ids are replaced by fresh ones.
 */
export function fromVoyage(voyage: Voyage): VoyageDraft {
  const ids = new Set<string>();
  let next = 1 + Math.max(0, ...voyage.route.waypoints.map((w) => Number(/^wp(\d+)$/.exec(w.id)?.[1] ?? 0)));
  const waypoints = voyage.route.waypoints.map((w) => {
    if (w.id !== '' && !ids.has(w.id)) {
      ids.add(w.id);
      return w;
    }
    const id = `wp${next++}`;
    ids.add(id);
    return { ...w, id };
  });
  const legs = Math.max(0, waypoints.length - 1);
  const last = voyage.speedsKn.length - 1;
  return {
    name: voyage.name,
    waypoints,
    legSpeedsKn: Array.from({ length: legs }, (_, i) => voyage.speedsKn[Math.min(i, last)]!),
    staysS: staysPerWaypoint(voyage.staysS, waypoints.length),
    departureUtc: voyage.departureUtc,
    defaultSpeedKn: voyage.speedsKn[0] ?? DEFAULT_SPEED_KN,
    nextWaypointNumber: next,
    ...(voyage.vessel ? { vessel: voyage.vessel } : {}),
  };
}

/** The draft as the Voyage that voyages.save and voyages.saveDraft take (stays of 0 left out). */
export function toVoyage(draft: VoyageDraft): Voyage {
  return {
    name: draft.name,
    route: { name: draft.name, waypoints: [...draft.waypoints] },
    departureUtc: draft.departureUtc,
    // Voyage needs at least one speed even before there is a leg.
    speedsKn: draft.legSpeedsKn.length > 0 ? [...draft.legSpeedsKn] : [draft.defaultSpeedKn],
    staysS: staysOfVoyage(draft.staysS),
    ...(draft.vessel ? { vessel: draft.vessel } : {}),
  };
}

/** Appends a waypoint. The new leg sails like the last one (speed and geometry), else the defaults. */
export function addWaypoint(draft: VoyageDraft, position: Position, name?: string): VoyageDraft {
  return insertWaypoint(draft, draft.waypoints.length - 1, position, name);
}

/**
 * Inserts a waypoint after `afterIndex` (-1: before the first, as the new departure point).
 * Between two waypoints it splits that leg: both halves keep its speed and geometry. At either
 * end the new leg copies the neighbouring leg, or the default speed and rhumb when there is none.
 */
export function insertWaypoint(draft: VoyageDraft, afterIndex: number, position: Position, name?: string): VoyageDraft {
  const n = draft.waypoints.length;
  checkIndex(afterIndex, -1, n - 1, 'afterIndex');
  const at = afterIndex + 1;
  const id = `wp${draft.nextWaypointNumber}`;
  const p = makePosition(position.lat, position.lon);
  const waypoints = [...draft.waypoints];
  const speeds = [...draft.legSpeedsKn];
  const neighbourLeg = Math.min(Math.max(afterIndex, 0), speeds.length - 1); // -1 when no legs
  const speed = neighbourLeg >= 0 ? speeds[neighbourLeg]! : draft.defaultSpeedKn;
  const geometry: LegGeometry = neighbourLeg >= 0 ? draft.waypoints[neighbourLeg + 1]!.legGeometry : 'rhumb';
  const waypoint: Waypoint = { id, name: name ?? `WP ${draft.nextWaypointNumber}`, position: p, legGeometry: geometry };
  waypoints.splice(at, 0, waypoint);
  if (at === 0 && n > 0) {
    // The old first waypoint's geometry was unused; it now ends the new first leg.
    waypoints[1] = { ...waypoints[1]!, legGeometry: geometry };
  }
  if (n > 0) speeds.splice(Math.min(at, speeds.length), 0, speed);
  const staysS = [...draft.staysS];
  staysS.splice(at, 0, 0);
  return { ...draft, waypoints, legSpeedsKn: speeds, staysS, nextWaypointNumber: draft.nextWaypointNumber + 1 };
}

/**
 * Inserts a waypoint halfway along leg `legIndex` (from waypoint legIndex to legIndex + 1),
 * on the leg's own track (great circle or rhumb line), so the route does not change shape.
 */
export function insertWaypointMidLeg(draft: VoyageDraft, legIndex: number, name?: string): VoyageDraft {
  checkIndex(legIndex, 0, draft.legSpeedsKn.length - 1, 'legIndex');
  const from = draft.waypoints[legIndex]!;
  const to = draft.waypoints[legIndex + 1]!;
  const track = legTrack(from.position, to.position, to.legGeometry);
  return insertWaypoint(draft, legIndex, track.pointAt(track.distanceM / 2), name);
}

/** Moves waypoint `index` (a drag step, or a typed position). Longitude is wrapped. */
export function moveWaypoint(draft: VoyageDraft, index: number, position: Position): VoyageDraft {
  checkIndex(index, 0, draft.waypoints.length - 1, 'index');
  const old = draft.waypoints[index]!;
  const p = makePosition(position.lat, position.lon);
  if (p.lat === old.position.lat && p.lon === old.position.lon) return draft;
  return { ...draft, waypoints: replaceAt(draft.waypoints, index, { ...old, position: p }) };
}

/**
 * Deletes waypoint `index`. The legs on either side merge into one that starts at the previous
 * waypoint and keeps THAT leg's speed and geometry (a speed applies from its waypoint onward, so
 * the speed set at the deleted waypoint goes with it). Deleting the first waypoint drops the
 * first leg; deleting the last drops the last leg. The deleted waypoint's stay goes with it.
 */
export function deleteWaypoint(draft: VoyageDraft, index: number): VoyageDraft {
  const n = draft.waypoints.length;
  checkIndex(index, 0, n - 1, 'index');
  const waypoints = [...draft.waypoints];
  const speeds = [...draft.legSpeedsKn];
  if (index > 0 && index < n - 1) {
    // The merged leg ends at index + 1; it takes the geometry of the leg from index - 1.
    waypoints[index + 1] = { ...waypoints[index + 1]!, legGeometry: waypoints[index]!.legGeometry };
  }
  waypoints.splice(index, 1);
  // Middle and first: drop the leg leaving the waypoint; last: drop the leg arriving at it.
  if (speeds.length > 0) speeds.splice(index < n - 1 ? index : index - 1, 1);
  const staysS = draft.staysS.filter((_, i) => i !== index);
  return { ...draft, waypoints, legSpeedsKn: speeds, staysS };
}

export function renameWaypoint(draft: VoyageDraft, index: number, name: string): VoyageDraft {
  checkIndex(index, 0, draft.waypoints.length - 1, 'index');
  const old = draft.waypoints[index]!;
  const trimmed = name.trim();
  if (trimmed === old.name) return draft;
  const max = VOYAGE_LIMITS.nameMaxChars;
  if (trimmed.length > max)
    throw new InputError(
      'name-too-long',
      `A waypoint name may be at most ${max} characters; this one has ${trimmed.length.toLocaleString('en-GB')}.`,
      `waypoints.${index}.name`,
    );
  return { ...draft, waypoints: replaceAt(draft.waypoints, index, { ...old, name: trimmed }) };
}

/** Geometry of leg `legIndex` (waypoint legIndex to legIndex + 1); stored on its end waypoint. */
export function setLegGeometry(draft: VoyageDraft, legIndex: number, geometry: LegGeometry): VoyageDraft {
  checkIndex(legIndex, 0, draft.legSpeedsKn.length - 1, 'legIndex');
  const end = draft.waypoints[legIndex + 1]!;
  if (end.legGeometry === geometry) return draft;
  return { ...draft, waypoints: replaceAt(draft.waypoints, legIndex + 1, { ...end, legGeometry: geometry }) };
}

/** Planned speed of leg `legIndex`, knots, within VOYAGE_LIMITS.speedKn, else an InputError naming the leg. */
export function setLegSpeed(draft: VoyageDraft, legIndex: number, speedKn: number): VoyageDraft {
  checkIndex(legIndex, 0, draft.legSpeedsKn.length - 1, 'legIndex');
  checkSpeed(speedKn, `speedsKn[${legIndex}]`, `The speed on ${legName(draft, legIndex)}`);
  if (draft.legSpeedsKn[legIndex] === speedKn) return draft;
  return { ...draft, legSpeedsKn: replaceAt(draft.legSpeedsKn, legIndex, speedKn) };
}

/** Stay at waypoint `index`, seconds (0 for none): finite and not negative. */
export function setStay(draft: VoyageDraft, index: number, stayS: number): VoyageDraft {
  checkIndex(index, 0, draft.waypoints.length - 1, 'index');
  if (typeof stayS !== 'number' || !Number.isFinite(stayS) || stayS < 0) {
    const name = waypointName(draft.waypoints[index]!.name, index);
    throw new InputError(
      'invalid-stay',
      `The stay at ${name} must be zero or more hours and minutes, got ${String(stayS)} s.`,
      `staysS[${index}]`,
    );
  }
  if (draft.staysS[index] === stayS) return draft;
  return { ...draft, staysS: replaceAt(draft.staysS, index, stayS) };
}

/** Departure from the first waypoint, Unix seconds UTC. */
export function setDeparture(draft: VoyageDraft, departureUtc: number): VoyageDraft {
  checkDeparture(departureUtc);
  return departureUtc === draft.departureUtc ? draft : { ...draft, departureUtc };
}

export function setVoyageName(draft: VoyageDraft, name: string): VoyageDraft {
  const trimmed = name.trim();
  return trimmed === draft.name ? draft : { ...draft, name: trimmed };
}

/**
 * The vessel the voyage is planned for (its limits drive the forecast's warnings), or null for
 * none. The UI offers only vessels it has validated (profiles pass the same stored-vessel schema in
 * the backend), so one that fails it here is a programmer error and throws a RangeError. A profile
 * saved before the limits' ranges is taken as it is; saving the voyage then names the limit to fix.
 */
export function setVessel(draft: VoyageDraft, vessel: Vessel | null): VoyageDraft {
  if (vessel === null) {
    if (draft.vessel === undefined) return draft;
    const { vessel: _dropped, ...rest } = draft;
    return rest;
  }
  const parsed = storedVesselSchema.safeParse(vessel);
  if (!parsed.success)
    throw new RangeError(`setVessel: not a valid vessel (${parsed.error.issues[0]?.message ?? 'unknown'})`);
  if (draft.vessel !== undefined && sameVessel(draft.vessel, parsed.data)) return draft;
  return { ...draft, vessel: parsed.data };
}

function sameVessel(a: Vessel, b: Vessel): boolean {
  return (
    a.name === b.name &&
    a.imo === b.imo &&
    a.mmsi === b.mmsi &&
    a.limits.windKn === b.limits.windKn &&
    a.limits.gustKn === b.limits.gustKn &&
    a.limits.hsM === b.limits.hsM
  );
}

/** "leg 2 (Dover → Ushant)": how a leg is named to the navigator in messages and labels. */
export function legName(draft: VoyageDraft, legIndex: number): string {
  const from = draft.waypoints[legIndex];
  const to = draft.waypoints[legIndex + 1];
  const names = from && to ? ` (${waypointName(from.name, legIndex)} → ${waypointName(to.name, legIndex + 1)})` : '';
  return `leg ${legIndex + 1}${names}`;
}

export type EditResult =
  { readonly ok: true; readonly draft: VoyageDraft } | { readonly ok: false; readonly error: InputError };

/** Runs an edit, turning the navigator's bad input (InputError) into a result; anything else is a bug and is rethrown. */
export function tryEdit(draft: VoyageDraft, edit: (d: VoyageDraft) => VoyageDraft): EditResult {
  try {
    return { ok: true, draft: edit(draft) };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, error };
    throw error;
  }
}

export type DraftSchedule =
  | { readonly ok: true; readonly schedule: Schedule }
  /** A normal state while a route is being drawn: nothing to schedule yet. */
  | { readonly ok: false; readonly reason: 'too-few-waypoints'; readonly message: string }
  | { readonly ok: false; readonly reason: 'invalid'; readonly message: string; readonly error: InputError };

/** The legs of the drafts on screen, remembered: a drag step works out the two legs that moved. */
const memoLegTrack = legTrackMemo();

/** The schedule of the draft, or why there is none. Never throws an InputError. */
export function scheduleFor(
  draft: VoyageDraft,
  options: { stepH?: number; stepOriginUtc?: number } = {},
): DraftSchedule {
  const n = draft.waypoints.length;
  if (n < 2) {
    const message =
      n === 0
        ? 'No schedule yet: add two waypoints to plan the passage.'
        : 'No schedule yet: add a second waypoint to plan the passage.';
    return { ok: false, reason: 'too-few-waypoints', message };
  }
  try {
    const schedule = scheduleVoyage({
      waypoints: draft.waypoints,
      speedsKn: draft.legSpeedsKn,
      departureUtc: draft.departureUtc,
      staysS: draft.staysS,
      legTrackOf: memoLegTrack,
      ...options,
    });
    return { ok: true, schedule };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, reason: 'invalid', message: error.message, error };
    throw error;
  }
}

/** Within min..max, both finite: the bounds voyages.save checks (VOYAGE_LIMITS). */
function within(value: number, range: { readonly min: number; readonly max: number }): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max;
}

function checkSpeed(speedKn: number, field: string, what: string): number {
  const { min, max } = VOYAGE_LIMITS.speedKn;
  if (!within(speedKn, VOYAGE_LIMITS.speedKn)) {
    throw new InputError('invalid-speed', `${what} must be ${min} to ${max} knots, got ${String(speedKn)}.`, field);
  }
  return speedKn;
}

function checkDeparture(departureUtc: number): number {
  if (typeof departureUtc !== 'number' || !Number.isFinite(departureUtc)) {
    throw new InputError('invalid-time', `Departure time ${String(departureUtc)} is not a valid time.`, 'departureUtc');
  }
  if (!within(departureUtc, VOYAGE_LIMITS.departureUtc)) {
    const { min, max } = VOYAGE_LIMITS.departureYears;
    throw new InputError('invalid-time', `The departure must be in the years ${min} to ${max}.`, 'departureUtc');
  }
  return departureUtc;
}

/** An index outside the route is a programmer error (the UI only offers existing rows): crash loudly. */
function checkIndex(index: number, min: number, max: number, what: string): void {
  if (!Number.isInteger(index) || index < min || index > max) {
    throw new RangeError(`${what} ${index} is outside ${min}..${max}`);
  }
}

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  const copy = [...items];
  copy[index] = item;
  return copy;
}

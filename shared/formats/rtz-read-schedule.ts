// RTZ <schedules> in, as written: each schedule's manual and calculated parts, element by element,
// tied to the route's waypoints by id; rtz-schedule.ts turns them into speeds, times and checks.
import type { NoteList } from './notes';
import type { RtzWaypointRef } from './rtz-read';
import { childNamed, childrenNamed, type XmlElement } from './xml';
import { readDateTime, readDecimal, readDuration, readNonNegativeInteger } from './xsd-values';
import { defined } from '../domain/defined';

/** One scheduleElement as written; times Unix seconds UTC, speed knots, stay seconds. */
export interface RtzScheduleElement {
  readonly waypointIndex: number;
  readonly line: number;
  readonly etdUtc?: number;
  readonly etaUtc?: number;
  readonly stayS?: number;
  readonly speedKn?: number;
  /** Other numeric attributes that are out of the schema's range (wind direction 370 …). */
  readonly oddities: readonly string[];
}

export interface RtzSchedulePart {
  readonly kind: 'manual' | 'calculated';
  readonly line: number;
  /** In file order. */
  readonly elements: readonly RtzScheduleElement[];
}

export interface RtzSchedule {
  /** For messages, as scheduleLabel words it: `schedule "Optimised" (id 996)`, `schedule 1`. */
  readonly label: string;
  readonly line: number;
  readonly manual?: RtzSchedulePart;
  readonly calculated?: RtzSchedulePart;
}

/**
 * A schedule named as the file names it, for messages: `schedule "Optimised" (id 996)`,
 * `schedule 1` when it has only an id, `the schedule at line 40` when it has neither.
 */
export function scheduleLabel(name: string | undefined, id: string | undefined, line: number): string {
  const named = name !== undefined && name.trim() !== '';
  if (named) return `schedule "${name.trim()}"${id === undefined ? '' : ` (id ${id})`}`;
  return id === undefined ? `the schedule at line ${line}` : `schedule ${id}`;
}

/** Every <schedule> of the file's <schedules>, in file order. */
export function readSchedules(
  schedulesEl: XmlElement,
  ns: string,
  byId: ReadonlyMap<string, number>,
  refs: readonly RtzWaypointRef[],
  notes: NoteList,
): RtzSchedule[] {
  return childrenNamed(schedulesEl, ns, 'schedule').map((s) => readSchedule(s, ns, byId, refs, notes));
}

function readSchedule(
  s: XmlElement,
  ns: string,
  byId: ReadonlyMap<string, number>,
  refs: readonly RtzWaypointRef[],
  notes: NoteList,
): RtzSchedule {
  const label = scheduleLabel(s.attributes.get('name'), s.attributes.get('id'), s.line);
  const part = (kind: 'manual' | 'calculated'): RtzSchedulePart | undefined => {
    const el = childNamed(s, ns, kind);
    if (!el) return undefined;
    const seen = new Set<number>();
    const elements: RtzScheduleElement[] = [];
    for (const e of childrenNamed(el, ns, 'scheduleElement')) {
      const where = `${label}, ${kind} <scheduleElement>, line ${e.line}`;
      const idText = e.attributes.get('waypointId');
      if (idText === undefined) throw notes.error(where, 'the schedule element has no waypointId.');
      const wpId = readNonNegativeInteger(idText);
      const index = wpId === undefined ? undefined : byId.get(String(wpId));
      if (index === undefined)
        throw notes.error(where, `waypointId ${idText} is not the id of any waypoint in the route.`);
      const wpWhere = `${label}, ${kind}, ${refs[index]!.label}, line ${e.line}`;
      if (seen.has(index)) {
        notes.warn(wpWhere, 'the waypoint appears twice in this schedule; the second entry is ignored.', {
          kind: 'schedule',
          waypointIndex: index,
        });
        continue;
      }
      seen.add(index);
      elements.push(readElement(e, index, wpWhere, notes));
    }
    return { kind, line: el.line, elements };
  };
  const manual = part('manual');
  const calculated = part('calculated');
  return { label, line: s.line, ...(manual ? { manual } : {}), ...(calculated ? { calculated } : {}) };
}

/** Attributes of a scheduleElement Passage does not use, with the range the schema gives them. */
const CHECKED_RANGES: Record<string, readonly [number, number]> = {
  windDirection: [0, 360],
  currentDirection: [0, 360],
  windSpeed: [0, Infinity],
  currentSpeed: [0, Infinity],
  speedWindow: [0, Infinity],
};

function readElement(e: XmlElement, waypointIndex: number, where: string, notes: NoteList): RtzScheduleElement {
  const time = (attr: 'etd' | 'eta'): number | undefined => {
    const text = e.attributes.get(attr);
    if (text === undefined) return undefined;
    const t = readDateTime(text);
    if (t === undefined)
      throw notes.error(
        where,
        `${attr.toUpperCase()} "${text}" is not a real date and time (ISO 8601, e.g. 2026-12-01T06:00:00Z).`,
      );
    return t;
  };
  const stayText = e.attributes.get('stay');
  const stayS = stayText === undefined ? undefined : readDuration(stayText);
  if (stayText !== undefined && stayS === undefined) {
    throw notes.error(
      where,
      `stay "${stayText}" is not a duration Passage can read (ISO 8601 such as PT2H or P1DT6H; months and years have no fixed length).`,
    );
  }
  const speedText = e.attributes.get('speed');
  const speedKn = speedText === undefined ? undefined : readDecimal(speedText);
  if (speedText !== undefined && (speedKn === undefined || speedKn < 0))
    throw notes.error(where, `speed "${speedText}" is not a speed in knots of zero or more.`);
  const oddities: string[] = [];
  for (const [attr, [lo, hi]] of Object.entries(CHECKED_RANGES)) {
    const text = e.attributes.get(attr);
    if (text === undefined) continue;
    const v = readDecimal(text);
    if (v === undefined || v < lo || v >= hi) oddities.push(`${attr} ${text}`);
  }
  const etdUtc = time('etd');
  const etaUtc = time('eta');
  return {
    waypointIndex,
    line: e.line,
    ...defined({ etdUtc }),
    ...defined({ etaUtc }),
    ...defined({ stayS }),
    ...defined({ speedKn }),
    oddities,
  };
}

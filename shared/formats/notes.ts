// What an import tells the navigator: warnings and errors that name the file, the place in it
// (element or line) and the problem in words, and the one result shape every format returns.
import { z } from 'zod';
import { InputError } from '../domain/errors';
import { positionSchema } from '../domain/position';
import { routeSchema, VOYAGE_LIMITS, type Route } from '../domain/voyage';
import { formatPosition } from '../domain/coordinates';
import { waypointName } from '../domain/waypoint-name';
import { cutQuoted } from './quoted-text';
import { listWords } from '../domain/word-list';

/** What a warning is about, so that the UI can group them: the file itself, its schedule, or land on a leg. */
export const importNoteKindSchema = z.enum(['file', 'schedule', 'land']);

export const importNoteSchema = z.object({
  kind: importNoteKindSchema,
  /** The file name as the navigator knows it, e.g. "Nagoya-StLawrence.rtz". */
  file: z.string(),
  /** The place: `waypoint 3 (id 43, "WP 3"), line 57`, `line 12`, `leg 4 (A → B)`. */
  where: z.string(),
  /** The problem and what Passage did about it, in a navigator's words. */
  message: z.string(),
  /** The waypoint concerned (0-based, in file order), for the UI to highlight it. */
  waypointIndex: z.number().int().nonnegative().optional(),
  /** The leg concerned: from waypoint legIndex to legIndex + 1 (0-based). */
  legIndex: z.number().int().nonnegative().optional(),
  /** A position to show, e.g. where a leg runs onto land. */
  position: positionSchema.optional(),
});
export type ImportNote = z.infer<typeof importNoteSchema>;

/** One waypoint where the file's own ETA and Passage's differ by more than a minute. */
export const scheduleDifferenceSchema = z.object({
  /** The file's schedule, e.g. `"Optimised schedule" (id 996)`. */
  schedule: z.string(),
  waypointIndex: z.number().int().nonnegative(),
  waypointName: z.string(),
  /** Unix seconds UTC. */
  fileEtaUtc: z.number(),
  passageEtaUtc: z.number(),
  /** Passage minus file, seconds (positive: Passage arrives later). */
  differenceS: z.number(),
});
export type ScheduleDifference = z.infer<typeof scheduleDifferenceSchema>;

/** A part of a file's schedule the plan was read from (RTZ: manual or calculated). */
export const schedulePartSchema = z.enum(['manual', 'calculated']);

/** Where in the file the speeds, departure and stays came from, when a file has more than one place for them. */
export const planSourceSchema = z.object({
  /** The schedule as the file names it: `schedule 1`, `schedule "Voyage plan" (id 1)`. */
  schedule: z.string(),
  speeds: schedulePartSchema.optional(),
  departure: schedulePartSchema.optional(),
  stays: schedulePartSchema.optional(),
});
export type PlanSource = z.infer<typeof planSourceSchema>;

/**
 * Everything an import found: the whole route, and what the file says about how to sail it.
 * There is never a partial route: a file Passage cannot read whole is a RouteFileError instead.
 */
export const routeImportSchema = z.object({
  /** The file format actually read ('rtz' for the route inside an .rtzp). */
  format: z.enum(['rtz', 'gpx', 'geojson', 'csv']),
  route: routeSchema,
  /** Planned speed per leg, knots: entry i is the leg from waypoint i to i + 1 (as Voyage.speedsKn). */
  speedsKn: z.array(z.number().positive().finite()).optional(),
  /** Departure from the first waypoint, Unix seconds UTC. */
  departureUtc: z.number().finite().optional(),
  /** Stay at a waypoint (by index, as Voyage.staysS), seconds. */
  staysS: z.record(z.string().regex(/^\d+$/), z.number().nonnegative().finite()),
  warnings: z.array(importNoteSchema),
  /** Waypoints where a schedule in the file disagrees with Passage's ETAs by more than a minute. */
  scheduleDifferences: z.array(scheduleDifferenceSchema),
  /** Which schedule (and part) the speeds, departure and stays were taken from, for RTZ. */
  planSource: planSourceSchema.optional(),
});
export type RouteImport = z.infer<typeof routeImportSchema>;

/**
 * Where the plan came from in words, for the import review and the CLI: "speeds and departure
 * from the calculated schedule (schedule 1)", "speeds from the manual schedule and departure from
 * the calculated schedule (schedule "Plan" (id 4))". Undefined when the file gives no plan.
 */
export function planSourceWords(source: PlanSource | undefined): string | undefined {
  if (source === undefined) return undefined;
  const byPart = new Map<string, string[]>();
  for (const what of ['speeds', 'departure', 'stays'] as const) {
    const part = source[what];
    if (part !== undefined) byPart.set(part, [...(byPart.get(part) ?? []), what]);
  }
  if (byPart.size === 0) return undefined;
  const clauses = [...byPart].map(([part, items]) => `${listWords(items)} from the ${part} schedule`);
  return `${clauses.join('; ')} (${source.schedule})`;
}

/**
 * One line for logs, the CLI and plain-text lists: "route.rtz, waypoint 3 (id 43), line 57: …".
 * Text quoted from the file is cut to a glance (quoted-text), whoever made the note.
 */
export function formatNote(note: Pick<ImportNote, 'file' | 'where' | 'message'>): string {
  const place = [note.file, cutQuoted(note.where)].filter((s) => s !== '').join(', ');
  const message = cutQuoted(note.message);
  return place === '' ? message : `${place}: ${message}`;
}

/**
 * A route file Passage will not import, with the file, the place and the problem (text quoted
 * from the file cut to a glance). It is an InputError('route-file') so that every layer already
 * words it for the navigator.
 */
export class RouteFileError extends InputError {
  readonly where: string;
  readonly problem: string;
  constructor(
    readonly file: string,
    where: string,
    problem: string,
  ) {
    const place = cutQuoted(where);
    super('route-file', formatNote({ file, where: place, message: problem }), place === '' ? undefined : place);
    this.where = place;
    this.problem = cutQuoted(problem);
  }
}

/** Collects warnings for one file while it is read; text quoted from the file is cut to a glance. */
export class NoteList {
  readonly notes: ImportNote[] = [];
  constructor(readonly file: string) {}

  warn(where: string, message: string, extra: Omit<Partial<ImportNote>, 'file' | 'where' | 'message'> = {}): void {
    this.notes.push({ kind: 'file', file: this.file, where: cutQuoted(where), message: cutQuoted(message), ...extra });
  }

  error(where: string, problem: string): RouteFileError {
    return new RouteFileError(this.file, where, problem);
  }
}

/**
 * Lines a list of import warnings shows before it counts the rest (note-lines.ts); the report's
 * contract takes as many. Here, not in note-lines.ts, so the contract's schemas do not pull the
 * wording code into the renderer's first load.
 */
export const NOTE_LINES_MAX = 100;
/** Characters of one line in the report's list of import warnings, as its contract takes. */
export const NOTE_LINE_MAX_CHARS = 500;

/** Limits that keep a hostile or broken file from exhausting memory or time. */
const MAX_ROUTE_FILE_BYTES = 20_000_000;
export const LIMITS = {
  /**
   * Bytes of a route file (or .rtzp archive) Passage reads: 20 MB, far above any real route plan
   * (a 20,000-waypoint RTZ is ~8 MB). The one home of the figure: the CLI's bounded read, the
   * renderer's file check and the IPC contract all use it.
   */
  maxFileBytes: MAX_ROUTE_FILE_BYTES,
  /** Characters of text in a route file: as many as its bytes can hold. */
  maxTextChars: MAX_ROUTE_FILE_BYTES,
  /** Waypoints in one route: as many as a voyage may have, so what imports also saves. */
  maxWaypoints: VOYAGE_LIMITS.waypointsMax,
} as const;

/** The name a route gets when its file has none: the file name without its extension. */
export function nameFromFile(file: string, fallback = 'Imported route'): string {
  const base = file
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .trim();
  return base === '' ? fallback : base;
}

/**
 * For formats that do not say how many waypoints they hold (CSV, GeoJSON read whole): how many
 * were read and which came last, since a file cut short between two records reads as a whole,
 * shorter route. `format` words the format ("A CSV file").
 */
export function warnWaypointCount(notes: NoteList, route: Route, where: string, format: string): void {
  const n = route.waypoints.length;
  const last = route.waypoints[n - 1];
  if (last === undefined) return;
  notes.warn(
    where,
    `${n} waypoints read, the last ${waypointName(last.name, n - 1)} at ${formatPosition(last.position)}. ${format} does not say how many waypoints it holds, so one cut short between two waypoints reads as a shorter route: check that the route ends where it should.`,
  );
}

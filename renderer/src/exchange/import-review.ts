// What the import review shows before a route replaces anything: the file, the route (waypoints,
// distance), what the file says about sailing it (speeds, departure, stays) and its warnings
// grouped as a navigator checks them: land, schedule differences, then the file itself.
import type { RouteImport } from '../../../shared/formats/notes';
import { planSourceWords } from '../../../shared/formats/notes';
import { noteLines } from '../../../shared/formats/note-lines';
import { NOTE_LINE_MAX_CHARS, NOTE_LINES_MAX } from '../../../shared/formats/notes';
import { hasOwnName, waypointName } from '../../../shared/domain/waypoint-name';
import { legTrack } from '../../../shared/geodesy/leg';
import { M_PER_NM } from '../../../shared/domain/units';
import { formatDuration, formatUtcMinute } from '../../../shared/domain/time';
import { groupLandNotes, type LandNoteGroup } from './land-notes';

export interface ImportDefaults {
  /** Speed every leg gets when the file has none, knots. */
  readonly speedKn: number;
  /** Departure when the file has none, Unix seconds UTC. */
  readonly departureUtc: number;
}

export interface ScheduleRow {
  /** "5 Ushant": number in the route and name; "WP 5" for a waypoint without a name. */
  readonly waypoint: string;
  readonly waypointIndex: number;
  /** The file's schedule: `schedule "Voyage plan" (id 1), manual`, `schedule 1, calculated`. */
  readonly schedule: string;
  readonly fileEta: string;
  readonly passageEta: string;
  /** "26 min later", "1 h 05 min earlier": Passage against the file. */
  readonly difference: string;
}

export interface ImportReview {
  readonly routeName: string;
  readonly fileName: string;
  /** "RTZ route (IEC 61174)", "GPX", … */
  readonly formatLabel: string;
  readonly waypointCount: number;
  readonly distanceNm: number;
  /** "3,293.8 NM in 3 legs". */
  readonly distanceText: string;
  readonly speedsText: string;
  /** False when the file had none and the default is used. */
  readonly speedsFromFile: boolean;
  readonly departureText: string;
  readonly departureFromFile: boolean;
  readonly staysText: string;
  /** Where in the file the plan came from: "Speeds and departure from the calculated schedule (schedule 1)". */
  readonly planSourceText?: string;
  readonly land: readonly LandNoteGroup[];
  readonly scheduleRows: readonly ScheduleRow[];
  /** Schedule warnings that are not an ETA difference (gaps, order, rival schedules), one line each (one for all its places). */
  readonly scheduleNotes: readonly string[];
  /** What the file itself got wrong or Passage ignored, one line each, however many places give it ("line 12: …"). */
  readonly fileNotes: readonly string[];
  /** Every warning, each place of a grouped one counted, for the heading. */
  readonly warningCount: number;
}

const FORMAT_LABELS: Record<RouteImport['format'], string> = {
  rtz: 'RTZ route (IEC 61174)',
  gpx: 'GPX',
  geojson: 'GeoJSON',
  csv: 'CSV waypoint list',
};

/** The format as the navigator knows the file: an .rtzp is an RTZ route in a zip archive. */
export function formatLabel(format: RouteImport['format'], fileName: string): string {
  if (format === 'rtz' && /\.rtzp$/i.test(fileName)) return 'RTZ route in an .rtzp archive (IEC 61174)';
  return FORMAT_LABELS[format];
}

const nm = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const kn = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** Route length along each leg's own geometry (rhumb line or great circle), NM. */
export function routeDistanceNm(imported: Pick<RouteImport, 'route'>): number {
  const w = imported.route.waypoints;
  let totalM = 0;
  for (let i = 1; i < w.length; i++)
    totalM += legTrack(w[i - 1]!.position, w[i]!.position, w[i]!.legGeometry).distanceM;
  return totalM / M_PER_NM;
}

/** "14 kn on every leg", "14, 15, 13.5, 12 kn (legs 1–4)", "8.5 to 14 kn per leg". */
export function speedsText(speedsKn: readonly number[] | undefined, legs: number, defaultKn: number): string {
  if (speedsKn === undefined || speedsKn.length === 0)
    return `None in the file: every leg at ${kn.format(defaultKn)} kn. Set them in the waypoint table.`;
  const perLeg = Array.from({ length: legs }, (_, i) => speedsKn[Math.min(i, speedsKn.length - 1)]!);
  const min = Math.min(...perLeg);
  const max = Math.max(...perLeg);
  if (min === max) return `${kn.format(min)} kn on every leg`;
  if (legs <= 6) return `${perLeg.map((s) => kn.format(s)).join(', ')} kn (legs 1–${legs})`;
  return `${kn.format(min)} to ${kn.format(max)} kn per leg`;
}

/** "26 min", "1 h 05 min", "2 d 03 h 00 min". */
function durationWords(seconds: number): string {
  const s = Math.abs(seconds);
  return s < 3600 ? `${Math.round(s / 60)} min` : formatDuration(s);
}

function staysText(imported: RouteImport): string {
  const entries = Object.entries(imported.staysS).filter(([, s]) => s > 0);
  if (entries.length === 0) return 'None';
  return entries
    .map(([index, s]) => {
      const i = Number(index);
      return `${waypointLabel(imported.route.waypoints[i]?.name ?? '', i)}: ${durationWords(s)}`;
    })
    .join('; ');
}

/** "5 Ushant" (place and name), or "WP 5" for a waypoint without a name of its own. */
function waypointLabel(name: string, index: number): string {
  return hasOwnName(name) ? `${index + 1} ${name}` : waypointName(name, index);
}

/** The review of an import, before anything is replaced. */
export function reviewImport(imported: RouteImport, fileName: string, defaults: ImportDefaults): ImportReview {
  const waypoints = imported.route.waypoints;
  const legs = Math.max(0, waypoints.length - 1);
  const distanceNm = routeDistanceNm(imported);
  const land = groupLandNotes(imported.warnings);
  const scheduleRows = imported.scheduleDifferences.map((d): ScheduleRow => ({
    waypoint: waypointLabel(d.waypointName, d.waypointIndex),
    waypointIndex: d.waypointIndex,
    schedule: d.schedule,
    fileEta: formatUtcMinute(d.fileEtaUtc),
    passageEta: formatUtcMinute(d.passageEtaUtc),
    difference: `${durationWords(d.differenceS)} ${d.differenceS > 0 ? 'later' : 'earlier'}`,
  }));
  // An ETA difference is also a schedule note (for the CLI's one-line list); the table says it better.
  const isDifference = (where: string, index: number | undefined): boolean =>
    imported.scheduleDifferences.some((d) => d.waypointIndex === index && where.startsWith(`${d.schedule},`));
  // One line for a warning the file gives at many places, text quoted from the file cut.
  const scheduleWarnings = imported.warnings.filter(
    (n) => n.kind === 'schedule' && !isDifference(n.where, n.waypointIndex),
  );
  const fileWarnings = imported.warnings.filter((n) => n.kind === 'file');
  const scheduleNotes = noteLines(scheduleWarnings, { withFile: false });
  const fileNotes = noteLines(fileWarnings, { withFile: false });
  const planSource = planSourceWords(imported.planSource);
  return {
    routeName: imported.route.name,
    fileName,
    formatLabel: formatLabel(imported.format, fileName),
    waypointCount: waypoints.length,
    distanceNm,
    distanceText: `${nm.format(distanceNm)} NM in ${legs} ${legs === 1 ? 'leg' : 'legs'}`,
    speedsText: speedsText(imported.speedsKn, legs, defaults.speedKn),
    speedsFromFile: imported.speedsKn !== undefined,
    departureText:
      imported.departureUtc === undefined
        ? `None in the file: ${formatUtcMinute(defaults.departureUtc)} until you set it.`
        : formatUtcMinute(imported.departureUtc),
    departureFromFile: imported.departureUtc !== undefined,
    staysText: staysText(imported),
    ...(planSource === undefined ? {} : { planSourceText: `${planSource[0]!.toUpperCase()}${planSource.slice(1)}` }),
    land,
    scheduleRows,
    scheduleNotes,
    fileNotes,
    warningCount:
      land.reduce((sum, g) => sum + g.items.length, 0) +
      scheduleRows.length +
      scheduleWarnings.length +
      fileWarnings.length,
  };
}

/**
 * The import's warnings that still stand once the route is in the editor and untouched, for the
 * report (reports.export importWarnings): the file's own and its schedule's. Land is left out:
 * the report checks the land itself. Grouped, and as many lines as long as the contract takes.
 */
export function standingImportWarnings(imported: RouteImport, fileName: string): string[] {
  const standing = imported.warnings.filter((n) => n.kind !== 'land').map((n) => ({ ...n, file: fileName }));
  return noteLines(standing, { maxLines: NOTE_LINES_MAX, maxChars: NOTE_LINE_MAX_CHARS });
}

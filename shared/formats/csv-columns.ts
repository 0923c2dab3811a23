// Which column of a CSV waypoint list holds what: named by a header row in any order and any
// case, or, without one, told from how many fields the rows have and what is in them. Passage's
// own export is recognised by its header, the one file whose names it guarded itself.
import { parseLat, parseLon } from '../domain/coordinates';
import type { NoteList } from './notes';
import type { Row } from './csv-rows';

export type Column = 'name' | 'lat' | 'lon' | 'position' | 'speed' | 'leg';
/** A column of the file: one Passage reads, or one it leaves alone (remarks, ETA …). */
export type Slot = Column | 'ignore';

/** The header Passage writes; a file with exactly this header is Passage's own export. */
export const PASSAGE_CSV_HEADER: readonly string[] = ['name', 'lat', 'lon', 'speed_kn', 'leg'];

/** True when the row is the header of Passage's own CSV export (planToCsv). */
export function isPassageHeader(cells: readonly string[]): boolean {
  return cells.length === PASSAGE_CSV_HEADER.length && cells.every((c, i) => c === PASSAGE_CSV_HEADER[i]);
}

/** Header words (lower case, letters only) for each column. */
const HEADER_WORDS: Record<Column, readonly string[]> = {
  name: ['name', 'waypoint', 'waypointname', 'wp', 'wpt', 'wpname', 'point', 'label'],
  lat: ['lat', 'latitude', 'latdeg', 'latitudedeg'],
  lon: ['lon', 'long', 'lng', 'longitude', 'londeg', 'longitudedeg'],
  position: ['position', 'pos', 'coordinates', 'latlon'],
  speed: [
    'speed',
    'speedkn',
    'speedkt',
    'speedkts',
    'speedknots',
    'plannedspeed',
    'plannedspeedkn',
    'sog',
    'stw',
    'kn',
    'kt',
    'kts',
    'knots',
  ],
  leg: ['leg', 'leggeometry', 'geometry', 'legtype', 'sailing'],
};

function normalise(word: string): string {
  return word
    .toLowerCase()
    .replace(/\((kn|kt|kts|knots|deg|°)\)/g, '$1')
    .replace(/[^a-z]/g, '');
}

/** The columns named by a header row ('ignore' for ones Passage does not use), or undefined when the row is data. */
export function headerColumns(cells: readonly string[], line: number, notes: NoteList): Slot[] | undefined {
  const columns: Slot[] = cells.map(
    (c) => (Object.keys(HEADER_WORDS) as Column[]).find((k) => HEADER_WORDS[k].includes(normalise(c))) ?? 'ignore',
  );
  if (!columns.some((c) => c === 'lat' || c === 'lon' || c === 'position')) {
    if (columns.every((c) => c === 'ignore')) return undefined;
    throw notes.error(
      `line ${line}`,
      'the header names no latitude and longitude columns (lat, lon) and no position column.',
    );
  }
  const otherSpeed = cells.find((c, i) => columns[i] === 'ignore' && /^(speed|sog|stw)/.test(normalise(c)));
  if (otherSpeed !== undefined)
    throw notes.error(
      `line ${line}`,
      `the column "${otherSpeed}" looks like a speed in another unit; Passage reads planned speeds in knots (a column "speed" or "speed (kn)").`,
    );
  return columns;
}

/** A decimal comma read as a point, for telling what a cell holds. */
const pointed = (t: string): string => t.trim().replace(/^([-+]?\d+),(\d+)$/, '$1.$2');

function reads(parse: (t: string) => unknown, text: string): boolean {
  try {
    parse(pointed(text));
    return true;
  } catch {
    return false;
  }
}

const isLat = (t: string): boolean => reads(parseLat, t);
const isLon = (t: string): boolean => reads(parseLon, t);
/** A speed, or what is meant as one (in exponent notation too: the reader then says what is wrong with it). */
const isSpeed = (t: string): boolean => /^(\+?(\d+([.,]\d*)?|[.,]\d+)(e[-+]?\d+)?)?$/i.test(t.trim());
/** A waypoint number as plotters and ECDIS number them (1, 2, 007): digits only. */
const isWholeNumber = (t: string): boolean => /^\d+$/.test(t.trim());

/**
 * Three fields without a header: name, lat, lon or lat, lon, speed. Every row is looked at, not
 * only the first: numbered waypoints (1, 2, 007) read as latitudes would put the route
 * elsewhere and lose the names. When every row reads either way, a first column of whole
 * numbers only is taken for waypoint numbers (no route has every waypoint on a whole degree of
 * latitude), and the navigator is told so.
 */
function threeColumns(rows: readonly Row[], notes: NoteList): Column[] {
  const cells = rows.filter((r) => r.cells.length === 3).map((r) => r.cells);
  const withSpeed = cells.every(([a = '', b = '', c = '']) => isLat(a) && isLon(b) && isSpeed(c));
  const withName = cells.every(([, b = '', c = '']) => isLat(b) && isLon(c));
  if (withSpeed && withName && cells.every(([a = '']) => isWholeNumber(a))) {
    const first = cells.slice(0, 3).map(([a = '']) => a.trim());
    notes.warn(
      `line ${rows[0]!.line}`,
      `the file has no header, and its first column (${first.join(', ')}${cells.length > 3 ? ' …' : ''}) holds whole numbers only: read as waypoint names, then latitude and longitude. If it is the latitude (then longitude and speed), give the file a header row: lat, lon, speed.`,
    );
    return ['name', 'lat', 'lon'];
  }
  if (withSpeed) return ['lat', 'lon', 'speed'];
  return ['name', 'lat', 'lon'];
}

/** Columns of a file without a header, from how many fields the first row has (and, for three, what the rows hold). */
export function guessColumns(rows: readonly Row[], notes: NoteList): Column[] {
  const first = rows[0]!;
  switch (first.cells.length) {
    case 2:
      return ['lat', 'lon'];
    case 3:
      return threeColumns(rows, notes);
    case 4:
      return ['name', 'lat', 'lon', 'speed'];
    case 5:
      return ['name', 'lat', 'lon', 'speed', 'leg'];
    default:
      throw notes.error(
        `line ${first.line}`,
        `has ${first.cells.length} fields and no header; give a header row (name, lat, lon, speed, leg) so the columns are known.`,
      );
  }
}

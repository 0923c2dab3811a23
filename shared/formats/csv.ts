// Waypoint lists as spreadsheets write them (RFC 4180 CSV): name, latitude, longitude, speed
// and leg geometry, comma, semicolon or tab separated, with or without a header row. Positions
// may be decimal degrees or degrees and minutes (51 54.3N), read by shared/domain/coordinates;
// a semicolon- or tab-separated file may use decimal commas. Speeds, as in RTZ, belong to the
// leg ending at the row they are on.
import type { LegGeometry, Waypoint } from '../domain/voyage';
import { InputError } from '../domain/errors';
import { makePosition } from '../domain/position';
import { parseLat, parseLon, parsePosition } from '../domain/coordinates';
import { waypointName } from '../domain/waypoint-name';
import { LIMITS, NoteList, nameFromFile, warnWaypointCount, type RouteImport } from './notes';
import { decimalText } from './xml';
import { fromSpreadsheetText, spreadsheetText } from './spreadsheet-text';
import { checkLastRow, splitRows } from './csv-rows';
import { legSpeedKn, type RoutePlan } from './route-plan';

type Column = 'name' | 'lat' | 'lon' | 'position' | 'speed' | 'leg';
/** A column of the file: one Passage reads, or one it leaves alone (remarks, ETA …). */
type Slot = Column | 'ignore';

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

const LEG_WORDS: Record<string, LegGeometry> = {
  rl: 'rhumb',
  rhumb: 'rhumb',
  rhumbline: 'rhumb',
  loxodrome: 'rhumb',
  mercator: 'rhumb',
  gc: 'greatCircle',
  greatcircle: 'greatCircle',
  orthodrome: 'greatCircle',
};

export function importCsv(text: string, file: string): RouteImport {
  const notes = new NoteList(file);
  if (text.length > LIMITS.maxTextChars)
    throw notes.error('', `the file is ${(text.length / 1e6).toFixed(1)} MB; a waypoint list is far smaller.`);
  const rows = splitRows(text.replace(/^\uFEFF/, ''), notes).filter(
    (r) => !(r.cells.length === 1 && r.cells[0]!.trim() === ''),
  );
  if (rows.length === 0) throw notes.error('', 'the file is empty.');
  const delimiter = rows[0]!.delimiter;
  const header = headerColumns(rows[0]!.cells, rows[0]!.line, notes);
  const columns: Slot[] = header ?? guessColumns(rows[0]!.cells, rows[0]!.line, notes);
  const data = header ? rows.slice(1) : rows;
  if (!columns.includes('position') && !(columns.includes('lat') && columns.includes('lon'))) {
    throw notes.error(
      `line ${rows[0]!.line}`,
      `the header names ${columns.includes('lat') ? 'a latitude but no longitude' : 'a longitude but no latitude'} column; both are needed (lat, lon), or one position column.`,
    );
  }
  if (data.length < 2) throw notes.error('', `a route needs at least two waypoints; this file has ${data.length}.`);
  if (data.length > LIMITS.maxWaypoints)
    throw notes.error(
      '',
      `${data.length} rows is more than the ${LIMITS.maxWaypoints} waypoints Passage reads in one route.`,
    );
  const decimalComma = delimiter !== ',';
  checkLastRow(data, columns, notes);

  const speeds: (number | undefined)[] = [];
  const waypoints: Waypoint[] = data.map((row, i) => {
    if (row.cells.length !== columns.length) {
      throw notes.error(
        `line ${row.line}`,
        `has ${row.cells.length} fields; the ${header ? 'header has' : 'first row has'} ${columns.length}.`,
      );
    }
    const cell = (c: Column): string => {
      const k = columns.indexOf(c);
      return k < 0 ? '' : row.cells[k]!.trim();
    };
    const at = (c: string): string => `line ${row.line}, ${c}`;
    const number = (t: string): string => (decimalComma && /^[-+]?\d+,\d+$/.test(t) ? t.replace(',', '.') : t);
    let position;
    try {
      position = columns.includes('position')
        ? parsePosition(cell('position'), 'position')
        : makePosition(parseLat(number(cell('lat')), 'lat'), parseLon(number(cell('lon')), 'lon'));
    } catch (e) {
      if (e instanceof InputError) throw notes.error(at(e.field ?? 'position'), e.message);
      throw e;
    }
    const speedText = number(cell('speed'));
    if (speedText === '') speeds.push(undefined);
    else {
      const kn = Number(speedText);
      if (!Number.isFinite(kn) || kn <= 0)
        throw notes.error(at('speed'), `"${cell('speed')}" is not a planned speed in knots above 0.`);
      speeds.push(kn);
    }
    const legText = cell('leg')
      .replace(/[\s_-]/g, '')
      .toLowerCase();
    const legGeometry = legText === '' ? 'rhumb' : LEG_WORDS[legText];
    if (legGeometry === undefined)
      throw notes.error(at('leg'), `"${cell('leg')}" is not a leg geometry: use RL (rhumb line) or GC (great circle).`);
    return { id: `wp${i + 1}`, name: fromSpreadsheetText(cell('name')), position, legGeometry };
  });
  const speedsKn = legSpeeds(
    speeds,
    data.map((r) => r.line),
    notes,
  );
  const route = { name: nameFromFile(file), waypoints };
  warnWaypointCount(notes, route, '', 'A CSV file');
  return {
    format: 'csv',
    route,
    ...(speedsKn ? { speedsKn } : {}),
    staysS: {},
    warnings: notes.notes,
    scheduleDifferences: [],
  };
}

/**
 * Row speeds to per-leg speeds. A row's speed is that of the leg ending there (as RTZ and
 * OpenCPN), unless only the first row and not the last has one: then the file gives each
 * leg's speed on the row it starts from, as many planning sheets do.
 */
function legSpeeds(
  rows: readonly (number | undefined)[],
  lines: readonly number[],
  notes: NoteList,
): number[] | undefined {
  const n = rows.length;
  if (rows.every((v) => v === undefined)) return undefined;
  let perLeg: (number | undefined)[];
  if (rows[0] !== undefined && rows[n - 1] === undefined) {
    perLeg = rows.slice(0, n - 1);
    notes.warn(
      `line ${lines[0]}`,
      'the first row has a speed and the last has none, so each speed is read as that of the leg leaving its row.',
    );
  } else {
    if (rows[0] !== undefined)
      notes.warn(
        `line ${lines[0]}`,
        `the speed on the first row (${rows[0]} kn) has no leg ending there and is ignored; a row's speed is that of the leg arriving at it.`,
      );
    perLeg = rows.slice(1);
  }
  const first = perLeg.find((v) => v !== undefined);
  if (first === undefined) return undefined;
  const gaps = perLeg.filter((v) => v === undefined).length;
  if (gaps > 0)
    notes.warn(
      '',
      `${gaps} of ${perLeg.length} legs have no speed; each takes the speed of the nearest earlier leg that has one, or the first speed given (${first} kn). Check the speeds.`,
    );
  let last = first;
  return perLeg.map((v) => (last = v ?? last));
}

function normalise(word: string): string {
  return word
    .toLowerCase()
    .replace(/\((kn|kt|kts|knots|deg|°)\)/g, '$1')
    .replace(/[^a-z]/g, '');
}

/** The columns named by a header row ('ignore' for ones Passage does not use), or undefined when the row is data. */
function headerColumns(cells: readonly string[], line: number, notes: NoteList): Slot[] | undefined {
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

/** Columns of a file without a header, from how many fields the first row has. */
function guessColumns(cells: readonly string[], line: number, notes: NoteList): Column[] {
  const isCoordinate = (t: string): boolean => {
    try {
      parseLat(t.replace(/^([-+]?\d+),(\d+)$/, '$1.$2'));
      return true;
    } catch {
      return false;
    }
  };
  switch (cells.length) {
    case 2:
      return ['lat', 'lon'];
    case 3:
      return isCoordinate(cells[0]!.trim()) ? ['lat', 'lon', 'speed'] : ['name', 'lat', 'lon'];
    case 4:
      return ['name', 'lat', 'lon', 'speed'];
    case 5:
      return ['name', 'lat', 'lon', 'speed', 'leg'];
    default:
      throw notes.error(
        `line ${line}`,
        `has ${cells.length} fields and no header; give a header row (name, lat, lon, speed, leg) so the columns are known.`,
      );
  }
}

/** One field, quoted when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The route as CSV: name, lat, lon (decimal degrees), the speed and geometry of the leg arriving
 * at each row. Names that a spreadsheet would run as a formula are guarded (spreadsheet-text).
 */
export function planToCsv(plan: RoutePlan): string {
  const rows = [['name', 'lat', 'lon', 'speed_kn', 'leg']];
  plan.route.waypoints.forEach((w, i) => {
    const kn = i === 0 ? undefined : legSpeedKn(plan, i - 1);
    const speed = kn === undefined ? '' : decimalText(kn, 6);
    rows.push([
      spreadsheetText(waypointName(w.name, i)),
      decimalText(w.position.lat, 9),
      decimalText(w.position.lon, 9),
      speed,
      i === 0 ? '' : w.legGeometry === 'greatCircle' ? 'GC' : 'RL',
    ]);
  });
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

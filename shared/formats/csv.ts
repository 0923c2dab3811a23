// Waypoint lists as spreadsheets write them (RFC 4180 CSV): name, latitude, longitude, speed
// and leg geometry, comma, semicolon or tab separated, with or without a header row. Positions
// may be decimal degrees or degrees and minutes (51 54.3N), read by shared/domain/coordinates;
// a semicolon- or tab-separated file may use decimal commas; numbers are never read in exponent
// notation (csv-numbers). Names are kept as written. Speeds, as in RTZ, belong to the leg ending
// at the row they are on.
import type { LegGeometry, Waypoint } from '../domain/voyage';
import { InputError } from '../domain/errors';
import { makePosition } from '../domain/position';
import { parseLat, parseLon, parsePosition } from '../domain/coordinates';
import { waypointName } from '../domain/waypoint-name';
import { LIMITS, NoteList, nameFromFile, warnWaypointCount, type RouteImport } from './notes';
import { decimalText } from './xml';
import { fromSpreadsheetText, spreadsheetText } from './spreadsheet-text';
import { checkLastRow, splitRows, type Row } from './csv-rows';
import { exponentRefusal, type NumberColumn } from './csv-numbers';
import {
  guessColumns,
  headerColumns,
  isPassageHeader,
  PASSAGE_CSV_HEADER,
  type Column,
  type Slot,
} from './csv-columns';
import { legSpeedKn, type RoutePlan } from './route-plan';

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
  const columns: Slot[] = header ?? guessColumns(rows, notes);
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
  // A name is the field as written, spaces, quotes, leading zeros, = and + included; only the
  // guard Passage's own export puts before a formula-like name is taken off again.
  const ownExport = header !== undefined && isPassageHeader(rows[0]!.cells);
  const nameColumn = columns.indexOf('name');
  const nameOf = (row: Row): string => {
    const field = nameColumn < 0 ? '' : row.cells[nameColumn]!;
    return ownExport ? fromSpreadsheetText(field) : field;
  };

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
    /** A number column's text, refused in exponent notation, a decimal comma read as a point. */
    const number = (c: NumberColumn): string => {
      const t = cell(c);
      const refusal = exponentRefusal(t);
      if (refusal !== undefined) throw notes.error(at(c), refusal);
      return decimalComma && /^[-+]?\d+,\d+$/.test(t) ? t.replace(',', '.') : t;
    };
    const texts = columns.includes('position')
      ? { position: number('position') }
      : { lat: number('lat'), lon: number('lon') };
    let position;
    try {
      position =
        texts.position !== undefined
          ? parsePosition(texts.position, 'position')
          : makePosition(parseLat(texts.lat, 'lat'), parseLon(texts.lon, 'lon'));
    } catch (e) {
      if (e instanceof InputError) throw notes.error(at(e.field ?? 'position'), e.message);
      throw e;
    }
    const speedText = number('speed');
    if (speedText === '') speeds.push(undefined);
    else {
      // Digits with a decimal point only: Number() would also take 0x10, 0b11 or Infinity.
      const kn = /^\+?\d+(\.\d+)?$/.test(speedText) ? Number(speedText) : NaN;
      if (!(kn > 0)) throw notes.error(at('speed'), `"${cell('speed')}" is not a planned speed in knots above 0.`);
      speeds.push(kn);
    }
    const legText = cell('leg')
      .replace(/[\s_-]/g, '')
      .toLowerCase();
    const legGeometry = legText === '' ? 'rhumb' : LEG_WORDS[legText];
    if (legGeometry === undefined)
      throw notes.error(at('leg'), `"${cell('leg')}" is not a leg geometry: use RL (rhumb line) or GC (great circle).`);
    return { id: `wp${i + 1}`, name: nameOf(row), position, legGeometry };
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

/** One field, quoted when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The route as CSV: name, lat, lon (decimal degrees), the speed and geometry of the leg arriving
 * at each row. Names that a spreadsheet would run as a formula are guarded (spreadsheet-text).
 */
export function planToCsv(plan: RoutePlan): string {
  const rows = [[...PASSAGE_CSV_HEADER]];
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

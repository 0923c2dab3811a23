// Coordinate text as navigators write it (51°54.30'N 004°28.70'E, 51 54.3N, N51°54'18", 51.905, 4.478):
// parsing it into decimal degrees and formatting degrees back, so that format(parse(s)) === s.
import { InputError, requireFinite } from './errors';
import { makePosition, normalizeLon, type Position } from './position';

type Hemisphere = 'N' | 'S' | 'E' | 'W';
type Axis = 'lat' | 'lon';

type Token =
  | { readonly kind: 'num'; readonly value: number; readonly decimals: boolean }
  | { readonly kind: 'mark'; readonly field: number }
  | { readonly kind: 'hemi'; readonly letter: Hemisphere }
  | { readonly kind: 'sign'; readonly negative: boolean }
  /** A hyphen between two digits: a field separator in ship logs (51-54.3N). */
  | { readonly kind: 'join' }
  /** A comma that separates latitude from longitude. */
  | { readonly kind: 'comma' };

/** One coordinate as written: up to three numbers (degrees, minutes, seconds). */
interface Group {
  readonly fields: readonly number[];
  readonly hemi: Hemisphere | undefined;
  readonly sign: -1 | 1 | undefined;
}

type GroupResult = { readonly ok: true; readonly group: Group } | { readonly ok: false; readonly error: InputError };
/** The text read as two coordinates, split at one place. */
type Split = readonly [GroupResult, GroupResult];

const FIELD_NAMES = ['degrees', 'minutes', 'seconds'] as const;
const EXAMPLE = `e.g. 51°54.30'N 004°28.70'E`;
const MAX_TEXT_LENGTH = 120;

function fail(
  code: 'coordinate-syntax' | 'coordinate-ambiguous' | 'coordinate-range',
  text: string,
  why: string,
  field: string,
): InputError {
  return new InputError(code, `"${text.trim()}": ${why}`, field);
}

/**
 * Splits text into tokens. Typographic primes and quotes, `''` for seconds and º (masculine
 * ordinal) or ˚ for degrees are read as the ASCII marks; hemisphere letters may be lowercase.
 *
 * Decimal comma: a comma with a digit on each side is a decimal comma only when the text has
 * hemisphere letters (51 54,3N 4 28,7E), because then letters, not commas, separate latitude from
 * longitude. Without letters it separates them after a decimal point (51.905,4.478) or, in a position,
 * as its only comma in text without spaces (21,6); otherwise it is ambiguous (51,5 4) and rejected.
 */
function tokenize(text: string, field: string, position = false): Token[] {
  // A position is under 40 characters; a pasted paragraph is not one, and would cost
  // parsePosition quadratic time trying every split.
  if (text.length > MAX_TEXT_LENGTH) {
    throw new InputError(
      'coordinate-syntax',
      `coordinate text is ${text.length} characters long; expected a position (${EXAMPLE})`,
      field,
    );
  }
  const tokens: Token[] = [];
  const hasLetters = /[nsew]/i.test(text);
  const commaSeparates = position && (text.match(/,/g) ?? []).length === 1 && !/\S\s+\S/.test(text.trim());
  const isDigit = (at: number): boolean => /[0-9]/.test(text.charAt(at));
  const primes = `'′’‘´`;
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    const upper = ch.toUpperCase();
    let width = 1;
    if (/\s/.test(ch)) {
      // Spaces only separate tokens.
    } else if (isDigit(i)) {
      const number = /([0-9]+(?:\.[0-9]+)?)(?:,([0-9]+))?/y;
      number.lastIndex = i;
      const [all = '', whole = '', fraction] = number.exec(text) ?? [];
      width = all.length;
      if (fraction !== undefined && (whole.includes('.') || commaSeparates)) {
        width = whole.length; // 51.905,4.478 and 21,6: the comma separates
      } else if (fraction !== undefined && !hasLetters) {
        throw fail(
          'coordinate-ambiguous',
          text,
          `the comma in "${all}" could be a decimal comma or a separator; use a point for decimals`,
          field,
        );
      }
      const digits = fraction === undefined || width === whole.length ? whole : `${whole}.${fraction}`;
      tokens.push({ kind: 'num', value: Number(digits), decimals: digits.includes('.') });
    } else if ('°º˚'.includes(ch)) {
      tokens.push({ kind: 'mark', field: 0 });
    } else if (primes.includes(ch)) {
      const next = text.charAt(i + 1);
      width = next !== '' && primes.includes(next) ? 2 : 1; // '' is often typed for "
      tokens.push({ kind: 'mark', field: width });
    } else if (`"″”“`.includes(ch)) {
      tokens.push({ kind: 'mark', field: 2 });
    } else if (upper === 'N' || upper === 'S' || upper === 'E' || upper === 'W') {
      tokens.push({ kind: 'hemi', letter: upper });
    } else if ('-−–+'.includes(ch)) {
      // A hyphen or dash between digits joins fields (51-54.3N); anywhere else it is a sign.
      const joins = ch !== '+' && isDigit(i - 1) && isDigit(i + 1);
      tokens.push(joins ? { kind: 'join' } : { kind: 'sign', negative: ch !== '+' });
    } else if (ch === ',') {
      tokens.push({ kind: 'comma' });
    } else {
      throw fail('coordinate-syntax', text, `cannot read "${ch}" here (${EXAMPLE})`, field);
    }
    i += width;
  }
  return tokens;
}

/**
 * Reads one coordinate: [sign] [hemisphere] number [mark] ([-] number [mark]){0,2} [hemisphere].
 * Marks must match the field they follow (° degrees, ' minutes, " seconds), and only the last
 * number may have decimals. A sign together with a hemisphere is accepted here and rejected by
 * evaluate, so the navigator is told exactly that.
 */
function readGroup(tokens: readonly Token[], text: string, field: string): GroupResult {
  const err = (code: 'coordinate-syntax' | 'coordinate-range', why: string): GroupResult => ({
    ok: false,
    error: fail(code, text, why, field),
  });
  let sign: -1 | 1 | undefined;
  let hemi: Hemisphere | undefined;
  let i = 0;
  for (let t = tokens[0]; t?.kind === 'sign' || t?.kind === 'hemi'; i += 1, t = tokens[i]) {
    if (t.kind === 'sign') {
      if (sign !== undefined) return err('coordinate-syntax', 'two signs');
      sign = t.negative ? -1 : 1;
    } else {
      if (hemi !== undefined) return err('coordinate-syntax', 'two hemisphere letters together');
      hemi = t.letter;
    }
  }
  const fields: number[] = [];
  let hadDecimals = false;
  while (i < tokens.length) {
    const t = tokens[i];
    if (t?.kind === 'num') {
      if (fields.length === 3) return err('coordinate-syntax', 'more numbers than degrees, minutes and seconds');
      if (hadDecimals)
        return err('coordinate-syntax', 'only the last number (degrees, minutes or seconds) may have decimals');
      fields.push(t.value);
      hadDecimals = t.decimals;
      i += 1;
      const mark = tokens[i];
      if (mark?.kind === 'mark') {
        if (mark.field !== fields.length - 1) {
          return err(
            'coordinate-syntax',
            `${t.value} is the ${FIELD_NAMES[fields.length - 1] ?? 'fourth number'} but is marked as ${FIELD_NAMES[mark.field] ?? 'seconds'}`,
          );
        }
        i += 1;
      }
      if (tokens[i]?.kind === 'join') {
        if (tokens[i + 1]?.kind !== 'num') return err('coordinate-syntax', 'a hyphen must stand between two numbers');
        i += 1;
      }
    } else if (t?.kind === 'sign' && fields.length > 0 && fields.length < 3) {
      return err('coordinate-range', `${FIELD_NAMES[fields.length] ?? 'seconds'} cannot be negative`);
    } else if (t?.kind === 'hemi' && fields.length > 0) {
      if (hemi !== undefined) return err('coordinate-syntax', `two hemisphere letters (${hemi} and ${t.letter})`);
      if (i !== tokens.length - 1)
        return err('coordinate-syntax', `nothing may follow the hemisphere letter ${t.letter}`);
      hemi = t.letter;
      i += 1;
    } else {
      return err('coordinate-syntax', `expected degrees, minutes and seconds (${EXAMPLE})`);
    }
  }
  if (fields.length === 0) return err('coordinate-syntax', `expected degrees (${EXAMPLE})`);
  return { ok: true, group: { fields, hemi, sign } };
}

function axisOf(letter: Hemisphere): Axis {
  return letter === 'N' || letter === 'S' ? 'lat' : 'lon';
}

/** The value of one coordinate in signed degrees, checked against the range of its axis. */
function evaluate(group: Group, axis: Axis, text: string, field: string): number {
  const { fields, hemi, sign } = group;
  if (sign !== undefined && hemi !== undefined) {
    throw fail(
      'coordinate-ambiguous',
      text,
      `has both a sign and a hemisphere letter (${hemi}); use one or the other`,
      field,
    );
  }
  const [deg = 0, min = 0, sec = 0] = fields;
  if (min >= 60) throw fail('coordinate-range', text, 'minutes must be below 60', field);
  if (sec >= 60) throw fail('coordinate-range', text, 'seconds must be below 60', field);
  const magnitude = deg + min / 60 + sec / 3600;
  const limit = axis === 'lat' ? 90 : 180;
  if (magnitude > limit) {
    throw fail(
      'coordinate-range',
      text,
      `${axis === 'lat' ? 'latitude' : 'longitude'} must be ${limit}° or less`,
      field,
    );
  }
  const negative = sign === -1 || hemi === 'S' || hemi === 'W';
  // `+ 0` turns -0 into 0: nothing downstream should ever see a negative zero.
  return (negative ? -magnitude : magnitude) + 0;
}

function readAxis(text: string, axis: Axis, field: string): number {
  const name = axis === 'lat' ? 'latitude' : 'longitude';
  if (text.trim() === '') throw fail('coordinate-syntax', text, `no ${name} given (${EXAMPLE})`, field);
  const tokens = tokenize(text, field);
  if (tokens.some((t) => t.kind === 'comma')) {
    throw fail('coordinate-syntax', text, `expected one ${name}, found a comma`, field);
  }
  const result = readGroup(tokens, text, field);
  if (!result.ok) throw result.error;
  const { hemi } = result.group;
  if (hemi !== undefined && axisOf(hemi) !== axis) {
    throw fail(
      'coordinate-syntax',
      text,
      `${hemi} is a ${axisOf(hemi) === 'lat' ? 'latitude' : 'longitude'} hemisphere; a ${name} is ${axis === 'lat' ? 'N or S' : 'E or W'}`,
      field,
    );
  }
  return evaluate(result.group, axis, text, field);
}

/** Parses a latitude alone (51°54.30'N, 51 54.3N, N51°54'18", -33.86); degrees, north positive. */
export function parseLat(text: string, field = 'lat'): number {
  return readAxis(text, 'lat', field);
}

/** Parses a longitude alone (004°28.70'E, 4 28.7E, 151.21); degrees in [-180, 180), east positive. */
export function parseLon(text: string, field = 'lon'): number {
  return normalizeLon(readAxis(text, 'lon', field));
}

/**
 * Parses a position: latitude then longitude, or longitude then latitude when hemisphere letters
 * say so. Where latitude ends is found by trying every split of the text into two coordinates:
 * a comma must be the split; otherwise exactly one split may read as two well-formed coordinates
 * (51 54.3 4 28.7 has one; 51 54 4 28 has three, DM+DM or DMS+D or D+DMS, and is ambiguous).
 */
export function parsePosition(text: string, field = 'position'): Position {
  if (text.trim() === '') throw fail('coordinate-syntax', text, `no position given (${EXAMPLE})`, field);
  const tokens = tokenize(text, field, true);
  const commas = tokens.flatMap((t, i) => (t.kind === 'comma' ? [i] : []));
  if (commas.length > 1)
    throw fail('coordinate-syntax', text, 'expected one comma, between latitude and longitude', field);
  const candidates = commas.length === 1 ? commas : tokens.map((_, i) => i).slice(1);
  const splits = candidates.map((at): Split => {
    const rest = commas.length === 1 ? at + 1 : at;
    return [readGroup(tokens.slice(0, at), text, field), readGroup(tokens.slice(rest), text, field)];
  });
  const valid = splits.flatMap(([a, b]): (readonly [Group, Group])[] => (a.ok && b.ok ? [[a.group, b.group]] : []));
  const [first, second] = valid;
  if (first === undefined) throw explainNoSplit(tokens, commas.length === 1 ? splits[0] : undefined, text, field);
  if (second !== undefined) {
    throw fail(
      'coordinate-ambiguous',
      text,
      "cannot tell where the latitude ends and the longitude begins; add N/S and E/W, or ° and ' marks",
      field,
    );
  }
  const [a, b] = first;
  if ((a.hemi === undefined) !== (b.hemi === undefined)) {
    throw fail('coordinate-ambiguous', text, 'give a hemisphere letter with both coordinates or with neither', field);
  }
  const axisA = a.hemi === undefined ? 'lat' : axisOf(a.hemi);
  const axisB = b.hemi === undefined ? 'lon' : axisOf(b.hemi);
  if (axisA === axisB) {
    const both = axisA === 'lat' ? 'latitudes (N/S)' : 'longitudes (E/W)';
    throw fail('coordinate-syntax', text, `both are ${both}; give one latitude and one longitude`, field);
  }
  const [lat, lon] = axisA === 'lat' ? [a, b] : [b, a];
  return makePosition(evaluate(lat, 'lat', text, field), evaluate(lon, 'lon', text, field), field);
}

/** The most useful error when no split reads as two coordinates. */
function explainNoSplit(
  tokens: readonly Token[],
  commaSplit: Split | undefined,
  text: string,
  field: string,
): InputError {
  if (commaSplit === undefined && readGroup(tokens, text, field).ok) {
    return fail(
      'coordinate-syntax',
      text,
      `this is one coordinate; a position needs a latitude and a longitude (${EXAMPLE})`,
      field,
    );
  }
  // Otherwise split where the letters say (after the first suffix letter, else before the second
  // prefix letter) and report what is wrong with either half.
  const suffix = tokens.findIndex(
    (t, i) => t.kind === 'hemi' && (tokens[i - 1]?.kind === 'num' || tokens[i - 1]?.kind === 'mark'),
  );
  const prefix = tokens.flatMap((t, i) => (t.kind === 'hemi' ? [i] : []))[1];
  const at = suffix >= 0 ? suffix + 1 : prefix;
  const [a, b] =
    commaSplit ??
    (at === undefined ? [] : [readGroup(tokens.slice(0, at), text, field), readGroup(tokens.slice(at), text, field)]);
  if (a !== undefined && !a.ok) return a.error;
  if (b !== undefined && !b.ok) return b.error;
  return fail('coordinate-syntax', text, `cannot read a latitude and a longitude here (${EXAMPLE})`, field);
}

export interface FormatOptions {
  /** Decimals of the last field (minutes, or seconds in the DMS forms); whole number 0..6. */
  readonly decimals?: number;
}

type Style = 'dm' | 'dms' | 'compact';

/**
 * Formats one axis. The value is rounded once, in units of the last printed decimal, and split
 * into degrees and minutes from that whole number, so 59.9999' carries into the next degree
 * instead of printing 60.00'. Anything that rounds to zero prints as N or E, never -0; a longitude
 * that rounds to 180° prints as W, since 180°E and 180°W are one meridian and W is its canonical
 * side (longitudes are kept in [-180, 180)).
 */
function formatAxis(valueDeg: number, axis: Axis, style: Style, decimals: number): string {
  const field = axis === 'lat' ? 'latDeg' : 'lonDeg';
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 6) {
    throw new RangeError(`decimals must be a whole number from 0 to 6, got ${decimals}`);
  }
  requireFinite(valueDeg, field);
  if (axis === 'lat' && Math.abs(valueDeg) > 90) {
    throw new InputError('coordinate-range', `latitude ${valueDeg}° is beyond 90°`, field);
  }
  const value = axis === 'lat' ? valueDeg : normalizeLon(valueDeg);
  const scale = 10 ** decimals;
  const unitsPerDeg = (style === 'dms' ? 3600 : 60) * scale;
  const units = Math.round(Math.abs(value) * unitsPerDeg);
  const negative = units !== 0 && (value < 0 || (axis === 'lon' && units === 180 * unitsPerDeg));
  const letter = axis === 'lat' ? (negative ? 'S' : 'N') : negative ? 'W' : 'E';
  const deg = String(Math.floor(units / unitsPerDeg)).padStart(axis === 'lat' ? 2 : 3, '0');
  const rest = units % unitsPerDeg;
  const last = (n: number): string => {
    const whole = String(Math.floor(n / scale)).padStart(2, '0');
    return decimals === 0 ? whole : `${whole}.${String(n % scale).padStart(decimals, '0')}`;
  };
  if (style === 'dms') {
    const minutes = String(Math.floor(rest / (60 * scale))).padStart(2, '0');
    return `${deg}°${minutes}'${last(rest % (60 * scale))}"${letter}`;
  }
  return style === 'compact' ? `${deg} ${last(rest)}${letter}` : `${deg}°${last(rest)}'${letter}`;
}

/** 51°54.30'N: degrees (2 digits) and decimal minutes. */
export function formatLat(latDeg: number, { decimals = 2 }: FormatOptions = {}): string {
  return formatAxis(latDeg, 'lat', 'dm', decimals);
}

/** 004°28.70'E: degrees (3 digits) and decimal minutes; longitude wrapped to [-180, 180). */
export function formatLon(lonDeg: number, { decimals = 2 }: FormatOptions = {}): string {
  return formatAxis(lonDeg, 'lon', 'dm', decimals);
}

/** 51°54.30'N 004°28.70'E */
export function formatPosition(p: Position, options: FormatOptions = {}): string {
  return `${formatLat(p.lat, options)} ${formatLon(p.lon, options)}`;
}

/** 51°54'18.0"N: degrees, minutes and decimal seconds (1 decimal unless told). */
export function formatLatDms(latDeg: number, { decimals = 1 }: FormatOptions = {}): string {
  return formatAxis(latDeg, 'lat', 'dms', decimals);
}

/** 004°28'42.0"E */
export function formatLonDms(lonDeg: number, { decimals = 1 }: FormatOptions = {}): string {
  return formatAxis(lonDeg, 'lon', 'dms', decimals);
}

/** 51°54'18.0"N 004°28'42.0"E */
export function formatPositionDms(p: Position, options: FormatOptions = {}): string {
  return `${formatLatDms(p.lat, options)} ${formatLonDms(p.lon, options)}`;
}

/** 51 54.30N: the ship's-log form for tables and plain-text exports (no ° or ' marks). */
export function formatLatCompact(latDeg: number, { decimals = 2 }: FormatOptions = {}): string {
  return formatAxis(latDeg, 'lat', 'compact', decimals);
}

/** 004 28.70E */
export function formatLonCompact(lonDeg: number, { decimals = 2 }: FormatOptions = {}): string {
  return formatAxis(lonDeg, 'lon', 'compact', decimals);
}

/** 51 54.30N 004 28.70E */
export function formatPositionCompact(p: Position, options: FormatOptions = {}): string {
  return `${formatLatCompact(p.lat, options)} ${formatLonCompact(p.lon, options)}`;
}

// Route file bytes to text. Shared code has no TextDecoder (ES2022 only), so the encodings route
// files come in are decoded here: UTF-8 (strictly: a broken byte sequence is an error, not a
// silent U+FFFD in a waypoint name), UTF-16 with a byte-order mark, and the single-byte
// ISO-8859-1 / Windows-1252 that older ECDIS and spreadsheet exports declare.
import { RouteFileError } from './notes';

/** Windows-1252's characters for bytes 0x80–0x9F (where it differs from ISO-8859-1); 0 = unassigned. */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/**
 * Decodes a route file. A byte-order mark decides first; otherwise an XML declaration's
 * encoding (read from its ASCII bytes); otherwise UTF-8. A leading BOM is not part of the text.
 */
export function decodeRouteBytes(bytes: Uint8Array, file: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return utf8(bytes.subarray(3), file);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16(bytes.subarray(2), true, file);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16(bytes.subarray(2), false, file);
  let head = '';
  for (let i = 0; i < Math.min(bytes.length, 200); i++) head += String.fromCharCode(bytes[i]!);
  const declared = /^<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase();
  if (
    declared === undefined ||
    declared === 'utf-8' ||
    declared === 'utf8' ||
    declared === 'us-ascii' ||
    declared === 'ascii'
  )
    return utf8(bytes, file);
  if (declared === 'iso-8859-1' || declared === 'latin1' || declared === 'iso8859-1') return singleByte(bytes, false);
  if (declared === 'windows-1252' || declared === 'cp1252') return singleByte(bytes, true);
  throw new RouteFileError(
    file,
    'line 1',
    `the file declares the text encoding "${declared}", which Passage does not read; save it as UTF-8.`,
  );
}

function singleByte(bytes: Uint8Array, cp1252: boolean): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const codes = Array.from(bytes.subarray(i, i + 8192), (b) =>
      cp1252 && b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] || 0xfffd : b,
    );
    out += String.fromCharCode(...codes);
  }
  return out;
}

function lineAt(bytes: Uint8Array, at: number): number {
  let line = 1;
  for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** Strict UTF-8 (RFC 3629): no overlongs, no surrogates, nothing above U+10FFFF. */
function utf8(bytes: Uint8Array, file: string): string {
  const parts: string[] = [];
  let codes: number[] = [];
  const n = bytes.length;
  let i = 0;
  const bad = (): never => {
    throw new RouteFileError(
      file,
      `line ${lineAt(bytes, i)}`,
      'the file is not valid UTF-8 text (a byte sequence that is no character); save it as UTF-8, or declare its encoding.',
    );
  };
  while (i < n) {
    const b = bytes[i]!;
    let cp: number;
    let len: number;
    if (b < 0x80) {
      cp = b;
      len = 1;
    } else if (b >= 0xc2 && b < 0xe0) {
      cp = b & 0x1f;
      len = 2;
    } else if (b >= 0xe0 && b < 0xf0) {
      cp = b & 0x0f;
      len = 3;
    } else if (b >= 0xf0 && b < 0xf5) {
      cp = b & 0x07;
      len = 4;
    } else return bad();
    if (i + len > n) return bad();
    for (let k = 1; k < len; k++) {
      const c = bytes[i + k]!;
      if ((c & 0xc0) !== 0x80) return bad();
      cp = (cp << 6) | (c & 0x3f);
    }
    if ((len === 3 && (cp < 0x800 || (cp >= 0xd800 && cp < 0xe000))) || (len === 4 && (cp < 0x10000 || cp > 0x10ffff)))
      return bad();
    codes.push(cp);
    i += len;
    if (codes.length >= 8192) {
      parts.push(String.fromCodePoint(...codes));
      codes = [];
    }
  }
  parts.push(String.fromCodePoint(...codes));
  return parts.join('');
}

function utf16(bytes: Uint8Array, littleEndian: boolean, file: string): string {
  if (bytes.length % 2 !== 0)
    throw new RouteFileError(
      file,
      '',
      'the file says it is UTF-16 but has an odd number of bytes; it is cut short or not UTF-16.',
    );
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 16384) {
    const units: number[] = [];
    const end = Math.min(bytes.length, i + 16384);
    for (let k = i; k < end; k += 2)
      units.push(littleEndian ? bytes[k]! | (bytes[k + 1]! << 8) : (bytes[k]! << 8) | bytes[k + 1]!);
    parts.push(String.fromCharCode(...units));
  }
  return parts.join('');
}

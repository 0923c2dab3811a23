// XML Schema value types as RTZ and GPX write them (xs:decimal, xs:nonNegativeInteger,
// xs:dateTime, xs:duration), read strictly: a value that is not one gives undefined, and the
// caller says in words which attribute of which element is wrong.
import { parseIsoUtc } from '../domain/time';

/** xs:decimal: digits with an optional sign and point, no exponent, no spaces inside. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export function readDecimal(text: string): number | undefined {
  const t = text.trim();
  return DECIMAL.test(t) ? Number(t) : undefined;
}

/** xs:nonNegativeInteger, kept to what a JavaScript number holds exactly. */
export function readNonNegativeInteger(text: string): number | undefined {
  const t = text.trim();
  if (!/^\+?\d+$/.test(t)) return undefined;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * xs:dateTime to Unix seconds UTC. RTZ and OpenCPN write UTC, so a time without a zone is
 * read as UTC (RTZ: "UTC estimated departure time"). A date that does not exist (30 February)
 * gives undefined.
 */
export function readDateTime(text: string): number | undefined {
  const t = text.trim();
  const zoned = /(Z|[+-]\d{2}:\d{2})$/i.test(t) ? t : `${t}Z`;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(zoned)) return undefined;
  try {
    return parseIsoUtc(zoned);
  } catch {
    return undefined;
  }
}

/**
 * xs:duration to seconds: PnDTnHnMnS (and weeks as 7 days). Years and months have no fixed
 * length, so a duration using them gives undefined rather than a guess; so does a negative one.
 */
export function readDuration(text: string): number | undefined {
  const m =
    /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      text.trim(),
    );
  if (!m || text.trim() === 'P' || text.trim().endsWith('T')) return undefined;
  const [, w, d, h, mi, s] = m.map((x) => (x === undefined ? 0 : Number(x)));
  return (w ?? 0) * 604_800 + (d ?? 0) * 86_400 + (h ?? 0) * 3600 + (mi ?? 0) * 60 + (s ?? 0);
}

/** Seconds as xs:duration: PT2H, PT1H39M, P1DT6H, PT0S (whole seconds). */
export function formatDuration(seconds: number): string {
  let rest = Math.max(0, Math.round(seconds));
  const d = Math.floor(rest / 86_400);
  rest -= d * 86_400;
  const h = Math.floor(rest / 3600);
  rest -= h * 3600;
  const m = Math.floor(rest / 60);
  const s = rest - m * 60;
  const time = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
  if (d === 0 && time === '') return 'PT0S';
  return `P${d ? `${d}D` : ''}${time ? `T${time}` : ''}`;
}

/** Seconds as words for messages: "1 h 39 min", "2 d 4 h", "45 s". */
export function durationWords(seconds: number): string {
  const total = Math.round(Math.abs(seconds));
  if (total < 60) return `${total} s`;
  const min = Math.round(total / 60);
  const d = Math.floor(min / 1440);
  const h = Math.floor((min % 1440) / 60);
  const m = min % 60;
  return [d ? `${d} d` : '', h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
}

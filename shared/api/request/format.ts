// Query-string values as the service reads them (spec conventions): arrays comma-joined,
// booleans as true/false, numbers in plain decimal notation.

/**
 * A finite number in plain decimal notation, never exponent notation: `1e-7` -> `0.0000001`,
 * `1e21` -> `1000000000000000000000`. It expands JavaScript's shortest round-trip form instead
 * of using toFixed, so no digit is rounded away and `Number(formatNumber(x)) === x` always.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) {
    // Parameters are validated before formatting, so this is a programmer error.
    throw new RangeError(`Cannot format ${String(value)} as a query number`);
  }
  const text = String(value); // -0 gives "0"
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (match === null) {
    return text;
  }
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) {
    return `${sign}0.${'0'.repeat(-point)}${digits}`;
  }
  if (point >= digits.length) {
    return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  }
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[];

function formatScalar(value: QueryScalar): string {
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value;
}

/** One query value: arrays as one comma-separated list (`lats=52.1,53.2`). */
export function formatQueryValue(value: QueryValue): string {
  if (typeof value === 'object') {
    return value.map(formatScalar).join(',');
  }
  return formatScalar(value);
}

// Ship identifiers: IMO numbers with their check digit, MMSIs from a flag's Maritime
// Identification Digits, and call signs in the flag's ITU prefix.

/**
 * The IMO check digit of six digits: each digit times its weight 7, 6, 5, 4, 3, 2 (left to
 * right), summed, modulo 10 (IMO Resolution A.1117(30), Annex): 907472 -> 9074729.
 */
export function imoCheckDigit(sixDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(sixDigits[i]) * (7 - i);
  return sum % 10;
}

/** A seven-digit IMO number from six digits (100000..999999) and their check digit. */
export function imoNumber(serial: number): string {
  const six = String(serial).padStart(6, '0');
  return `${six}${imoCheckDigit(six)}`;
}

/** A ship station MMSI (ITU-R M.585): the three MID digits, then six digits. */
export function mmsiNumber(mid: number, serial: number): string {
  return `${mid}${String(serial % 1_000_000).padStart(6, '0')}`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A call sign: the flag's ITU prefix, then letters, then (for most registers) a digit, up to
 * the usual 4 to 6 characters (9V2345 is not valid but 9VAB2 is; D5AB3; PBCD).
 */
export function callSign(prefix: string, next: () => number, withDigit: boolean): string {
  const letters = Math.max(4 - prefix.length, 2);
  let sign = prefix;
  for (let i = 0; i < letters; i++) sign += LETTERS[Math.floor(next() * LETTERS.length)] ?? 'A';
  if (withDigit) sign += String(2 + Math.floor(next() * 8));
  return sign;
}

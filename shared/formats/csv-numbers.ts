// How numbers are written in a CSV waypoint list: positions and speeds written out (51.5,
// 51,5 with a decimal comma, 51 30.0N), never in exponent notation. A spreadsheet writes very
// small or large numbers as 1E-05 or 1.2E+03; read as a coordinate, the E would be taken for
// East, so such a cell is refused in every number column, saying what it stands for.
import { decimalText } from './xml';

/** The columns that hold numbers. */
export type NumberColumn = 'lat' | 'lon' | 'position' | 'speed';
export const NUMBER_COLUMNS: readonly string[] = ['lat', 'lon', 'position', 'speed'] satisfies NumberColumn[];

/** A number in exponent notation: 1e3, 5E-1, -1.5e+2, 1,5E-1 (decimal comma), alone or in a position. */
const EXPONENT = /(?<![\w.])[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)e[-+]?\d+(?![\w.])/i;

/** The number written out, or undefined when it has no short plain form (1e-30, 1e300). */
function writtenOut(token: string): string | undefined {
  const comma = token.includes(',');
  const value = Number(token.replace(',', '.'));
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return undefined;
  const plain = decimalText(value, 9);
  if (plain === '0' && value !== 0) return undefined;
  return comma ? plain.replace('.', ',') : plain;
}

/**
 * Why a number cell is refused when it holds a number in exponent notation, in words; undefined
 * when it holds none. The message quotes the cell; the caller names the line and the column.
 */
export function exponentRefusal(text: string): string | undefined {
  const token = EXPONENT.exec(text)?.[0];
  if (token === undefined) return undefined;
  const plain = writtenOut(token);
  const stands = plain === undefined ? '' : ` (${token} stands for ${plain})`;
  const instead = plain ?? 'the number written out';
  return `"${text}" is a number in exponent notation${stands}; Passage reads positions and speeds only written out, so that an E is never taken for East. Write ${instead} instead (in a spreadsheet, format the column as a number with decimals and export the file again).`;
}

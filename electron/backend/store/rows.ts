// Parsing stored rows: every value read back from SQLite is `unknown` until a schema says
// otherwise (STYLE 2), and a damaged row names its table, row and field.
import type { z } from 'zod';
import { StoreRowError } from './errors';

/** Parses `value` with `schema`, or throws a StoreRowError naming the first bad path. */
export function parseStored<S extends z.ZodType>(
  schema: S,
  value: unknown,
  table: string,
  rowKey: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue === undefined || issue.path.length === 0 ? '(row)' : issue.path.map(String).join('.');
  throw new StoreRowError(table, rowKey, `${path}: ${issue?.message ?? 'invalid'}`);
}

/** Parses a JSON text column, then its content with `schema`. */
export function parseStoredJson<S extends z.ZodType>(
  schema: S,
  text: unknown,
  table: string,
  rowKey: string,
): z.output<S> {
  if (typeof text !== 'string') throw new StoreRowError(table, rowKey, 'JSON column is not text');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StoreRowError(table, rowKey, 'JSON column is not valid JSON');
  }
  return parseStored(schema, value, table, rowKey);
}

/** A row's key column as text for error messages, before the row itself is trusted. */
export function rowKeyOf(row: unknown, column: string): string {
  if (typeof row !== 'object' || row === null || !(column in row)) return '?';
  return String(Reflect.get(row, column));
}

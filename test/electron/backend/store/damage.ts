// Making damaged stores the way disks and careless copies do: a file cut short, pages in the
// middle overwritten, something that is not a database at all. Pages are found with SQLite's
// dbstat table so a test damages exactly the table it means to.
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync, truncateSync, writeSync } from 'node:fs';
import Database from 'better-sqlite3';
import { z } from 'zod';

const pagesSchema = z.array(z.object({ pageno: z.number().int() }));

/** Leaf pages of `table`, in page order. */
export function leafPages(path: string, table: string): number[] {
  const db = new Database(path, { readonly: true });
  try {
    return pagesSchema
      .parse(db.prepare("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno").all(table))
      .map((row) => row.pageno);
  } finally {
    db.close();
  }
}

export function pageSize(path: string): number {
  return readFileSync(path).readUInt16BE(16);
}

/** Overwrites whole pages (1-based page numbers) with a byte pattern, as a bad sector would. */
export function overwritePages(path: string, pages: readonly number[]): void {
  const size = pageSize(path);
  const fd = openSync(path, 'r+');
  try {
    for (const page of pages) writeSync(fd, Buffer.alloc(size, 0xa5), 0, size, (page - 1) * size);
  } finally {
    closeSync(fd);
  }
}

/** Cuts the file to `fraction` of its length. */
export function truncateTo(path: string, fraction: number): void {
  truncateSync(path, Math.floor(statSync(path).size * fraction));
}

/** The file's content hash: a test shows Passage never wrote a byte to it. */
export function digest(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

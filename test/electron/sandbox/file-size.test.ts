// One concept per file (STYLE.md §4): no source file of the sandbox grows past 400 lines.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../../electron/sandbox');
const MAX_LINES = 400;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('sandbox source files', () => {
  it(`stay within ${MAX_LINES} lines each`, () => {
    const files = sources(ROOT);
    expect(files.length).toBeGreaterThan(50);
    const long = files
      .map((file) => ({ file: file.slice(ROOT.length + 1), lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter((f) => f.lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});

// One concept per file (STYLE.md 4): a source or test file over 400 lines is split, not grown.
// Generated code (shared/transit/gen) and fixtures are not written by hand and do not count.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const MAX_LINES = 400;
const DIRS = ['shared', 'electron', 'renderer', 'bench', 'scripts', 'test'];
const SOURCE = /\.(ts|js|mjs|cjs|svelte|css)$/;
const EXCLUDED = ['shared/transit/gen/', 'test/fixtures/', 'renderer/public/'];

/**
 * Files over the limit still to be split (none now). Each entry must still be over the limit:
 * once a split lands, the test asks for its line here to go.
 */
const KNOWN_EXCEPTIONS = new Set<string>([]);

function sourceFiles(): string[] {
  return DIRS.flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && SOURCE.test(e.name))
      .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
      .filter((file) => !EXCLUDED.some((prefix) => file.startsWith(prefix))),
  );
}

function lineCount(file: string): number {
  const text = readFileSync(join(root, file), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file size', () => {
  const sizes = new Map(sourceFiles().map((file) => [file, lineCount(file)]));

  it('finds the tree (the walk did not come back empty)', () => {
    expect(sizes.size).toBeGreaterThan(100);
    expect(sizes.has('test/lint/file-size.test.ts')).toBe(true);
  });

  it(`no source or test file is over ${MAX_LINES} lines`, () => {
    const over = [...sizes]
      .filter(([file, lines]) => lines > MAX_LINES && !KNOWN_EXCEPTIONS.has(file))
      .map(([file, lines]) => `${file}: ${lines} lines`);
    expect(over, 'split these files by concept').toEqual([]);
  });

  it('every known exception is still over the limit (else remove it from the list)', () => {
    const stale = [...KNOWN_EXCEPTIONS].filter((file) => (sizes.get(file) ?? 0) <= MAX_LINES);
    expect(stale).toEqual([]);
  });
});

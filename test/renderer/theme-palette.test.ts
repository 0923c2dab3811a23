// One home for the risk colours: the app's CSS cannot import TypeScript, so this test reads
// renderer/src/theme.css and holds its --risk-* variables to shared/forecast/risk-palette.ts,
// by day and by night, and keeps any other stylesheet from declaring its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RISK_LEVELS } from '../../shared/forecast/exceedance';
import { LEG_COLOURS } from '../../shared/forecast/risk-palette';

const root = join(import.meta.dirname, '../..');
const themeCss = readFileSync(join(root, 'renderer/src/theme.css'), 'utf8');

/** The custom properties declared in the first block whose selector is exactly `selector`. */
function customProperties(css: string, selector: string): Map<string, string> {
  const blocks = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)];
  const block = blocks.find((b) => b[1]!.trim() === selector);
  if (block === undefined) throw new Error(`no "${selector}" block in theme.css`);
  const props = new Map<string, string>();
  for (const m of block[2]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) props.set(m[1]!, m[2]!.trim().toLowerCase());
  return props;
}

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('theme.css risk colours', () => {
  it.each([
    ['day', ':root'],
    ['night', ":root[data-theme='night']"],
  ] as const)('%s: every --risk-* is the shared palette', (mode, selector) => {
    const props = customProperties(themeCss, selector);
    for (const level of RISK_LEVELS) expect(props.get(`--risk-${level}`), level).toBe(LEG_COLOURS[mode].risk[level]);
  });

  it('no other stylesheet or component declares a --risk-* colour', () => {
    const others = filesUnder(join(root, 'renderer/src'), /\.(css|svelte)$/)
      .filter((file) => !file.endsWith('theme.css'))
      .filter((file) => /--risk-[\w-]+\s*:/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(others).toEqual([]);
  });
});

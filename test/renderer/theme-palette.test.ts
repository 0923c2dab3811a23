// One home for the risk colours: the app's CSS cannot import TypeScript, so this test reads
// renderer/src/theme.css and holds its --risk-* variables to shared/forecast/risk-palette.ts,
// by day and by night, and keeps any other stylesheet from declaring its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RISK_LEVELS } from '../../shared/forecast/exceedance';
import { QUANTITY_IDS } from '../../shared/domain/quantities';
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

describe('theme.css night chart series', () => {
  const hex = (colour: string): [number, number, number] => {
    const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(colour);
    if (m === null) throw new Error(`${colour} is not #rrggbb`);
    return [m[1]!, m[2]!, m[3]!].map((h) => parseInt(h, 16) / 255) as [number, number, number];
  };
  // WCAG relative luminance.
  const luminance = (colour: string): number => {
    const lin = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const [r, g, b] = hex(colour).map(lin) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const hueDeg = (colour: string): number => {
    const [r, g, b] = hex(colour);
    const max = Math.max(r, g, b);
    const d = max - Math.min(r, g, b);
    if (max === r) return (60 * ((g - b) / d) + 360) % 360;
    return max === g ? 60 * ((b - r) / d) + 120 : 60 * ((r - g) / d) + 240;
  };

  it('every quantity (wind, gust, Hs, visibility) differs in hue by 30° or more, and none is brighter than the night text', () => {
    const night = customProperties(themeCss, ":root[data-theme='night']");
    // One series colour per entry of the quantity table, day and night: a fifth needs its own.
    const names = [...QUANTITY_IDS.map((q) => `--series-${q}`), '--danger'];
    for (const name of names)
      expect(customProperties(themeCss, ':root').has(name) || name === '--danger', name).toBe(true);
    const series = names.map((name) => night.get(name)!);
    for (const colour of series) expect(luminance(colour), colour).toBeLessThanOrEqual(0.3);
    for (const [i, a] of series.entries())
      for (const b of series.slice(i + 1)) {
        const d = Math.abs(hueDeg(a) - hueDeg(b)) % 360;
        expect(Math.min(d, 360 - d), `${a} / ${b}`).toBeGreaterThanOrEqual(30);
      }
  });
});

// The committed resources/land files are exactly what scripts/build-land.ts makes from the
// installed world-atlas: regenerating them in memory gives the same bytes.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { LAND_DIR } from './load';

const root = join(import.meta.dirname, '..', '..', '..');

describe('scripts/build-land.ts', () => {
  it('regenerates every land file byte for byte (--check)', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'build-land.ts'), '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.match(/^unchanged /gm)).toHaveLength(3);
    expect(run.status).toBe(0);
  }, 60_000);

  it('keeps the files within their size budgets (bytes)', () => {
    expect(statSync(join(LAND_DIR, 'land-110m.json')).size).toBeLessThan(80_000);
    expect(statSync(join(LAND_DIR, 'land-50m.json')).size).toBeLessThan(700_000);
    expect(statSync(join(LAND_DIR, 'land-10m.json')).size).toBeLessThan(3_500_000);
  });
});

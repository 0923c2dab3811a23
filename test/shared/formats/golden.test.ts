// Every file in test/fixtures/formats/in read as Passage reads a dropped file (bytes, format from
// the extension) and compared with its golden result in out/ (REGEN=1 rewrites them). Files
// named error-* must be refused, with the file and the place named; all others must import.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFromFileName, importRouteFile, RouteFileError, type RouteImport } from '../../../shared/formats';

const DIR = join(import.meta.dirname, '../../fixtures/formats');
const IN = join(DIR, 'in');
const OUT = join(DIR, 'out');
const files = readdirSync(IN).sort();

type Outcome = { import: RouteImport } | { error: { message: string; where: string } };

function read(file: string): Outcome {
  const format = formatFromFileName(file);
  if (format === undefined) throw new Error(`${file}: no route format for this extension`);
  try {
    return { import: importRouteFile({ format, fileName: file, bytes: readFileSync(join(IN, file)) }) };
  } catch (e) {
    if (!(e instanceof RouteFileError)) throw e;
    return { error: { message: e.message, where: e.where } };
  }
}

describe('route file fixtures', () => {
  it('has fixtures for every format', () => {
    const exts = new Set(files.map((f) => f.replace(/^.*\./, '')));
    expect([...exts].sort()).toEqual(['csv', 'geojson', 'gpx', 'rtz', 'rtzp']);
  });

  it.each(files)('%s', (file) => {
    const outcome = read(file);
    if (file.startsWith('error-')) {
      expect('error' in outcome, `${file} must be refused`).toBe(true);
      if ('error' in outcome) expect(outcome.error.message.startsWith(file)).toBe(true);
    } else {
      expect('import' in outcome ? 'imported' : (outcome as { error: { message: string } }).error.message).toBe(
        'imported',
      );
    }
    const golden = join(OUT, `${file}.json`);
    if (process.env.REGEN === '1') {
      mkdirSync(OUT, { recursive: true });
      // The 400 kB route's golden is kept on one line; the others are indented to be read.
      const big = 'import' in outcome && outcome.import.route.waypoints.length > 100;
      writeFileSync(golden, `${JSON.stringify(outcome, null, big ? undefined : 1)}\n`);
    }
    expect(existsSync(golden), `${golden} is missing; run with REGEN=1`).toBe(true);
    expect(outcome).toEqual(JSON.parse(readFileSync(golden, 'utf8')));
  });
});

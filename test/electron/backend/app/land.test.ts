// The backend's one land loader (electron/backend/app/land.ts): resources/land found beside the
// sources or the built bundle, or the folder a packaged app names; each resolution parsed once
// per process and shared by every loader of that folder; a missing or broken file is null,
// logged once; the report's land check and chart read the folder createBackend was given.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultLandDirs, landFileName, landLoader } from '../../../../electron/backend/app/land';
import { isLand, type LandResolution } from '../../../../shared/land';
import { northSeaVoyage, testBackend } from './helpers';

const ROOT = join(import.meta.dirname, '../../../..');
const LAND_DIR = join(ROOT, 'resources', 'land');
const RESOLUTIONS: readonly LandResolution[] = ['110m', '50m', '10m'];

describe('the land folder', () => {
  it('is resources/land beside the sources, or beside the built bundle (out/main)', () => {
    expect(defaultLandDirs()[0]).toBe(LAND_DIR);
    expect(defaultLandDirs(pathToFileURL(join(ROOT, 'out', 'main', 'index.js')).href)).toContain(LAND_DIR);
    expect(landLoader({ log: () => {} }).dirs).toEqual(defaultLandDirs());
    expect(landLoader({ log: () => {}, landDir: '/opt/Passage/resources/land' }).dirs).toEqual([
      '/opt/Passage/resources/land',
    ]);
  });
});

describe('landLoader', () => {
  const temp: string[] = [];
  const tempDir = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'passage-land-'));
    temp.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of temp) rmSync(dir, { recursive: true, force: true });
  });

  it.each(RESOLUTIONS)(
    'loads %s from the folder it is given, once for every loader of that folder',
    async (resolution) => {
      const logs: string[] = [];
      const first = landLoader({ landDir: LAND_DIR, log: (l) => logs.push(l) });
      const land = await first.load(resolution);
      expect(land?.header.resolution).toBe(resolution);
      // Jutland is land at every resolution; the North Sea off it is not.
      expect(isLand(land!, 56, 9)).toBe(true);
      expect(isLand(land!, 56, 6)).toBe(false);
      expect(await first.load(resolution)).toBe(land);
      expect(await landLoader({ landDir: LAND_DIR, log: (l) => logs.push(l) }).load(resolution)).toBe(land);
      expect(logs).toEqual([]);
    },
  );

  it('answers null for a missing file and says where it looked, once', async () => {
    const empty = tempDir();
    const logs: string[] = [];
    const loader = landLoader({ landDir: empty, log: (l) => logs.push(l) });
    expect(await loader.load('10m')).toBeNull();
    expect(await loader.load('10m')).toBeNull();
    expect(await landLoader({ landDir: empty, log: (l) => logs.push(l) }).load('10m')).toBeNull();
    expect(logs).toEqual([`land: land-10m.json not found (looked in ${join(empty, 'land-10m.json')})`]);
  });

  it('answers null for a file it cannot read, and names it', async () => {
    const broken = tempDir();
    writeFileSync(join(broken, landFileName('110m')), '{"resolution":');
    const logs: string[] = [];
    expect(await landLoader({ landDir: broken, log: (l) => logs.push(l) }).load('110m')).toBeNull();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(
      new RegExp(`^land: cannot read ${join(broken, 'land-110m.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `),
    );
  });
});

describe('the report reads the land folder createBackend is told', () => {
  async function reportHtml(landDir: string | undefined): Promise<{ html: string; logs: string[] }> {
    const b = await testBackend(landDir === undefined ? {} : { landDir });
    try {
      const { id } = await b.api['voyages.save']({ voyage: northSeaVoyage() });
      const answer = await b.api['reports.export']({
        voyageId: id,
        format: 'html',
        target: 'content',
        paper: 'A4',
        table: 'weather',
      });
      if (answer.kind !== 'content') throw new Error(`expected content, got ${answer.kind}`);
      return { html: Buffer.from(answer.base64, 'base64').toString('utf8'), logs: b.logs };
    } finally {
      await b.dispose();
    }
  }

  it('draws the coast and checks the route against land from resources/land', async () => {
    const { html, logs } = await reportHtml(undefined);
    expect(html).toContain('<path class="land"');
    expect(html).not.toContain('Land crossings were not checked');
    expect(logs.filter((l) => l.startsWith('land:'))).toEqual([]);
  });

  it('says the land was not checked, and draws none, when the folder holds no land', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'passage-no-land-'));
    try {
      const { html, logs } = await reportHtml(empty);
      expect(html).not.toContain('<path class="land"');
      expect(html).toContain('Land crossings were not checked: the Natural Earth land data could not be read.');
      expect(logs).toContain(`land: land-10m.json not found (looked in ${join(empty, 'land-10m.json')})`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

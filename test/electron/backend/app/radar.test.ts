// weather.radar against the demo sandbox: frames as PNG data URLs on the service's box, none
// (and coverage false) mid-ocean, reused for a few minutes, served stale from the store once the
// service is gone, and never a key or a service address in what the renderer receives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipcContract, PNG_DATA_URL_PREFIX } from '../../../../shared/ipc';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE_NAME } from '../../../../electron/backend';
import { RADAR_KEEP_S } from '../../../../electron/backend/app/radar';
import { testBackend, type TestBackend } from './helpers';

/** Off Hook of Holland: the Dutch coast, inside every radar's range. */
const COASTAL = { lat: 52.0, lon: 3.9 };
/** Mid North Atlantic, 1000 km from the nearest land. */
const OCEAN = { lat: 40, lon: -45 };

/** Rows of the backend's store, read beside it (the store is not part of the API). */
function query(b: TestBackend, sql: string): Record<string, unknown>[] {
  const db = new Database(join(b.dir, DATABASE_FILE_NAME), { readonly: true });
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

describe('weather.radar (demo sandbox)', () => {
  let b: TestBackend;
  let sandbox: Sandbox | undefined;
  let demoKeys: readonly string[] = [];
  beforeAll(async () => {
    b = await testBackend({
      sandbox: {
        start: async (options) => {
          demoKeys = options?.keys ?? [];
          sandbox = await startSandbox(options);
          return sandbox;
        },
      },
    });
  });
  afterAll(() => b.dispose());

  it('answers the nowcast frames near a coast: 5-minute steps, PNG data URLs, the service box', async () => {
    const answer = await b.api['weather.radar']({ ...COASTAL, radiusKm: 50 });
    expect(ipcContract['weather.radar'].output.safeParse(answer).success).toBe(true);
    expect(answer.coverage).toBe(true);
    expect(answer.centre).toEqual(COASTAL);
    expect(answer.frames).toHaveLength(24);
    expect(answer.frames.map((f) => f.offsetMin)).toEqual(Array.from({ length: 24 }, (_, i) => 5 * (i + 1)));
    for (const [i, frame] of answer.frames.entries()) {
      expect(frame.image.startsWith(PNG_DATA_URL_PREFIX)).toBe(true);
      const png = Buffer.from(frame.image.slice(PNG_DATA_URL_PREFIX.length), 'base64');
      expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
      if (i > 0) expect(frame.timeUtc - answer.frames[i - 1]!.timeUtc).toBe(300);
    }
    // 50 km each way of the centre: 0.9° of latitude.
    expect(answer.bbox.north - answer.bbox.south).toBeCloseTo(100 / 111.195, 3);
    expect((answer.bbox.north + answer.bbox.south) / 2).toBeCloseTo(COASTAL.lat, 3);
    expect(answer.provenance).toMatchObject({ source: 'demo', stale: false, ageS: 0 });
  });

  it('hands over no key, no service address and no image URL: only the pictures', async () => {
    const text = JSON.stringify(await b.api['weather.radar']({ ...COASTAL, radiusKm: 30 }));
    expect(demoKeys.length).toBeGreaterThan(0);
    for (const key of demoKeys) expect(text).not.toContain(key);
    expect(text).not.toMatch(/api_key|https?:\/\/|127\.0\.0\.1|\/images\//i);
    expect(b.logs.join('\n')).not.toMatch(new RegExp(demoKeys.join('|')));
  });

  it('says there is no coverage mid-ocean: no frames, the box still given', async () => {
    const answer = await b.api['weather.radar']({ ...OCEAN, radiusKm: 50 });
    expect(answer.coverage).toBe(false);
    expect(answer.frames).toEqual([]);
    expect(answer.bbox.south).toBeLessThan(OCEAN.lat);
    expect(answer.bbox.north).toBeGreaterThan(OCEAN.lat);
  });

  it('reuses a nowcast for five minutes (no credit), then asks again', async () => {
    const charged = (): number =>
      Number(query(b, "SELECT COUNT(*) AS n FROM credits_ledger WHERE endpoint = 'weather.radar'")[0]?.['n']);
    const before = charged();
    const first = await b.api['weather.radar']({ ...COASTAL, radiusKm: 20 });
    b.advance(120);
    const again = await b.api['weather.radar']({ ...COASTAL, radiusKm: 20 });
    expect(charged()).toBe(before + 1);
    expect(again.provenance).toMatchObject({ stale: false, ageS: 120, fetchedAtUtc: first.provenance.fetchedAtUtc });
    expect(again.frames).toEqual(first.frames);
    b.advance(300);
    const later = await b.api['weather.radar']({ ...COASTAL, radiusKm: 20 });
    expect(later.provenance).toMatchObject({ stale: false, ageS: 0 });
    expect(later.frames[0]!.timeUtc).toBeGreaterThan(first.frames[0]!.timeUtc);
    expect(charged()).toBe(before + 2);
  });

  it('drops stored nowcasts a day old when a new one is stored', async () => {
    await b.api['weather.radar']({ lat: 53.5, lon: 8.5, radiusKm: 40 });
    const stored = (): string[] =>
      query(b, "SELECT url FROM response_cache WHERE kind = 'weather.radar'").map((row) => String(row['url']));
    expect(stored().some((url) => url.includes('lat=53.5'))).toBe(true);
    b.advance(RADAR_KEEP_S + 60);
    await b.api['weather.radar']({ ...COASTAL, radiusKm: 40 });
    const left = stored();
    expect(left.some((url) => url.includes('lat=53.5'))).toBe(false);
    expect(left.some((url) => url.includes('radius=40'))).toBe(true);
  });

  it('serves the stored nowcast stale once the service is gone, and says offline where none is stored', async () => {
    const before = await b.api['weather.radar']({ ...COASTAL, radiusKm: 80 });
    await sandbox!.close();
    b.advance(600);
    const offline = await b.api['weather.radar']({ ...COASTAL, radiusKm: 80 });
    expect(offline.provenance).toMatchObject({ stale: true, ageS: 600, fetchedAtUtc: before.provenance.fetchedAtUtc });
    expect(offline.frames).toEqual(before.frames);
    await expect(b.api['weather.radar']({ lat: 43.3, lon: 5.3, radiusKm: 80 })).rejects.toMatchObject({
      code: 'offline',
      message: expect.stringContaining('none is stored'),
    });
  });
});

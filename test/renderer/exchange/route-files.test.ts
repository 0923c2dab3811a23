// Which dropped or picked file is read, refusals in words before anything is sent, and the
// bytes as base64 exactly (a Latin-1 RTZ must reach the backend byte for byte).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  chooseRouteFile,
  MAX_ROUTE_FILE_BYTES,
  notNowWords,
  openedRouteFiles,
  ROUTE_FILE_ACCEPT,
  ROUTE_FILE_WORDS,
} from '../../../renderer/src/exchange/route-files';
import { downloadName } from '../../../renderer/src/exchange/download';

const file = (name: string, size = 100) => ({ name, size });

describe('the file picker and drops', () => {
  it('offers every route extension but .txt in the picker, and names them all in messages', () => {
    expect(ROUTE_FILE_ACCEPT).toBe('.rtz,.rtzp,.gpx,.geojson,.json,.csv');
    expect(ROUTE_FILE_WORDS).toBe('.rtz, .rtzp, .gpx, .geojson, .json, .csv or .txt');
  });

  it('reads the first route file of a drop and says which others were left alone', () => {
    const picked = chooseRouteFile([file('notes.pdf'), file('Route B.GPX'), file('route-c.rtz')]);
    expect(picked).toEqual({ ok: true, file: file('Route B.GPX'), ignored: ['notes.pdf', 'route-c.rtz'] });
    expect(chooseRouteFile([file('waypoints.txt')])).toMatchObject({ ok: true, ignored: [] });
  });

  it('refuses, in words, a drop with no route file, an empty file and a huge one', () => {
    expect(chooseRouteFile([])).toEqual({
      ok: false,
      problem:
        'No file was dropped. Drop a route file (.rtz, .rtzp, .gpx, .geojson, .json, .csv or .txt) on the chart, or use Import route.',
    });
    expect(chooseRouteFile([file('chart.pdf')])).toEqual({
      ok: false,
      problem:
        '“chart.pdf” is not a route file Passage reads; route files end in .rtz, .rtzp, .gpx, .geojson, .json, .csv or .txt. Nothing was changed.',
    });
    expect(chooseRouteFile([file('a.doc'), file('b')])).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^“a\.doc”, “b” are not route files Passage reads/),
    });
    expect(chooseRouteFile([file('empty.rtz', 0)])).toEqual({
      ok: false,
      problem: '“empty.rtz” is empty. Nothing was changed.',
    });
    expect(chooseRouteFile([file('huge.gpx', 42_500_000)])).toEqual({
      ok: false,
      problem:
        '“huge.gpx” is 42.5 MB; a route file is far smaller (Passage reads up to 20.0 MB). Is it the right file? Nothing was changed.',
    });
    expect(chooseRouteFile([file('limit.gpx', MAX_ROUTE_FILE_BYTES)]).ok).toBe(true);
  });
});

describe('files the desktop app was handed', () => {
  it('become files as a picker gives them, byte for byte', async () => {
    const bytes = new Uint8Array([0x3c, 0xe9, 0x3e]);
    const [picked, ...rest] = openedRouteFiles([{ fileName: 'Hull é.rtz', bytes }]);
    expect(rest).toEqual([]);
    expect(picked?.name).toBe('Hull é.rtz');
    expect(new Uint8Array((await picked?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);
    expect(chooseRouteFile(openedRouteFiles([{ fileName: 'a.gpx', bytes }]))).toMatchObject({ ok: true });
  });

  it('arriving while something is under way are named as not opened', () => {
    expect(notNowWords(['Biscay.gpx'])).toBe(
      '“Biscay.gpx” was not opened: finish what is under way first, then open it again.',
    );
    expect(notNowWords(['a.rtz', 'b.gpx'])).toBe(
      '“a.rtz”, “b.gpx” were not opened: finish what is under way first, then open them again.',
    );
  });
});

describe('base64', () => {
  it('carries every byte of a Latin-1 RTZ unchanged, across the chunk boundary', () => {
    const latin1 = new Uint8Array(
      readFileSync(join(import.meta.dirname, '../../fixtures/formats/in/rtz12-latin1.rtz')),
    );
    const encoded = bytesToBase64(latin1);
    expect(encoded).toBe(Buffer.from(latin1).toString('base64'));
    expect(base64ToBytes(encoded)).toEqual(latin1);
    const big = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7) % 256);
    expect(bytesToBase64(big)).toBe(Buffer.from(big).toString('base64'));
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });
});

describe('download names', () => {
  it('keeps the backend’s name, without folders or characters a downloads folder refuses', () => {
    expect(downloadName('Rotterdam - New York - DEMO report.pdf')).toBe('Rotterdam - New York - DEMO report.pdf');
    expect(downloadName('../../etc/passwd')).toBe('passwd');
    expect(downloadName('C:\\Users\\x\\route.rtz')).toBe('route.rtz');
    expect(downloadName('a<b>c:d"e|f?g*h\u0001.gpx')).toBe('a_b_c_d_e_f_g_h_.gpx');
    expect(downloadName(' .hidden. ')).toBe('hidden');
    expect(downloadName('')).toBe('passage-export');
    expect(downloadName('x'.repeat(300) + '.csv')).toHaveLength(200);
  });
});

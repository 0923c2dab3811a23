// A live session with a canary key (a sandbox that accepts exactly that key): every report
// export, as bytes and as saved files, in every format and paper, holds no trace of the key, not
// even inside the PDF's compressed streams (read back as text with pdftotext).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { fakeHost, type TestBackend } from '../app/helpers';
import { ATLANTIC_NOW_UTC, reportBackend, requireTool, resultsDir, savedWithForecast } from './helpers';

const CANARY = 'CANARY-r3p0rt-5e1d0c9b7a';

/** Every spelling of the key that could leak: as is, URL-encoded, base64, UTF-16. */
function leaks(bytes: Buffer): boolean {
  return (
    [CANARY, encodeURIComponent(CANARY), Buffer.from(CANARY).toString('base64')].some((s) => bytes.includes(s)) ||
    bytes.includes(Buffer.from(CANARY, 'utf16le'))
  );
}

describe('report exports with a canary key (live mode)', () => {
  let sandbox: Sandbox;
  let b: TestBackend;
  const host = fakeHost();

  beforeAll(async () => {
    requireTool('pdftotext');
    sandbox = await startSandbox({ keys: [CANARY], now: () => ATLANTIC_NOW_UTC });
    b = await reportBackend(host);
    await b.api['settings.set']({ serviceUrl: sandbox.url });
    await b.api['key.set']({ apiKey: CANARY });
  }, 60_000);
  afterAll(async () => {
    await b?.dispose();
    await sandbox?.close();
  });

  it('would see the key in any of its spellings', () => {
    for (const spelling of [CANARY, encodeURIComponent(CANARY), Buffer.from(CANARY).toString('base64')])
      expect(leaks(Buffer.from(`x${spelling}x`))).toBe(true);
    expect(leaks(Buffer.from(CANARY, 'utf16le'))).toBe(true);
  });

  it('exports HTML, PDF (A4 and Letter) and both CSVs, as content and as files, without the key', async () => {
    const { voyageId, snapshotId } = await savedWithForecast(b);
    const run = await b.api['forecasts.get']({ snapshotId });
    expect(run.summary.provenance.source).toBe('live');
    expect(sandbox.ledger.get(CANARY).credits).toBeGreaterThan(5);

    const dir = resultsDir('canary');
    const requests = [
      { format: 'html', paper: 'A4', table: 'weather' },
      { format: 'pdf', paper: 'A4', table: 'weather' },
      { format: 'pdf', paper: 'Letter', table: 'weather' },
      { format: 'csv', paper: 'A4', table: 'weather' },
      { format: 'csv', paper: 'A4', table: 'waypoints' },
    ] as const;
    let checked = 0;
    for (const request of requests) {
      const content = await b.api['reports.export']({ voyageId, snapshotId, ...request, target: 'content' });
      if (content.kind !== 'content') throw new Error('expected content');
      expect(JSON.stringify(content)).not.toContain(CANARY);
      const bytes = Buffer.from(content.base64, 'base64');
      expect(leaks(bytes), `${request.format} ${request.paper} ${request.table}`).toBe(false);
      // Live data: no DEMO mark anywhere in the file name.
      expect(content.fileName).not.toContain('DEMO');

      host.savePath = join(dir, `${request.format}-${request.paper}-${request.table}.${request.format}`);
      const saved = await b.api['reports.export']({ voyageId, snapshotId, ...request, target: 'file' });
      expect(saved).toMatchObject({ kind: 'saved', path: host.savePath });
      const file = readFileSync(host.savePath);
      expect(leaks(file)).toBe(false);
      if (request.format === 'pdf') {
        const text = execFileSync('pdftotext', [host.savePath, '-'], { encoding: 'utf8' });
        expect(text).toContain('Live weather service');
        expect(text).not.toContain('DEMO DATA');
        expect(text).not.toContain(CANARY);
      }
      checked += 1;
    }
    expect(checked).toBe(requests.length);
    writeFileSync(join(dir, 'log.txt'), b.logs.join('\n'));
    expect(b.logs.filter((line) => line.includes(CANARY))).toEqual([]);
  }, 120_000);
});

// A scripted live session with a canary key (a sandbox that accepts exactly that key): a
// voyage, a forecast, storms, a vessel search, an export, a rejected key. The canary appears
// nowhere outside the vault: not in log lines, the database and its WAL, answers or exports.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { DATABASE_FILE_NAME } from '../../../../electron/backend';
import { fakeHost, northSeaVoyage, testBackend, type TestBackend } from './helpers';

const CANARY = 'CANARY-k3y-7f2b9d0e4a61c5';

describe('canary key session (live mode)', () => {
  let sandbox: Sandbox;
  let b: TestBackend;
  const answers: unknown[] = [];
  const failures: unknown[] = [];
  beforeAll(async () => {
    sandbox = await startSandbox({ keys: [CANARY], now: () => 1_718_150_400 });
    b = await testBackend({ host: fakeHost() });
  });
  afterAll(async () => {
    await b.dispose();
    await sandbox.close();
  });

  it('runs the session against the live service with the key', async () => {
    const keep = <T>(value: T): T => {
      answers.push(value);
      return value;
    };
    keep(await b.api['settings.set']({ serviceUrl: sandbox.url }));
    keep(await b.api['key.set']({ apiKey: CANARY }));
    expect(keep(await b.api['demo.status']({}))).toEqual({ enabled: false, reason: null, serviceUrl: null });
    const voyage = northSeaVoyage();
    const saved = keep(await b.api['voyages.save']({ voyage }));
    keep(await b.api['forecasts.estimate']({ voyageId: saved.id, options: { ensemble: true, storms: true } }));
    const run = keep(
      await b.api['forecasts.run']({ taskId: 'canary', voyageId: saved.id, options: { ensemble: true, storms: true } }),
    );
    expect(run.summary.provenance.source).toBe('live');
    expect(run.summary.memberCount).toBe(51);
    keep(await b.api['forecasts.get']({ snapshotId: run.snapshotId }));
    keep(await b.api['forecasts.list']({ voyageId: saved.id }));
    keep(await b.api['storms.current']({}));
    keep(await b.api['vessels.search']({ name: 'maersk', page: 1 }));
    keep(await b.api['places.search']({ query: 'Rotterdam' }));
    keep(await b.api['key.status']({}));
    const exported = keep(await b.api['routes.export']({ voyage, format: 'geojson', target: 'content' }));
    expect(exported.kind).toBe('content');
    expect(sandbox.ledger.get(CANARY).credits).toBeGreaterThan(5);

    // A key the service refuses: the error names the problem, not the key.
    keep(await b.api['key.set']({ apiKey: `${CANARY}-revoked` }));
    const refused = await b.api['places.search']({ query: 'Amsterdam' }).catch((error: unknown) => error);
    failures.push(refused);
    expect(refused).toMatchObject({ code: 'unauthorized' });
  });

  it('leaves the canary nowhere: logs, database files, answers, errors, exports', () => {
    // Every request of the session is logged, its key redacted: there is something to search.
    expect(b.logs.filter((line) => line.includes('api_key=***')).length).toBeGreaterThan(5);
    expect(b.logs.filter((line) => line.includes(CANARY))).toEqual([]);
    for (const suffix of ['', '-wal', '-shm']) {
      const file = join(b.dir, `${DATABASE_FILE_NAME}${suffix}`);
      if (suffix === '') expect(existsSync(file)).toBe(true);
      if (!existsSync(file)) continue;
      const bytes = readFileSync(file);
      expect(bytes.includes(CANARY), `${DATABASE_FILE_NAME}${suffix}`).toBe(false);
      expect(bytes.includes(Buffer.from(CANARY, 'utf16le')), `${DATABASE_FILE_NAME}${suffix} (UTF-16)`).toBe(false);
    }
    expect(answers.length).toBeGreaterThan(10);
    expect(JSON.stringify(answers)).not.toContain(CANARY);
    for (const failure of failures) {
      expect(JSON.stringify(failure)).not.toContain(CANARY);
      expect(String(failure instanceof Error ? `${failure.message} ${failure.stack}` : failure)).not.toContain(CANARY);
    }
  });
});

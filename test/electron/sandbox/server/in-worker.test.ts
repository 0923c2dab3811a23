// The demo sandbox on a worker thread answers byte for byte as the in-process one (same seed,
// same instant: the answers are a function of both), refuses a wrong key alike, passes its log
// lines out, and its thread ends on close. A clock or handlers of its own are refused: the worker
// keeps the wall clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandboxInWorker } from '../../../../electron/sandbox/server/in-worker';

const KEY = 'worker-test-key';
const SEED = 7;
const PATH = '/v1/weather/ensemble/point?lat=47.5&lon=-20&model=ecmwf-ens&elements=windspeed,windgust&levels=10m,10m';

describe('the sandbox on a worker thread', () => {
  let inProcess: Sandbox;
  let onWorker: Awaited<ReturnType<typeof startSandboxInWorker>>;
  const lines: string[] = [];
  beforeAll(async () => {
    inProcess = await startSandbox({ keys: [KEY], seed: SEED });
    onWorker = await startSandboxInWorker({ keys: [KEY], seed: SEED, log: (line) => lines.push(line) });
  }, 60_000);
  afterAll(async () => {
    await inProcess.close();
    await onWorker.close();
  });

  it('answers as the in-process sandbox does, and logs the request', async () => {
    // Both at the same wall-clock instant: the same latest run (asked again should a new run
    // come out between the two).
    let texts: string[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const answers = await Promise.all([
        fetch(`${inProcess.url}${PATH}&api_key=${KEY}`),
        fetch(`${onWorker.url}${PATH}&api_key=${KEY}`),
      ]);
      expect(answers[1].status).toBe(200);
      texts = await Promise.all(answers.map((r) => r.text()));
      if (texts[0] === texts[1]) break;
    }
    expect(texts[1]).toBe(texts[0]);
    expect(lines.some((line) => line.includes('/v1/weather/ensemble/point'))).toBe(true);
    expect(lines.join('\n')).not.toContain(KEY);
  });

  it('refuses a wrong key as the in-process one does', async () => {
    const [a, b] = await Promise.all([
      fetch(`${inProcess.url}${PATH}&api_key=wrong`),
      fetch(`${onWorker.url}${PATH}&api_key=wrong`),
    ]);
    expect(b.status).toBe(a.status);
    expect(b.status).toBe(401);
  });

  it('stops listening on close, and closing twice is safe', async () => {
    const other = await startSandboxInWorker({ keys: [KEY], seed: SEED });
    await other.close();
    await other.close();
    await expect(fetch(`${other.url}${PATH}&api_key=${KEY}`)).rejects.toThrow();
  }, 30_000);

  it('refuses a clock of its own: the worker keeps the wall clock', async () => {
    await expect(startSandboxInWorker({ keys: [KEY], now: () => 0 })).rejects.toThrow(/wall clock/);
  });
});

// A demo world of the test's choosing: a demo service with a given seed and a `passage web` on
// it with a fresh store. The demo world is a function of its seed and the clock, so a test that
// needs something of it (a storm at sea, rain by a port) picks the seed that has it now and runs
// here; the app fixture reads the addresses (and the seed, for a restart) from the environment.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_API_KEY, SANDBOX_PID_ENV, SANDBOX_SEED_ENV, SANDBOX_URL_ENV, URL_ENV } from './env';
import { freePort, startSandboxProcess, startWebProcess, stopProcess } from './processes';
import { stageRoadEvents } from './traffic-world';
import type { WorldClock } from './world-clock';

export interface WorldInstance {
  readonly seed: number;
  /** Puts the environment back and stops both processes. */
  stop(): Promise<void>;
}

/** The world of `seed`, on the wall clock or on `clock` (both processes, as world-clock.ts says). */
export async function startWorldInstance(seed: number, clock?: WorldClock): Promise<WorldInstance> {
  const extraEnv = clock !== undefined && clock.offsetH !== 0 ? { PASSAGE_CLOCK_OFFSET_H: String(clock.offsetH) } : {};
  const sandbox = await startSandboxProcess(0, undefined, extraEnv, seed);
  await stageRoadEvents(sandbox.address);
  const dataDir = await mkdtemp(join(tmpdir(), `passage-e2e-seed-${seed}-`));
  const web = await startWebProcess({
    port: await freePort(),
    dataDir,
    sandboxUrl: sandbox.address,
    apiKey: E2E_API_KEY,
    extraEnv,
  });
  const saved = Object.fromEntries(
    [URL_ENV, SANDBOX_URL_ENV, SANDBOX_PID_ENV, SANDBOX_SEED_ENV].map((key) => [key, process.env[key]]),
  );
  process.env[URL_ENV] = web.address;
  process.env[SANDBOX_URL_ENV] = sandbox.address;
  process.env[SANDBOX_PID_ENV] = String(sandbox.child.pid);
  process.env[SANDBOX_SEED_ENV] = String(seed);
  return {
    seed,
    async stop() {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      await stopProcess(web.child);
      // The test may have stopped (and the fixture restarted) the demo service on the same port.
      await stopProcess(sandbox.child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

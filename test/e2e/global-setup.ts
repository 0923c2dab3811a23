// Starts the app as a navigator would in a browser: builds the renderer when out/ is missing or
// older than its sources, runs the demo service as its own process (`passage sandbox`, so a
// test can stop it and see the app carry on from its store), then `passage web --demo` on a
// free loopback port with a fresh data folder, and hands both addresses to the tests. The
// returned function is the teardown: both processes stopped, the data folder removed.
import { createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_API_KEY, SANDBOX_PID_ENV, SANDBOX_URL_ENV, URL_ENV } from './env';
import {
  buildRendererIfStale,
  freePort,
  ROOT,
  startSandboxProcess,
  startWebProcess,
  stopProcess,
  type Started,
} from './processes';
import { stageRoadEvents } from './traffic-world';

/** Screenshots and the host's log; kept as CI artifacts. */
export const ARTIFACTS_DIR = join(ROOT, 'test-results/e2e');

/** PASSAGE_E2E_PORT when set, else a port the system reports free now. */
async function choosePort(): Promise<number> {
  const fixed = process.env['PASSAGE_E2E_PORT'];
  return fixed !== undefined && fixed !== '' ? Number(fixed) : freePort();
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildRendererIfStale();
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  for (const name of readdirSync(ARTIFACTS_DIR)) if (name.endsWith('.png')) rmSync(join(ARTIFACTS_DIR, name));

  const dataDir = await mkdtemp(join(tmpdir(), 'passage-e2e-'));
  // The log is an artifact: the launch token is blanked (the host itself never logs the key).
  const log = createWriteStream(join(ARTIFACTS_DIR, 'passage-web.log'));
  const record = (text: string): void => void log.write(text.replace(/#token=[A-Za-z0-9_-]+/g, '#token=<token>'));

  let sandbox: Started | undefined;
  let web: Started | undefined;
  const teardown = async (): Promise<void> => {
    if (web) await stopProcess(web.child);
    if (sandbox) await stopProcess(sandbox.child);
    await new Promise<void>((done) => log.end(done));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    sandbox = await startSandboxProcess(0, record);
    await stageRoadEvents(sandbox.address);
    web = await startWebProcess(
      { port: await choosePort(), dataDir, sandboxUrl: sandbox.address, apiKey: E2E_API_KEY },
      record,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env[URL_ENV] = web.address;
  process.env[SANDBOX_URL_ENV] = sandbox.address;
  process.env[SANDBOX_PID_ENV] = String(sandbox.child.pid);
  return teardown;
}

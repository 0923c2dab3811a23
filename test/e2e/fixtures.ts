// The `app` fixture: the address of the running `passage web`, numbered screenshots kept in
// test-results/e2e/, and a watch on the page for what a smoke test must never see: console
// errors, uncaught exceptions, failed or refused requests, and requests leaving the host.
import { expect, test as base } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { join, resolve } from 'node:path';
import { connect } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import { appUrl, launchToken, SANDBOX_PID_ENV, SANDBOX_SEED_ENV, SANDBOX_URL_ENV } from './env';
import { startSandboxProcess, stopProcess } from './processes';
import { stageRoadEvents } from './traffic-world';

const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/e2e');

export interface App {
  /** The address as printed, with `#token=...`. */
  readonly url: URL;
  readonly token: string;
  /** Full-page screenshot `<test>-<nn>-<step>.png`, kept as an artifact. */
  shot(step: string): Promise<void>;
  /** Fails with every problem the page has shown so far. */
  expectHealthy(): void;
  /** The demo service, a process of its own: stop it to see the app carry on from its store. */
  readonly sandbox: DemoService;
  /**
   * The address of chart.js's own chunk (assets/chart-<hash>.js) once the page has loaded it, else
   * undefined: from Playwright's record of the page's responses, which the page cannot drop.
   */
  chartJsUrl(): string | undefined;
}

/** chart.js's own chunk, not chart-style-<hash>.js and the like. */
const CHART_JS_CHUNK = /\/assets\/chart-[\w-]{8}\.js$/;

export interface DemoService {
  readonly url: URL;
  /** Stops the process and waits until its port refuses connections. */
  stop(): Promise<void>;
  /** Starts it again on the same port (a no-op while it runs). */
  start(): Promise<void>;
}

/** True while something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

// The global setup started the first sandbox (a test block may start its own); a test that
// stopped one starts the next here, in the worker, which stops them when it exits. By port.
const restarted = new Map<number, ChildProcess>();
process.once('exit', () => {
  for (const child of restarted.values()) child.kill('SIGTERM');
});

function demoService(): DemoService {
  const url = new URL(process.env[SANDBOX_URL_ENV] ?? '');
  const port = Number(url.port);
  return {
    url,
    async stop() {
      const child = restarted.get(port);
      if (child !== undefined) await stopProcess(child);
      else process.kill(Number(process.env[SANDBOX_PID_ENV]), 'SIGTERM');
      restarted.delete(port);
      for (let i = 0; i < 100 && (await listening(port)); i += 1) await new Promise((done) => setTimeout(done, 100));
      if (await listening(port)) throw new Error(`the demo service on port ${port} did not stop`);
    },
    async start() {
      if (await listening(port)) return;
      const seed = Number(process.env[SANDBOX_SEED_ENV] ?? '1');
      restarted.set(port, (await startSandboxProcess(port, undefined, {}, seed)).child);
      await stageRoadEvents(url);
    },
  };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function watch(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const at = message.location().url;
    problems.push(`console error: ${message.text()} at ${at}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin)
      problems.push(`request off the host: ${request.method()} ${request.url()}`);
  });
  // An abort (net::ERR_ABORTED) is the page's own doing, never the server's: a navigation leaving
  // what the old page had under way (the progress stream, a draft autosave, a land chunk), or the
  // app dropping work it no longer needs (an overlay image of a time already left, a land worker
  // replaced). Whether it lands near a navigation depends on the machine's load, so no window of
  // time tells the two apart; what the page shows is checked by each test. Every other failure
  // (refused, reset, timed out) is a problem.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'no reason';
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

function screenshotter(page: Page, testInfo: TestInfo): (step: string) => Promise<void> {
  let n = 0;
  return async (step) => {
    n += 1;
    const path = join(SCREENSHOT_DIR, `${slug(testInfo.title)}-${String(n).padStart(2, '0')}-${slug(step)}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(step, { path, contentType: 'image/png' });
  };
}

export const test = base.extend<{ app: App }>({
  app: async ({ page }, use, testInfo) => {
    const url = appUrl();
    const problems = watch(page, url.origin);
    // What the page loaded, as Playwright saw it: tests find chart.js's chunk here. The page's own
    // resource timeline once dropped it in one CI run out of three ("chart.js is not loaded").
    const loaded: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/')) loaded.push(response.url());
    });
    const chartJsUrl = (): string | undefined => loaded.find((u) => CHART_JS_CHUNK.test(new URL(u).pathname));
    const expectHealthy = (): void => expect(problems, 'the page showed problems').toEqual([]);
    const sandbox = demoService();
    // A demo service that a test restarted belongs to its worker and ends with it; after a failure
    // Playwright starts a new worker, whose first test would find none running without this.
    await sandbox.start();
    await use({
      url,
      token: launchToken(url),
      shot: screenshotter(page, testInfo),
      expectHealthy,
      sandbox,
      chartJsUrl,
    });
    // The next test finds the demo service running, whatever this one did to it.
    await sandbox.start();
    expectHealthy();
  },
});

export { expect };

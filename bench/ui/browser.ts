// The app in Debian's Chromium for the UI bench sections: the same processes the e2e tests
// run (`passage sandbox` + `passage web --demo`), a fresh data folder, and a page factory.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import {
  buildRendererIfStale,
  freePort,
  startSandboxProcess,
  startWebProcess,
  stopProcess,
} from '../../test/e2e/processes';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BenchApp {
  /** The printed address with its token. */
  readonly url: string;
  readonly browser: Browser;
  /** A page in a fresh context (cold cache) sized like a laptop screen. */
  newPage(): Promise<Page>;
  /** Calls a backend method the way the page does (POST /rpc/<method> with the token). */
  rpc<T>(method: string, input: unknown): Promise<T>;
  close(): Promise<void>;
}

export async function startBenchApp(): Promise<BenchApp> {
  buildRendererIfStale();
  const dataDir = await mkdtemp(join(tmpdir(), 'passage-bench-'));
  const sandbox = await startSandboxProcess(0);
  const web = await startWebProcess({
    port: await freePort(),
    dataDir,
    sandboxUrl: sandbox.address,
    apiKey: 'bench-key-unused-in-demo-mode',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const url = new URL(web.address);
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  return {
    url: web.address,
    browser,
    async newPage() {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      return context.newPage();
    },
    async rpc<T>(method: string, input: unknown): Promise<T> {
      const response = await fetch(new URL(`/rpc/${method}`, url.origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-passage-token': token },
        body: JSON.stringify(input),
      });
      const envelope = (await response.json()) as { ok: boolean; value?: T; error?: { message: string } };
      if (!envelope.ok) throw new Error(`${method}: ${envelope.error?.message ?? response.status}`);
      return envelope.value as T;
    },
    async close() {
      await browser.close();
      await stopProcess(web.child);
      await stopProcess(sandbox.child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// The `app` fixture: the address of the running `passage web`, numbered screenshots kept in
// test-results/e2e/, and a watch on the page for what a smoke test must never see: console
// errors, uncaught exceptions, failed or refused requests, and requests leaving the host.
import { expect, test as base } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { join, resolve } from 'node:path';
import { appUrl, launchToken } from './env';

const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/e2e');

export interface App {
  /** The address as printed, with `#token=...`. */
  readonly url: URL;
  readonly token: string;
  /** Full-page screenshot `<test>-<nn>-<step>.png`, kept as an artifact. */
  shot(step: string): Promise<void>;
  /** Fails with every problem the page has shown so far. */
  expectHealthy(): void;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
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
    if (new URL(request.url()).origin !== origin) problems.push(`request off the host: ${request.method()} ${request.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
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
    const expectHealthy = (): void => expect(problems, 'the page showed problems').toEqual([]);
    await use({ url, token: launchToken(url), shot: screenshotter(page, testInfo), expectHealthy });
    expectHealthy();
  },
});

export { expect };

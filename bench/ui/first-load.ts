// First load to interactive (issue 5, target ≤ 1.5 s): a cold page (fresh context) from
// navigation start until the navigator can work, as the app marks it (passage:interactive: the
// chart has drawn its land and the voyage opened at start, and the backend has answered; see
// renderer/src/lib/bench-marks.ts). Baseline in the same run: the same host serving a static
// file to the same browser.
import { fmt, quantile, type BenchSize, type Report } from '../harness';
import { startBenchApp } from './browser';
import { MARKS, waitForMark } from './marks';

const TARGET_MS = 1500;
/** A cold load on a loaded machine is slow, not broken; beyond this it is broken, ms. */
const LOAD_TIMEOUT_MS = 60_000;

const LOAD_EVENT_END = `performance.getEntriesByType('navigation')[0].loadEventEnd`;

export async function benchFirstLoad(report: Report, size: BenchSize): Promise<void> {
  report.section('UI first load to interactive (Chromium, cold cache)');
  const runs = size === 'quick' ? 1 : 7;
  const app = await startBenchApp();
  try {
    // The first answer starts the demo service's datasets; that is start-up, not page load.
    const warm = await app.newPage();
    await warm.goto(app.url, { timeout: LOAD_TIMEOUT_MS });
    await waitForMark(warm, MARKS.interactive, 'the warm-up load', LOAD_TIMEOUT_MS);
    await warm.context().close();

    const appMs: number[] = [];
    const baselineMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const page = await app.newPage();
      await page.goto(app.url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
      appMs.push(await waitForMark(page, MARKS.interactive, `cold load ${run + 1}`, LOAD_TIMEOUT_MS));
      await page.goto(new URL('/favicon.svg', app.url).href, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
      baselineMs.push(await page.evaluate<number>(LOAD_EVENT_END));
      await page.context().close();
    }
    appMs.sort((a, b) => a - b);
    baselineMs.sort((a, b) => a - b);
    const median = quantile(appMs, 0.5);
    const baseline = quantile(baselineMs, 0.5);
    report.row('static file from the same host (baseline), median', `${fmt(baseline, 1)} ms`);
    report.row(`app interactive, median of ${runs}`, `${fmt(median, 0)} ms (${fmt(median / baseline, 1)}× baseline)`);
    report.row('app interactive, worst', `${fmt(appMs[appMs.length - 1] ?? NaN, 0)} ms`);
    report.target('first load to interactive ≤ 1.5 s', median <= TARGET_MS, `${fmt(median, 0)} ms median`);
  } finally {
    await app.close();
  }
}

// Waiting in the page for the User Timing marks the app sets (renderer/src/lib/bench-marks.ts,
// renderer/src/forecast): every wait has a time limit and says what did not happen. The page's
// CSP forbids waitForFunction's eval, so the marks are polled with page.evaluate of a string
// (a string, not a function: tsx's transform would wrap a function in helpers the page lacks).
import type { Page } from '@playwright/test';

/** The marks' names, as the app sets them. */
export const MARKS = {
  interactive: 'passage:interactive',
  dragFrame: 'passage:drag-frame',
  forecastReceived: 'passage:forecast-received',
  chartsDrawn: 'passage:charts-drawn',
  overlayStep: 'passage:overlay-step',
  overlayFirst: 'passage:overlay-first',
  prefetchRound: 'passage:prefetch-round',
} as const;

const POLL_MS = 25;

/**
 * Polls `expression` (evaluated in the page) until it gives a value other than null, and returns
 * it; throws "<what> did not happen within N s" after `timeoutMs`.
 */
export async function pollPage<T>(page: Page, expression: string, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await page.evaluate<T | null>(expression);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

/** The start time of the first mark `name` (ms since the page's navigation started), once it is set. */
export function waitForMark(page: Page, name: string, what: string, timeoutMs: number): Promise<number> {
  return pollPage<number>(
    page,
    `performance.getEntriesByName(${JSON.stringify(name)}, 'mark')[0]?.startTime ?? null`,
    `${what} (mark ${name})`,
    timeoutMs,
  );
}

/** Page start-up script: collects the duration of every drag-frame measure into window.__dragFrames. */
export const COLLECT_DRAG_FRAMES = `
window.__dragFrames = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.name === ${JSON.stringify(MARKS.dragFrame)}) window.__dragFrames.push(entry.duration);
}).observe({ type: 'measure' });`;

/** Durations of the drag frames measured since the last call, ms (emptied by the call). */
export function takeDragFrames(page: Page): Promise<number[]> {
  return page.evaluate<number[]>('window.__dragFrames.splice(0)');
}

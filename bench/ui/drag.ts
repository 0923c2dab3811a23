// One drag frame on a 500-waypoint route (issue 5, target ≤ 16 ms), in Chromium: a waypoint is
// dragged on the chart while the table and schedule recompute live. Baseline in the same run:
// the same drag on a 3-waypoint route.
//
// A frame's cost is measured in the page, without the wait for the next vsync: a capture
// listener sees each mousemove first and asks for an animation frame before Leaflet does, so
// its callback opens the frame in which Leaflet moves the marker and the app recomputes; a
// message posted from it arrives after that frame's style, layout and paint.
import type { Page } from '@playwright/test';
import { fmt, quantile, type Report } from '../harness';
import { startBenchApp } from './browser';
import { nextHourUtc, openVoyage, zigZagVoyage } from './voyages';

const TARGET_MS = 16;
const MOVES = 80;

const FRAME_PROBE = `
window.__frames = [];
document.addEventListener('mousemove', (event) => {
  const syncStart = performance.now();
  requestAnimationFrame(() => {
    const start = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => window.__frames.push(performance.now() - start);
    channel.port2.postMessage(0);
  });
  queueMicrotask(() => window.__syncMs = (window.__syncMs || 0) + performance.now() - syncStart);
}, true);`;

const NEXT_FRAME = 'new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))';

/** Drags the middle waypoint's marker in small steps; returns each frame's cost, ms, sorted. */
async function dragFrames(page: Page): Promise<number[]> {
  const markers = page.locator('.leaflet-marker-pane .passage-wp');
  const count = await markers.count();
  const box = await markers.nth(Math.floor(count / 2)).boundingBox();
  if (!box) throw new Error('no waypoint marker on the chart');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.evaluate('window.__frames = []');
  for (let i = 1; i <= MOVES; i++) {
    await page.mouse.move(x + i * 2, y + Math.sin(i / 5) * 20);
    await page.evaluate(NEXT_FRAME);
  }
  await page.mouse.up();
  const frames = await page.evaluate<number[]>('window.__frames');
  // The first frames warm the JIT and Leaflet's drag state up.
  return frames.slice(5).sort((a, b) => a - b);
}

export async function benchDrag(report: Report): Promise<void> {
  report.section('UI drag frame on a 500-waypoint route (Chromium)');
  const app = await startBenchApp();
  try {
    const departure = nextHourUtc();
    const small = await openVoyage(app, zigZagVoyage(3, departure), FRAME_PROBE);
    const baseline = await dragFrames(small);
    await small.context().close();

    const big = await openVoyage(app, zigZagVoyage(500, departure), FRAME_PROBE);
    const frames = await dragFrames(big);
    const waypoints = await big.locator('.leaflet-marker-pane .passage-wp').count();
    // The table follows the drag too, with only the rows in view in the DOM.
    const rows = await big.getByRole('textbox', { name: /^Name of waypoint \d+$/ }).count();
    await big.context().close();

    const baseMedian = quantile(baseline, 0.5);
    const median = quantile(frames, 0.5);
    const p95 = quantile(frames, 0.95);
    report.row('3-waypoint route (baseline), median frame', `${fmt(baseMedian, 1)} ms`);
    report.row(
      `${waypoints}-waypoint route (${rows} table rows drawn), median frame (${frames.length} frames)`,
      `${fmt(median, 1)} ms (${fmt(median / baseMedian, 1)}× baseline)`,
    );
    report.row('500-waypoint route, 95th percentile frame', `${fmt(p95, 1)} ms`);
    report.target(
      'one drag frame on a 500-waypoint route ≤ 16 ms',
      median <= TARGET_MS,
      `${fmt(median, 1)} ms median, ${fmt(p95, 1)} ms p95`,
    );
  } finally {
    await app.close();
  }
}

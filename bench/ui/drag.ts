// One drag frame on a 500-waypoint route (issue 5, target ≤ 16 ms), in Chromium: a waypoint is
// dragged on the chart while the table and schedule recompute live. Baseline in the same run:
// the same drag on a 3-waypoint route.
//
// A frame's cost is measured by the app itself (passage:drag-frame, renderer/src/lib/bench-marks.ts):
// from the animation-frame callback in which it applies the move (the marker, the route, the
// table and the schedule) until that frame's style, layout and paint are done, without the wait
// for the next vsync.
import type { Page } from '@playwright/test';
import { fmt, quantile, type BenchSize, type Report } from '../harness';
import { startBenchApp } from './browser';
import { COLLECT_DRAG_FRAMES, takeDragFrames } from './marks';
import { nextHourUtc, openVoyage, zigZagVoyage } from './voyages';

const TARGET_MS = 16;
const MOVES = 80;
const QUICK_MOVES = 10;

const NEXT_FRAME = 'new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))';

/** Drags the middle waypoint's marker in small steps; returns each frame's cost, ms, sorted. */
async function dragFrames(page: Page, moves: number): Promise<number[]> {
  const markers = page.locator('.leaflet-marker-pane .passage-wp');
  const count = await markers.count();
  const box = await markers.nth(Math.floor(count / 2)).boundingBox({ timeout: 10_000 });
  if (!box) throw new Error('no waypoint marker on the chart');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await takeDragFrames(page);
  for (let i = 1; i <= moves; i++) {
    await page.mouse.move(x + i * 2, y + Math.sin(i / 5) * 20);
    await page.evaluate(NEXT_FRAME);
  }
  await page.mouse.up();
  // The observer that collects the measures is called back in a task of its own.
  await page.evaluate(NEXT_FRAME);
  const frames = await takeDragFrames(page);
  if (frames.length < moves / 2) throw new Error(`${moves} mouse moves gave ${frames.length} drag frames`);
  // The first frames warm the JIT and Leaflet's drag state up.
  return frames.slice(Math.min(5, Math.floor(frames.length / 2))).sort((a, b) => a - b);
}

export async function benchDrag(report: Report, size: BenchSize): Promise<void> {
  report.section('UI drag frame on a 500-waypoint route (Chromium)');
  const quick = size === 'quick';
  const moves = quick ? QUICK_MOVES : MOVES;
  const app = await startBenchApp();
  try {
    const departure = nextHourUtc();
    const small = await openVoyage(app, zigZagVoyage(3, departure), COLLECT_DRAG_FRAMES);
    const baseline = await dragFrames(small, moves);
    await small.context().close();

    const big = await openVoyage(app, zigZagVoyage(quick ? 50 : 500, departure), COLLECT_DRAG_FRAMES);
    const frames = await dragFrames(big, moves);
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

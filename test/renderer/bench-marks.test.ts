// The User Timing marks the UI bench waits on (renderer/src/lib/bench-marks.ts): passage:interactive
// once every part of the first load is drawn, and only once; one drag-frame measure kept at a time.
// Node has performance and MessageChannel; requestAnimationFrame is stood in for by a timer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BenchMarks from '../../renderer/src/lib/bench-marks';

type Marks = typeof BenchMarks;

async function fresh(): Promise<Marks> {
  vi.resetModules();
  return import('../../renderer/src/lib/bench-marks');
}

/** Lets the stand-in frame and the message after it run. */
const settle = () => new Promise((done) => setTimeout(done, 20));

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
  performance.clearMarks();
  performance.clearMeasures();
});
afterEach(() => vi.unstubAllGlobals());

describe('bench marks', () => {
  it('marks passage:interactive after both the land and the voyage are drawn, once', async () => {
    const { BENCH_MARKS, startupPartDrawn } = await fresh();
    startupPartDrawn('land');
    startupPartDrawn('land');
    await settle();
    expect(performance.getEntriesByName(BENCH_MARKS.interactive)).toHaveLength(0);
    startupPartDrawn('voyage');
    await settle();
    expect(performance.getEntriesByName(BENCH_MARKS.interactive)).toHaveLength(1);
    startupPartDrawn('land');
    startupPartDrawn('voyage');
    await settle();
    expect(performance.getEntriesByName(BENCH_MARKS.interactive)).toHaveLength(1);
  });

  it('keeps only the latest drag-frame measure', async () => {
    const { BENCH_MARKS, dragFrameStarted } = await fresh();
    dragFrameStarted();
    await settle();
    const first = performance.getEntriesByName(BENCH_MARKS.dragFrame);
    expect(first).toHaveLength(1);
    expect(first[0]!.duration).toBeGreaterThanOrEqual(0);
    dragFrameStarted();
    await settle();
    const latest = performance.getEntriesByName(BENCH_MARKS.dragFrame);
    expect(latest).toHaveLength(1);
    expect(latest[0]!.startTime).toBeGreaterThan(first[0]!.startTime);
  });
});

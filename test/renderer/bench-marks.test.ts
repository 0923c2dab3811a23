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

/** Frames asked for and not yet run: the test runs them itself, so nothing hangs on a timer. */
let frames: (() => void)[] = [];
function runFrames(): void {
  const due = frames;
  frames = [];
  for (const frame of due) frame();
}

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  performance.clearMarks();
  performance.clearMeasures();
});
afterEach(() => vi.unstubAllGlobals());

describe('bench marks', () => {
  it('marks passage:interactive after both the land and the voyage are drawn, once', async () => {
    const { BENCH_MARKS, startupPartDrawn } = await fresh();
    const marks = () => performance.getEntriesByName(BENCH_MARKS.interactive);
    startupPartDrawn('land');
    startupPartDrawn('land');
    // Nothing is even scheduled until the voyage is drawn too.
    expect(frames).toHaveLength(0);
    startupPartDrawn('voyage');
    expect(frames).toHaveLength(1);
    runFrames();
    // The mark waits on the message after the frame: waited for, on any machine's load.
    await vi.waitFor(() => expect(marks()).toHaveLength(1));
    startupPartDrawn('land');
    startupPartDrawn('voyage');
    expect(frames).toHaveLength(0);
    expect(marks()).toHaveLength(1);
  });

  it('keeps only the latest drag-frame measure', async () => {
    const { BENCH_MARKS, dragFrameStarted } = await fresh();
    const measures = () => performance.getEntriesByName(BENCH_MARKS.dragFrame);
    dragFrameStarted();
    await vi.waitFor(() => expect(measures()).toHaveLength(1));
    const first = measures()[0]!;
    expect(first.duration).toBeGreaterThanOrEqual(0);
    dragFrameStarted();
    await vi.waitFor(() => expect(measures()[0]!.startTime).toBeGreaterThan(first.startTime));
    expect(measures()).toHaveLength(1);
  });
});

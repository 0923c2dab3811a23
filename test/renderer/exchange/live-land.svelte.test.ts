// LiveLandCheck with a fake worker and fake timers: a check only once the edits pause, of the
// latest route only; answers to older checks dropped; a failing check said in words; and
// nothing after dispose.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Route } from '../../../shared/domain/voyage';
import type { ImportNote } from '../../../shared/formats/notes';
import type { LandWorkerRequest } from '../../../renderer/src/exchange/land-worker-protocol';
import { LiveLandCheck } from '../../../renderer/src/exchange/live-land.svelte';
import { addWaypoint, toVoyage } from '../../../renderer/src/voyage/editor';
import { northSeaDraft } from '../library/fixtures';

class FakeWorker extends EventTarget {
  readonly posted: LandWorkerRequest[] = [];
  terminated = false;
  postMessage(message: LandWorkerRequest): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(data: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  checks(): Extract<LandWorkerRequest, { kind: 'check' }>[] {
    return this.posted.filter((m) => m.kind === 'check');
  }
}

const DELAY_MS = 400;
const route: Route = toVoyage(northSeaDraft()).route;
const longer: Route = toVoyage(addWaypoint(northSeaDraft(), { lat: 49.5, lon: -3 }, 'Start Point')).route;
const onLand: ImportNote = {
  kind: 'land',
  file: '',
  where: 'leg 1 (Rotterdam → Dover Strait)',
  message: 'Leg 1 (Rotterdam → Dover Strait) runs over land for 3.2 NM near 51.60 N, 003.20 E.',
  legIndex: 0,
  position: { lat: 51.6, lon: 3.2 },
};

let worker: FakeWorker;
let check: LiveLandCheck;

beforeEach(() => {
  vi.useFakeTimers();
  worker = new FakeWorker();
  check = new LiveLandCheck({ delayMs: DELAY_MS, createWorker: () => worker as unknown as Worker });
});

afterEach(() => {
  check.dispose();
  vi.useRealTimers();
});

it('has nothing to check with fewer than two waypoints, and starts no worker for it', async () => {
  check.update({ name: '', waypoints: route.waypoints.slice(0, 1) });
  await vi.advanceTimersByTimeAsync(DELAY_MS * 2);
  expect(check.status).toBe('idle');
  expect(worker.posted).toEqual([]);
});

describe('while the route is edited', () => {
  it('checks once the edits pause, the latest route only, and shows its warnings by leg', async () => {
    check.update(route);
    await vi.advanceTimersByTimeAsync(DELAY_MS / 2);
    check.update(longer);
    expect(check.status).toBe('checking');
    await vi.advanceTimersByTimeAsync(DELAY_MS / 2);
    expect(worker.checks()).toEqual([]);
    await vi.advanceTimersByTimeAsync(DELAY_MS / 2);
    const [posted] = worker.checks();
    expect(posted?.route.waypoints).toHaveLength(4);
    worker.answer({ kind: 'result', seq: posted?.seq, notes: [onLand], checkMs: 3 });
    expect(check.status).toBe('ready');
    expect(check.groups.map((g) => g.title)).toEqual(['Leg 1 (Rotterdam → Dover Strait)']);
  });

  it('drops an answer to an older check, and one that does not parse', async () => {
    check.update(route);
    await vi.advanceTimersByTimeAsync(DELAY_MS);
    check.update(longer);
    await vi.advanceTimersByTimeAsync(DELAY_MS);
    const [older, newer] = worker.checks();
    worker.answer({ kind: 'result', seq: older?.seq, notes: [onLand], checkMs: 3 });
    worker.answer({ kind: 'result', seq: newer?.seq, notes: 'none' });
    expect(check.notes).toEqual([]);
    expect(check.status).toBe('checking');
    worker.answer({ kind: 'result', seq: newer?.seq, notes: [], checkMs: 2 });
    expect(check.status).toBe('ready');
    expect(check.groups).toEqual([]);
  });

  it('keeps the last warnings shown, marked as checking, while the next check waits', async () => {
    check.update(route);
    await vi.advanceTimersByTimeAsync(DELAY_MS);
    worker.answer({ kind: 'result', seq: worker.checks()[0]?.seq, notes: [onLand], checkMs: 3 });
    check.update(longer);
    expect(check.status).toBe('checking');
    expect(check.notes).toEqual([onLand]);
  });
});

it('says in words when the check cannot run, so the navigator checks the chart', async () => {
  check.update(route);
  await vi.advanceTimersByTimeAsync(DELAY_MS);
  worker.answer({ kind: 'failed', seq: worker.checks()[0]?.seq, message: 'the land file could not be read' });
  expect(check.status).toBe('unavailable');
  expect(check.problem).toBe(
    'The land check is not running (the land file could not be read): check the legs against the chart.',
  );
});

it('stops the worker on dispose, and checks nothing more', async () => {
  check.update(route);
  check.dispose();
  expect(worker.terminated).toBe(false);
  await vi.advanceTimersByTimeAsync(DELAY_MS * 2);
  expect(worker.checks()).toEqual([]);
  const started = new LiveLandCheck({ delayMs: DELAY_MS, createWorker: () => worker as unknown as Worker });
  started.update(route);
  await vi.advanceTimersByTimeAsync(DELAY_MS);
  started.dispose();
  expect(worker.terminated).toBe(true);
  started.update(longer);
  await vi.advanceTimersByTimeAsync(DELAY_MS);
  expect(worker.checks()).toHaveLength(1);
});

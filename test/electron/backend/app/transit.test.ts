// transit.* against the in-process demo sandbox: stop places near Rotterdam's berths (cached,
// stale offline), a journey search to Schiphol streamed as progress events and kept to the
// crew's time, a drop mid-stream that keeps the journeys so far, a cancel, 401 and 429 in
// words, and the chosen journeys kept per voyage.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '../../../../electron/sandbox/server/sandbox';
import { startSandbox } from '../../../../electron/sandbox/server/sandbox';
import { journeysAnswerSchema, stopsAnswerSchema, type ChosenJourney } from '../../../../shared/ipc';
import { NOW_UTC, northSeaVoyage, testBackend, type TestBackend } from './helpers';

const WAALHAVEN = { lat: 51.885, lon: 4.43, name: 'Rotterdam Waalhaven' };
const SCHIPHOL = { lat: 52.3094, lon: 4.7617, name: 'Schiphol' };
const ETA = NOW_UTC + 10 * 3600 + 17; // 10:00:17 UTC, not on a whole minute

describe('transit', () => {
  let b: TestBackend;
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    b = await testBackend({
      sandbox: {
        start: async (options) => {
          sandbox = await startSandbox(options);
          return sandbox;
        },
      },
    });
  });
  afterAll(() => b.dispose());
  beforeEach(() => {
    sandbox?.faults.clear();
    b.host.progress.length = 0;
  });

  it('lists the stop places near a berth, demo-marked', async () => {
    const answer = stopsAnswerSchema.parse(await b.api['transit.stops']({ lat: WAALHAVEN.lat, lon: WAALHAVEN.lon }));
    expect(answer.stops.length).toBeGreaterThanOrEqual(3);
    expect(answer.stops[0]?.id).toMatch(/^NL:S:\d+$/);
    expect(answer.provenance).toMatchObject({ source: 'demo', stale: false });
  });

  it('streams journeys to Schiphol leaving after the ETA, one progress event per result, ranked', async () => {
    const raw = await b.api['transit.journeys']({
      taskId: 'signoff-1',
      from: WAALHAVEN,
      to: SCHIPHOL,
      mode: 'departAfter',
      timeUtc: ETA,
    });
    const answer = journeysAnswerSchema.parse(raw);
    expect(answer).toMatchObject({ origin: 'Rotterdam Waalhaven', destination: 'Schiphol', complete: true });
    expect(answer.problem).toBeUndefined();
    expect(answer.journeys.length).toBeGreaterThanOrEqual(3);
    for (const journey of answer.journeys) expect(journey.departureUtc).toBeGreaterThanOrEqual(ETA);
    const grades = answer.journeys.map((j) => j.grade);
    expect(grades).toEqual([...grades].sort((x, y) => y - x));
    const events = b.host.progress.filter((e) => e.taskId === 'signoff-1');
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.every((e) => Array.isArray(e.journeys))).toBe(true);
    const ride = answer.journeys[0]?.legs.find((l) => l.mode === 'RAIL');
    expect(ride?.line).not.toBe('');
    expect(ride?.platform).toBeDefined();
    expect(ride?.path.length).toBeGreaterThan(1);
    // Decoded from the polyline: the ride's route lies in the Netherlands.
    for (const [lat, lon] of ride?.path ?? []) {
      expect(lat).toBeGreaterThan(50.7);
      expect(lat).toBeLessThan(53.7);
      expect(lon).toBeGreaterThan(3.3);
      expect(lon).toBeLessThan(7.3);
    }
  });

  it('keeps every journey within an arrive-by time, saying how many it left out', async () => {
    const answer = await b.api['transit.journeys']({
      taskId: 'relief-1',
      from: SCHIPHOL,
      to: WAALHAVEN,
      mode: 'arriveBy',
      timeUtc: ETA - 3600,
    });
    expect(answer.journeys.length).toBeGreaterThan(0);
    for (const journey of answer.journeys) expect(journey.arrivalUtc).toBeLessThanOrEqual(ETA - 3600);
    expect(answer.dropped).toBeGreaterThanOrEqual(0);
  });

  it('keeps the journeys so far when the socket drops mid-stream, and says so', async () => {
    sandbox!.faults.set('transit.plannermixer', { kind: 'socket-drop', afterMessages: 2 });
    const answer = await b.api['transit.journeys']({
      taskId: 'drop-1',
      from: WAALHAVEN,
      to: SCHIPHOL,
      mode: 'departAfter',
      timeUtc: ETA,
    });
    expect(answer.complete).toBe(false);
    expect(answer.journeys.length).toBeGreaterThan(0);
    expect(answer.problem).toContain('dropped before it had finished');
    expect(answer.problem).toContain('found so far are kept');
  });

  it('ends with the journeys so far when a frame cannot be read', async () => {
    sandbox!.faults.set('transit.plannermixer', { kind: 'bad-frame', frame: 'garbage', afterMessages: 1 });
    const answer = await b.api['transit.journeys']({
      taskId: 'bad-1',
      from: WAALHAVEN,
      to: SCHIPHOL,
      mode: 'departAfter',
      timeUtc: ETA,
    });
    expect(answer.complete).toBe(false);
    expect(answer.problem).toContain('cannot read');
  });

  it('says a 429 on the upgrade in words', async () => {
    sandbox!.faults.set('transit.plannermixer', { kind: '429', retryAfterS: 5 });
    await expect(
      b.api['transit.journeys']({ taskId: 'busy-1', from: WAALHAVEN, to: SCHIPHOL, mode: 'departAfter', timeUtc: ETA }),
    ).rejects.toMatchObject({ code: 'rate-limited', message: expect.stringContaining('Try again in 5 s') });
  });

  it('stops a running search on cancel, keeping what had arrived', async () => {
    // Long enough that only the cancel can end it, on any machine's load.
    sandbox!.faults.set('transit.plannermixer', { kind: 'delay', delayMs: 20_000 });
    const search = b.api['transit.journeys']({
      taskId: 'cancel-1',
      from: WAALHAVEN,
      to: SCHIPHOL,
      mode: 'departAfter',
      timeUtc: ETA,
    });
    // Cancelled once the search is running (a cancel before it has begun finds nothing to stop).
    await vi.waitFor(async () =>
      expect(await b.api['transit.cancel']({ taskId: 'cancel-1' })).toEqual({ cancelled: true }),
    );
    const answer = await search;
    expect(answer.complete).toBe(false);
    expect(answer.problem).toContain('Search cancelled');
    expect(await b.api['transit.cancel']({ taskId: 'cancel-1' })).toEqual({ cancelled: false });
  });

  it('keeps the chosen journeys per voyage, and refuses a voyage not saved', async () => {
    const voyageId = (await b.api['voyages.save']({ voyage: northSeaVoyage() })).id;
    expect(await b.api['transit.chosen']({ voyageId })).toEqual({ voyageId, journeys: [] });
    const found = await b.api['transit.journeys']({
      taskId: 'choose-1',
      from: WAALHAVEN,
      to: SCHIPHOL,
      mode: 'departAfter',
      timeUtc: ETA,
    });
    const journey = found.journeys[0]!;
    const chosen: ChosenJourney = {
      purpose: 'signed-off',
      origin: found.origin,
      destination: found.destination,
      journey,
    };
    expect(await b.api['transit.choose']({ voyageId, journeys: [chosen] })).toEqual({ voyageId, journeys: [chosen] });
    expect(await b.api['transit.chosen']({ voyageId })).toEqual({ voyageId, journeys: [chosen] });
    await expect(b.api['transit.choose']({ voyageId: 'nope', journeys: [chosen] })).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('says a wrong key is refused (401) in words', async () => {
    await b.api['key.set']({ apiKey: 'wrong-key' });
    await b.api['settings.set']({ serviceUrl: sandbox!.url });
    await b.api['demo.disable']({});
    await expect(
      b.api['transit.journeys']({ taskId: 'key-1', from: WAALHAVEN, to: SCHIPHOL, mode: 'departAfter', timeUtc: ETA }),
    ).rejects.toMatchObject({ code: 'unauthorized', message: expect.stringMatching(/key/i) });
    await b.api['demo.enable']({});
  });

  it('serves stored stop places marked stale once the service is gone', async () => {
    await sandbox!.close();
    const answer = await b.api['transit.stops']({ lat: WAALHAVEN.lat, lon: WAALHAVEN.lon });
    expect(answer.provenance.stale).toBe(true);
    expect(answer.stops.length).toBeGreaterThanOrEqual(3);
  });
});

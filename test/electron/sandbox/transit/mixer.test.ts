// SOCKET /v1/transit/plannermixer in the sandbox, driven through a fake SandboxSocket: the
// stream of protobuf results, their content, the close codes, cancel and abort.
import { describe, expect, it } from 'vitest';
import { mixerResultSchema, type MixerResult } from '../../../../shared/api/resources/mixer';
import { decodeMixerResult, encodeMixerCancel } from '../../../../shared/transit/codec';
import { mixerResultToJson } from '../../../../shared/transit/to-json';
import { decodePolyline } from '../../../../shared/transit/polyline';
import { mixerSocketHandlers } from '../../../../electron/sandbox/transit/handlers';
import { STOPS } from '../../../../electron/sandbox/transit/stops';
import type { SandboxParams, SandboxSocket } from '../../../../electron/sandbox/contract';

const NOW = Date.UTC(2026, 8, 10, 7, 20) / 1000; // 09:20 in Amsterdam (summer time)
const env = { seed: 7, nowUtc: () => NOW, baseUrl: 'http://127.0.0.1:41234' };
type Params = SandboxParams<'transit.plannermixer'>;

interface Run {
  readonly sent: Uint8Array[];
  readonly results: MixerResult[];
  readonly close?: { code: number | undefined; reason: string | undefined };
}

/** Runs the handler to its end; `onSent(n, reply)` may answer the n-th message, `abortAfter` aborts. */
async function run(
  params: Params,
  options: { cancelAfter?: number; abortAfter?: number; garbageAfter?: number } = {},
): Promise<Run> {
  const handler = mixerSocketHandlers['transit.plannermixer'];
  if (!handler) throw new Error('no mixer handler');
  const sent: Uint8Array[] = [];
  const listeners: ((m: Uint8Array) => void)[] = [];
  const controller = new AbortController();
  let close: Run['close'];
  const socket: SandboxSocket = {
    async send(message) {
      sent.push(message);
      if (sent.length === options.cancelAfter) for (const l of listeners) l(encodeMixerCancel());
      if (sent.length === options.garbageAfter) for (const l of listeners) l(new Uint8Array([0xff, 0xff, 0xff]));
      if (sent.length === options.abortAfter) controller.abort();
    },
    onMessage(listener) {
      listeners.push(listener);
    },
    close(code, reason) {
      close = { code, reason };
    },
  };
  await handler(params, env, socket, controller.signal);
  return {
    sent,
    results: sent.map((b) => mixerResultSchema.parse(mixerResultToJson(decodeMixerResult(b)))),
    ...(close ? { close } : {}),
  };
}

const stop = (name: string): string => STOPS.find((s) => s.name === name)?.id ?? 'missing';
const ms = (iso: string): number => Date.parse(iso);

// The streams run concurrently: each pauses 20-150 ms between results.
const [amsToEhv, sameAgain, byIds, arriveBy, ptOnly, shortHop, unknown, outside, cancelled, aborted, garbage] =
  await Promise.all([
    run({ fromPlace: '52.3700,4.8900', toPlace: '51.4400,5.4700' }),
    run({ fromPlace: '52.3700,4.8900', toPlace: '51.4400,5.4700' }),
    run({ fromId: stop('Groningen'), toId: stop('Maastricht') }),
    run({ fromPlace: '52.37,4.89', toPlace: '51.92,4.47', arriveBy: true, timestamp: '2026-09-10T18:00:00+02:00' }),
    run({ fromPlace: '52.3700,4.8900', toPlace: '51.4400,5.4700', publicTransportOnly: true }),
    run({ fromPlace: '52.0894,5.1100', toPlace: '52.0897,5.1105' }),
    run({ fromId: 'NL:S:1', toPlace: '52.0,5.0' }),
    run({ fromPlace: '40.7,-74.0', toPlace: '52.0,5.0' }),
    run({ fromPlace: '52.3700,4.8900', toPlace: '51.4400,5.4700' }, { cancelAfter: 1 }),
    run({ fromPlace: '52.3700,4.8900', toPlace: '51.4400,5.4700' }, { abortAfter: 2 }),
    run({ fromPlace: '52.3700,4.8900', toPlace: '51.4400,5.4700' }, { garbageAfter: 1 }),
  ]);

describe('the stream', () => {
  it('pushes 3 to 6 results that decode and parse with the contract, then closes with 1000', () => {
    for (const r of [amsToEhv, byIds, arriveBy, ptOnly, shortHop]) {
      expect(r.results.length).toBeGreaterThanOrEqual(3);
      expect(r.results.length).toBeLessThanOrEqual(6);
      expect(r.close?.code).toBe(1000);
    }
  });

  it('is deterministic: same seed, clock and request, same bytes', () => {
    expect(sameAgain.sent.map((b) => Buffer.from(b).toString('hex'))).toEqual(
      amsToEhv.sent.map((b) => Buffer.from(b).toString('hex')),
    );
  });

  it('grades every result; the first is the default plan and the others name their modifiers', () => {
    const [first, ...rest] = amsToEhv.results;
    expect(first?.modifiers).toEqual([]);
    for (const r of rest) expect(r.modifiers?.length).toBe(1);
    expect(new Set(amsToEhv.results.map((r) => r.grade)).size).toBeGreaterThan(1);
    expect(amsToEhv.results.flatMap((r) => r.modifiers)).toEqual(
      expect.arrayContaining(['fewer-transfers', 'bicycle-first-mile']),
    );
    for (const r of amsToEhv.results) expect(r.timestamp).toBe('2026-09-10T09:20:00+02:00');
  });

  it('plans walk + train(s) + walk from the request time, legs back to back', () => {
    for (const r of amsToEhv.results) {
      for (const trip of r.trips) {
        expect(ms(trip.aimedStartTime)).toBeGreaterThanOrEqual(NOW * 1000);
        const modes = trip.legs.map((l) => l.transitLeg?.mode ?? l.nonTransitLeg?.mode);
        expect(modes).toContain('RAIL');
        expect(trip.legs[0]?.nonTransitLeg).toBeDefined();
        for (let i = 1; i < trip.legs.length; i++)
          expect(ms(trip.legs[i]?.expectedStartTime ?? '')).toBeGreaterThanOrEqual(
            ms(trip.legs[i - 1]?.expectedEndTime ?? ''),
          );
        expect(trip.transfers).toBe(trip.legs.filter((l) => l.transitLeg).length - 1);
        expect(trip.duration).toBe((ms(trip.expectedEndTime) - ms(trip.expectedStartTime)) / 60_000);
        const ride = trip.legs.find((l) => l.transitLeg)?.transitLeg;
        expect(ride?.authority.name).toBe('NS');
        expect(ride?.fromEstimatedCall.aimedArrivalTime).toBeUndefined();
        expect(ride?.toEstimatedCall.aimedDepartureTime).toBeUndefined();
      }
    }
    const direct = amsToEhv.results.find((r) => r.modifiers?.includes('fewer-transfers'));
    expect(direct?.trips[0]?.transfers).toBe(0);
  });

  it('encodes each leg shape as a polyline of `length` points from its start to its end', () => {
    for (const trip of amsToEhv.results.flatMap((r) => r.trips)) {
      for (const leg of trip.legs) {
        const points = decodePolyline(leg.pointsOnLink.points);
        expect(points).toHaveLength(leg.pointsOnLink.length);
        const from = leg.transitLeg?.fromEstimatedCall.quay ?? leg.nonTransitLeg?.fromPlace;
        expect(points[0]?.[0]).toBeCloseTo(from?.latitude ?? NaN, 4);
        expect(points[0]?.[1]).toBeCloseTo(from?.longitude ?? NaN, 4);
        if (leg.transitLeg) expect(points).toHaveLength(leg.transitLeg.intermediateEstimatedCalls.length + 2);
      }
    }
  });

  it('honours arriveBy: every trip arrives by the timestamp', () => {
    for (const trip of arriveBy.results.flatMap((r) => r.trips))
      expect(ms(trip.expectedEndTime)).toBeLessThanOrEqual(ms('2026-09-10T18:00:00+02:00'));
    expect(arriveBy.results.flatMap((r) => r.modifiers)).toContain('earlier-arrival');
  });

  it('plans between stop ids, starting and ending at the stations', () => {
    const trip = byIds.results[0]?.trips[0];
    expect(trip?.legs[0]?.transitLeg?.fromEstimatedCall.quay.name).toBe('Groningen');
    expect(trip?.legs[trip.legs.length - 1]?.transitLeg?.toEstimatedCall.quay.name).toBe('Maastricht');
  });

  it('with publicTransportOnly, no bicycles', () => {
    const modes = ptOnly.results
      .flatMap((r) => r.trips.flatMap((t) => t.legs.map((l) => l.nonTransitLeg?.mode)))
      .filter((m) => m !== undefined);
    expect(new Set(modes)).toEqual(new Set(['WALK']));
  });

  it('walks a short hop', () => {
    expect(shortHop.results[0]?.trips[0]?.legs.map((l) => l.nonTransitLeg?.mode)).toEqual(['WALK']);
  });
});

describe('refusals and early ends', () => {
  it('closes with 4400 naming the parameter for an unknown stop id, sending nothing', () => {
    expect(unknown.sent).toHaveLength(0);
    expect(unknown.close?.code).toBe(4400);
    expect(unknown.close?.reason).toMatch(/^fromId: unknown stop place NL:S:1$/);
  });

  it('closes with 4400 naming the parameter for a place outside the Dutch network', () => {
    expect(outside.sent).toHaveLength(0);
    expect(outside.close?.code).toBe(4400);
    expect(outside.close?.reason).toMatch(/^fromPlace: /);
  });

  it('stops after a client cancel and closes normally', () => {
    expect(amsToEhv.sent.length).toBeGreaterThan(1);
    expect(cancelled.sent).toHaveLength(1);
    expect(cancelled.close).toEqual({ code: 1000, reason: 'cancelled by the client' });
  });

  it('stops on abort without closing (the server owns the dead socket)', () => {
    expect(aborted.sent).toHaveLength(2);
    expect(aborted.close).toBeUndefined();
  });

  it('ends with 4400 when the client sends something that is not a MixerControl', () => {
    expect(garbage.sent).toHaveLength(1);
    expect(garbage.close?.code).toBe(4400);
    expect(garbage.close?.reason).toMatch(/^message: /);
  });
});

// The chart's radar state with a fake weather.radar: asks once for a place and again only when
// the chart moves far, plays the 5-minute steps and wraps round, labels each step in UTC and
// ship's time, says "no coverage" where there are no frames, words failures, and a late answer
// for a place left behind never replaces the newer one.
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import type { IpcInput, RadarAnswer } from '../../../shared/ipc';
import { PNG_DATA_URL_PREFIX } from '../../../shared/ipc';
import type { RadarPlace } from '../../../renderer/src/radar/radar-place';
import { FRAME_MS, RadarState, REFRESH_MS, type Ticker } from '../../../renderer/src/radar/radar-state.svelte';
import { backendError, deferred, provenance } from '../fixtures';

vi.hoisted(() => vi.stubGlobal('window', { passage: {} }));

/** 2026-11-25 16:00Z. */
const START_UTC = Date.UTC(2026, 10, 25, 16) / 1000;
const ROTTERDAM: RadarPlace = { lat: 51.9, lon: 4.1, radiusKm: 50, name: 'Rotterdam' };

function answer(place: RadarPlace, frames = 24): RadarAnswer {
  return {
    centre: { lat: place.lat, lon: place.lon },
    bbox: { south: place.lat - 0.45, west: place.lon - 0.7, north: place.lat + 0.45, east: place.lon + 0.7 },
    frames: Array.from({ length: frames }, (_, i) => ({
      timeUtc: START_UTC + (i + 1) * 300,
      offsetMin: (i + 1) * 5,
      image: `${PNG_DATA_URL_PREFIX}frame${i}`,
    })),
    coverage: frames > 0,
    provenance: provenance({ source: 'demo' }),
  };
}

/** A ticker the test drives: tick() runs the registered callback once. */
function manualTicker(): Ticker & { tick(): void; running(): boolean; ms: number | null } {
  let fn: (() => void) | null = null;
  const ticker = ((tick: () => void, ms: number) => {
    fn = tick;
    ticker.ms = ms;
    return () => {
      fn = null;
    };
  }) as Ticker & { tick(): void; running(): boolean; ms: number | null };
  ticker.ms = null;
  ticker.tick = () => fn?.();
  ticker.running = () => fn !== null;
  return ticker;
}

function fakeApi(reply: (input: IpcInput<'weather.radar'>) => Promise<RadarAnswer>) {
  const calls: IpcInput<'weather.radar'>[] = [];
  return {
    calls,
    api: {
      radar: (input: IpcInput<'weather.radar'>) => {
        calls.push(input);
        return reply(input);
      },
    },
  };
}

describe('RadarState', () => {
  it('asks for the place, shows the first step labelled in UTC and ship time, and plays', async () => {
    const ticker = manualTicker();
    const fake = fakeApi(async () => answer(ROTTERDAM));
    const radar = new RadarState(fake.api, ticker, manualTicker());
    await radar.show(ROTTERDAM);
    flushSync();
    expect(fake.calls).toEqual([{ lat: 51.9, lon: 4.1, radiusKm: 50 }]);
    expect(radar.frame?.offsetMin).toBe(5);
    expect(radar.timeLabel).toEqual({ utc: '2026-11-25 16:05Z', ship: '1605 (UTC)', offset: '+5 min' });
    expect(radar.playing).toBe(true);
    expect(ticker.ms).toBe(FRAME_MS);
    ticker.tick();
    ticker.tick();
    expect(radar.timeLabel?.offset).toBe('+15 min');
    for (let i = 0; i < 22; i++) ticker.tick();
    expect(radar.frame?.offsetMin).toBe(5);
    radar.toggle();
    expect([radar.playing, ticker.running()]).toEqual([false, false]);
    radar.step(-1);
    expect(radar.frame?.offsetMin).toBe(120);
  });

  it('keeps the picture for a small pan and asks again when the chart moves far or zooms out a lot', async () => {
    const fake = fakeApi(async (input) => answer({ ...ROTTERDAM, lat: input.lat, lon: input.lon }));
    const radar = new RadarState(fake.api, manualTicker(), manualTicker());
    await radar.show(ROTTERDAM);
    await radar.show({ ...ROTTERDAM, lon: 4.3 }); // ~14 km: within 40 % of 50 km
    await radar.show({ ...ROTTERDAM, radiusKm: 60 });
    expect(fake.calls).toHaveLength(1);
    await radar.show({ ...ROTTERDAM, lat: 52.5 }); // ~67 km
    await radar.show({ ...ROTTERDAM, lat: 52.5, radiusKm: 200 });
    expect(fake.calls.map((c) => [c.lat, c.radiusKm])).toEqual([
      [51.9, 50],
      [52.5, 50],
      [52.5, 200],
    ]);
  });

  it('says there is no radar coverage where the answer has no frames, and does not play', async () => {
    const ocean: RadarPlace = { lat: 40, lon: -45, radiusKm: 100, name: "the chart's centre" };
    const ticker = manualTicker();
    const radar = new RadarState(fakeApi(async () => answer(ocean, 0)).api, ticker, manualTicker());
    await radar.show(ocean);
    expect(radar.note).toMatch(/No radar coverage here/);
    expect(radar.frame).toBeNull();
    expect(radar.timeLabel).toBeNull();
    expect([radar.playing, ticker.running()]).toEqual([false, false]);
  });

  it('words a failure, does not ask again for the same place by itself, and tries again when told', async () => {
    let fail = true;
    const fake = fakeApi(async () => {
      if (fail) throw backendError('The radar could not be fetched and none is stored for this place.');
      return answer(ROTTERDAM);
    });
    const radar = new RadarState(fake.api, manualTicker(), manualTicker());
    await radar.show(ROTTERDAM);
    expect(radar.error).toBe(
      'The radar could not be shown: The radar could not be fetched and none is stored for this place.',
    );
    expect(radar.loading).toBe(false);
    fail = false;
    await radar.show(ROTTERDAM);
    expect(fake.calls).toHaveLength(1);
    await radar.retry();
    expect(fake.calls).toHaveLength(2);
    expect(radar.error).toBeNull();
    expect(radar.frame).not.toBeNull();
  });

  it('drops a late answer for a place left behind', async () => {
    const first = deferred<RadarAnswer>();
    const elsewhere: RadarPlace = { lat: 43.3, lon: 5.3, radiusKm: 50, name: 'Marseille' };
    const fake = fakeApi((input) => (input.lat === ROTTERDAM.lat ? first.promise : Promise.resolve(answer(elsewhere))));
    const radar = new RadarState(fake.api, manualTicker(), manualTicker());
    const slow = radar.show(ROTTERDAM);
    expect([radar.loading, radar.place?.name, radar.shown]).toEqual([true, 'Rotterdam', null]);
    await radar.show(elsewhere);
    first.resolve(answer(ROTTERDAM));
    await slow;
    expect(radar.answer?.centre).toEqual({ lat: 43.3, lon: 5.3 });
    expect(radar.shown?.name).toBe('Marseille');
    expect(radar.loading).toBe(false);
  });

  it('asks again for the place shown every five minutes, and stops when cleared (the layer turned off)', async () => {
    const ticker = manualTicker();
    const refresh = manualTicker();
    const fake = fakeApi(async () => answer(ROTTERDAM));
    const radar = new RadarState(fake.api, ticker, refresh);
    await radar.show(ROTTERDAM);
    expect(refresh.ms).toBe(REFRESH_MS);
    radar.pause();
    refresh.tick();
    await vi.waitFor(() => expect(fake.calls).toHaveLength(2));
    await vi.waitFor(() => expect(radar.loading).toBe(false));
    // Paused by the navigator: renewed, still paused.
    expect([radar.frame?.offsetMin, radar.playing]).toEqual([5, false]);
    radar.clear();
    expect([radar.answer, radar.place, radar.playing, ticker.running(), refresh.running()]).toEqual([
      null,
      null,
      false,
      false,
      false,
    ]);
  });
});

// The chart time: departure to the later of arrival and the overlay's last layer, the ship
// where the schedule puts it, steps layer to layer (or by the hour), keys, play and pause.
import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleVoyage, type Schedule } from '../../../shared/schedule/schedule';
import { ChartTimeState, PLAY_INTERVAL_MS } from '../../../renderer/src/chart-time/chart-time.svelte';

const H = 3600;
const DEPARTURE = Date.UTC(2026, 10, 26, 6) / 1000;

function schedule(): Schedule {
  return scheduleVoyage({
    waypoints: [
      { name: 'A', position: { lat: 50, lon: -5 }, legGeometry: 'rhumb' },
      { name: 'B', position: { lat: 50, lon: -7 }, legGeometry: 'rhumb' },
      { name: 'C', position: { lat: 50, lon: -9 }, legGeometry: 'rhumb' },
    ],
    speedsKn: [10],
    departureUtc: DEPARTURE,
  });
}

function state(layerTimes: number[] = []) {
  let times = $state.raw(layerTimes);
  const plan = schedule();
  const time = new ChartTimeState({ schedule: () => plan, layerTimes: () => times, nowUtc: () => 0 });
  return {
    time,
    plan,
    setTimes: (t: number[]) => {
      times = t;
    },
  };
}

describe('ChartTimeState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs from departure to arrival, and on to the last layer of the overlay', () => {
    const { time, plan, setTimes } = state();
    expect(time.range).toEqual({ minUtc: DEPARTURE, maxUtc: plan.arrivalUtc });
    expect(time.timeUtc).toBe(DEPARTURE);
    setTimes([DEPARTURE - 6 * H, DEPARTURE, plan.arrivalUtc + 48 * H]);
    flushSync();
    expect(time.range.maxUtc).toBe(plan.arrivalUtc + 48 * H);
    time.set(DEPARTURE - 10 * H);
    expect(time.timeUtc).toBe(DEPARTURE);
  });

  it('puts the ship on the leg sailed at the chart time, and in port after arrival', () => {
    const { time, plan } = state([plan0(), plan0() + 100 * H]);
    const leg1 = plan.legs[1]!;
    time.set((leg1.etdUtc + leg1.etaUtc) / 2);
    flushSync();
    expect(time.ship?.legIndex).toBe(1);
    expect(time.ship?.position.lon).toBeCloseTo(-8, 1);
    expect(time.afterArrival).toBe(false);
    time.set(plan.arrivalUtc + H);
    flushSync();
    expect(time.ship).toMatchObject({ legIndex: null, position: { lat: 50, lon: -9 } });
    expect(time.afterArrival).toBe(true);
  });

  it('steps layer to layer with the arrows, six with the Page keys, and to the ends with Home and End', () => {
    const layers = Array.from({ length: 30 }, (_, i) => DEPARTURE + i * 3 * H);
    const { time } = state(layers);
    expect(time.handleKey('ArrowRight')).toBe(true);
    expect(time.timeUtc).toBe(DEPARTURE + 3 * H);
    time.handleKey('PageUp');
    expect(time.timeUtc).toBe(DEPARTURE + 21 * H);
    time.handleKey('ArrowLeft');
    expect(time.timeUtc).toBe(DEPARTURE + 18 * H);
    time.handleKey('End');
    expect(time.timeUtc).toBe(DEPARTURE + 87 * H);
    time.handleKey('Home');
    expect(time.timeUtc).toBe(DEPARTURE);
    expect(time.handleKey('a')).toBe(false);
  });

  it('plays one layer per interval to the end, and pauses', () => {
    const layers = [DEPARTURE, DEPARTURE + H, DEPARTURE + 2 * H];
    const { time, plan } = state(layers);
    time.play();
    expect(time.playing).toBe(true);
    vi.advanceTimersByTime(PLAY_INTERVAL_MS);
    expect(time.timeUtc).toBe(DEPARTURE + H);
    time.pause();
    vi.advanceTimersByTime(5 * PLAY_INTERVAL_MS);
    expect(time.timeUtc).toBe(DEPARTURE + H);
    time.play();
    vi.advanceTimersByTime(100 * PLAY_INTERVAL_MS);
    expect(Math.abs(time.timeUtc - plan.arrivalUtc)).toBeLessThan(1);
    expect(time.playing).toBe(false);
  });
});

function plan0(): number {
  return DEPARTURE;
}

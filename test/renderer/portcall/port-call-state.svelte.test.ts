// The port-call panel's state with a fake backend: opened at the voyage's arrival it finds the
// stop (ETA), asks for the traffic near the port and the conditions there, and records the call
// for a saved voyage; refreshes the traffic at the freshness interval only while open; keeps the
// last traffic on screen when a refresh fails; a new radius asks again; close stops everything.
// Opened from a port's waypoint at its approach at sea, the panel is the port's own (issue 24).
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import type { Conditions, IpcInput, TrafficItem, TrafficSnapshot } from '../../../shared/ipc';
import { TRAFFIC_FRESH_S } from '../../../shared/ipc';
import { scheduleVoyage } from '../../../shared/schedule/schedule';
import {
  PortCallState,
  TRAFFIC_REFRESH_MS,
  type PortCallApi,
} from '../../../renderer/src/portcall/port-call-state.svelte';
import { backendError, deferred, provenance } from '../fixtures';

vi.hoisted(() => vi.stubGlobal('window', { passage: {} }));

const DEPARTURE = Date.UTC(2026, 8, 10, 0, 0) / 1000;
const ROTTERDAM = { name: 'Rotterdam', lat: 51.95, lon: 4.14 };
const schedule = scheduleVoyage({
  waypoints: [
    { name: 'Harwich', position: { lat: 51.95, lon: 1.3 } },
    { name: 'Off Hook', position: { lat: 52.0, lon: 3.9 } },
    { name: 'Rotterdam', position: { lat: 51.95, lon: 4.14 } },
  ],
  speedsKn: [12, 8],
  departureUtc: DEPARTURE,
  staysS: { 1: 2 * 3600 },
});

/** The port records (spec §2.15): Rotterdam's, and its namesake's in New York state. */
const ROTTERDAM_PORT = {
  id: 1,
  name: 'Rotterdam',
  size: 'large',
  country: 'Netherlands',
  latitude: ROTTERDAM.lat,
  longitude: ROTTERDAM.lon,
} as const;
const ROTTERDAM_NY = {
  id: 2,
  name: 'Rotterdam',
  size: 'small',
  country: 'United States',
  latitude: 42.8,
  longitude: -74.0,
} as const;
/** A plan to Rotterdam as the app makes it: the port's waypoint at the Maas Center pilot station. */
const MAAS_CENTER = { lat: 52.017, lon: 3.883 };
const toPilot = scheduleVoyage({
  waypoints: [
    { name: 'Harwich', position: { lat: 51.95, lon: 1.3 } },
    { name: 'Rotterdam', position: MAAS_CENTER },
  ],
  speedsKn: [12],
  departureUtc: DEPARTURE,
});

const jam: TrafficItem = {
  id: 'RWS03_1',
  type: 'Verkeershinder',
  causeType: 'congestion',
  cause: '',
  roadNumber: 'A15',
  roadName: 'A15 Europoort - Rotterdam',
  description: 'file',
  delayMinutes: 12,
  queueLength: 4000,
  trend: 'INCREASED',
  startTime: '2026-09-10T07:00:00Z',
  lat: 51.9,
  lon: 4.2,
  distanceKm: 6.5,
  geometry: {
    type: 'LineString',
    coordinates: [
      [4.2, 51.9],
      [4.25, 51.89],
    ],
  },
};
const diversion: TrafficItem = {
  ...jam,
  id: undefined,
  type: 'Omleiding',
  geometry: null,
  lat: null,
  lon: null,
} as never;

function snapshot(input: IpcInput<'traffic.snapshot'>, stale = false): TrafficSnapshot {
  return {
    summary: { jams: 1, events: 2, length: 4000, updated: '2026-09-10T07:20:00Z' },
    updated: '2026-09-10T07:20:00Z',
    updatedUtc: Date.UTC(2026, 8, 10, 7, 20) / 1000,
    events: [jam, diversion],
    near: input.near === undefined ? null : { ...input.near, radiusKm: input.radiusKm ?? 30 },
    creditsSpent: stale ? 0 : 2,
    provenance: provenance({ source: 'demo', stale }),
  };
}

function conditions(input: IpcInput<'weather.conditions'>): Conditions {
  return {
    place: { name: input.name ?? null, lat: input.lat, lon: input.lon, timezone: 'Europe/Amsterdam' },
    current: null,
    minutely: [],
    hourly: [],
    dayparts: [],
    daily: [],
    creditsSpent: 1,
    provenance: provenance({ source: 'demo' }),
  };
}

function fakes() {
  const ticks: { ms: number; tick: () => void; stopped: boolean }[] = [];
  const api = {
    ports: {
      search: vi.fn(async ({ query }: IpcInput<'ports.search'>) => ({
        ports: [ROTTERDAM_PORT, ROTTERDAM_NY].filter((p) => p.name.toLowerCase().startsWith(query.toLowerCase())),
        provenance: provenance({ source: 'demo' }),
      })),
    },
    traffic: { snapshot: vi.fn(async (input: IpcInput<'traffic.snapshot'>) => snapshot(input)) },
    weather: { conditions: vi.fn(async (input: IpcInput<'weather.conditions'>) => conditions(input)) },
    portcall: { record: vi.fn(async (input: IpcInput<'portcall.record'>) => input) },
    places: {
      search: vi.fn(async ({ query }: IpcInput<'places.search'>) => ({
        places:
          query === 'Schiphol'
            ? [
                {
                  name: 'Schiphol',
                  country: { code: 'NL', name: 'Netherlands' },
                  latitude: 52.31,
                  longitude: 4.76,
                  timezone: 'Europe/Amsterdam',
                  continent: { name: 'Europe' },
                },
              ]
            : [],
        provenance: provenance({ source: 'demo' }),
      })),
    },
  } satisfies PortCallApi;
  const state = new PortCallState({
    api,
    nowUtc: () => 1_789_000_000,
    every: (ms, tick) => {
      const timer = { ms, tick, stopped: false };
      ticks.push(timer);
      return () => {
        timer.stopped = true;
      };
    },
  });
  return { api, state, ticks };
}

describe('PortCallState', () => {
  it('opened at the arrival: its ETA, the traffic near the port, the conditions there, the call recorded', async () => {
    const { api, state } = fakes();
    state.useVoyage(() => ({ voyageId: 'v1', schedule }));
    await state.open({ ...ROTTERDAM, waypointIndex: 2 });
    flushSync();
    expect(state.stop).toMatchObject({ index: 2, arrival: true, etaUtc: schedule.arrivalUtc });
    expect(api.traffic.snapshot).toHaveBeenCalledWith({ near: { lat: 51.95, lon: 4.14 }, radiusKm: 30 });
    expect(api.weather.conditions).toHaveBeenCalledWith({ lat: 51.95, lon: 4.14, name: 'Rotterdam', voyageId: 'v1' });
    expect(state.traffic).toMatchObject({ status: 'ready' });
    expect(state.conditions).toMatchObject({ status: 'ready' });
    // Only what has a geometry is drawn.
    expect(state.drawn.map((e) => e.id)).toEqual(['RWS03_1']);
    expect(api.portcall.record).toHaveBeenCalledWith({
      voyageId: 'v1',
      port: { name: 'Rotterdam', lat: 51.95, lon: 4.14 },
      usedAtUtc: 1_789_000_000,
    });
    expect(state.recorded).toBe(true);
  });

  it('finds the stop by position when opened from a port, and records nothing for an unsaved voyage', async () => {
    const { api, state } = fakes();
    state.useVoyage(() => ({ voyageId: null, schedule }));
    await state.open({ name: 'Rotterdam port', lat: 51.96, lon: 4.1 });
    expect(state.stop).toMatchObject({ index: 2, arrival: true });
    expect(api.portcall.record).not.toHaveBeenCalled();
    expect(state.recorded).toBe(false);
  });

  it('a stay waypoint has an ETD; a place off the route has no stop and is not recorded', async () => {
    const { api, state } = fakes();
    state.useVoyage(() => ({ voyageId: 'v1', schedule }));
    await state.open({ name: 'Off Hook', lat: 52.0, lon: 3.9, waypointIndex: 1 });
    expect(state.stop).toMatchObject({ index: 1, arrival: false });
    expect(state.stop!.etdUtc - state.stop!.etaUtc).toBe(2 * 3600);
    await state.open({ name: 'Delfzijl', lat: 53.33, lon: 6.93 });
    expect(state.stop).toBeNull();
    expect(api.portcall.record).not.toHaveBeenCalled();
  });

  it('refreshes the traffic at the freshness interval while open, never faster, and stops when closed', async () => {
    const { api, state, ticks } = fakes();
    await state.open(ROTTERDAM);
    expect(TRAFFIC_REFRESH_MS).toBe(TRAFFIC_FRESH_S * 1000);
    expect(ticks).toHaveLength(1);
    expect(ticks[0]!.ms).toBeGreaterThanOrEqual(TRAFFIC_FRESH_S * 1000);
    ticks[0]!.tick();
    await vi.waitFor(() => expect(api.traffic.snapshot).toHaveBeenCalledTimes(2));
    // Opening another place replaces the timer; closing stops it and clears the panel.
    await state.open({ ...ROTTERDAM, name: 'Europoort' });
    expect(ticks[0]!.stopped).toBe(true);
    state.close();
    expect(ticks[1]!.stopped).toBe(true);
    expect(state.place).toBeNull();
    expect(state.traffic).toBeNull();
    flushSync();
    expect(state.drawn).toEqual([]);
  });

  it('keeps the last traffic on screen when a refresh fails, with the failure in words', async () => {
    const { api, state } = fakes();
    await state.open(ROTTERDAM);
    api.traffic.snapshot.mockRejectedValueOnce(backendError('The road traffic could not be fetched.'));
    await state.refresh();
    expect(state.traffic).toMatchObject({
      status: 'failed',
      failure: { message: 'The road traffic could not be fetched.' },
      previous: { events: [jam, diversion] },
    });
    flushSync();
    expect(state.drawn).toHaveLength(1);
  });

  it('a new radius asks again with it, clamped to 1..500 km', async () => {
    const { api, state } = fakes();
    await state.open(ROTTERDAM);
    await state.setRadius(60);
    expect(api.traffic.snapshot).toHaveBeenLastCalledWith({ near: { lat: 51.95, lon: 4.14 }, radiusKm: 60 });
    await state.setRadius(9000);
    expect(state.radiusKm).toBe(500);
    await state.setRadius(Number.NaN);
    expect(api.traffic.snapshot).toHaveBeenCalledTimes(3);
  });

  it('the road to a place, by name or position, asks for the traffic along it too; empty text: the port only', async () => {
    const { api, state } = fakes();
    await state.open(ROTTERDAM);
    await state.setTowards('Schiphol');
    expect(state.towards).toEqual({ name: 'Schiphol', lat: 52.31, lon: 4.76 });
    expect(api.traffic.snapshot).toHaveBeenLastCalledWith({
      near: { lat: 51.95, lon: 4.14 },
      radiusKm: 30,
      towards: { lat: 52.31, lon: 4.76 },
    });
    await state.setTowards('52.1,4.3');
    expect(state.towards).toMatchObject({ lat: 52.1, lon: 4.3 });
    await state.setTowards('Atlantis');
    expect(state.towardsProblem).toMatch(/No place named “Atlantis”/);
    expect(state.towards).toMatchObject({ lat: 52.1, lon: 4.3 });
    await state.setTowards('  ');
    expect(state.towards).toBeNull();
    expect(api.traffic.snapshot).toHaveBeenLastCalledWith({ near: { lat: 51.95, lon: 4.14 }, radiusKm: 30 });
    state.close();
    expect(state.towardsProblem).toBeNull();
  });

  describe("a port's waypoint at its approach at sea", () => {
    it('opened from the waypoint: the panel is at the port, with the stop, traffic and conditions there', async () => {
      const { api, state } = fakes();
      state.useVoyage(() => ({ voyageId: 'v1', schedule: toPilot }));
      const answer = deferred<Awaited<ReturnType<typeof api.ports.search>>>();
      api.ports.search.mockReturnValueOnce(answer.promise);
      const opening = state.open({ name: 'Rotterdam', ...MAAS_CENTER, waypointIndex: 1 });
      // Set once, at the port: never first at sea and then moved (the chart would pan twice).
      expect(state.place).toBeNull();
      answer.resolve({ ports: [ROTTERDAM_NY, ROTTERDAM_PORT], provenance: provenance({ source: 'demo' }) });
      await opening;
      expect(api.ports.search).toHaveBeenCalledWith({ query: 'Rotterdam', limit: 200 });
      expect(state.place).toEqual({ ...ROTTERDAM, waypointIndex: 1 });
      expect(state.stop).toMatchObject({ index: 1, arrival: true, etaUtc: toPilot.arrivalUtc });
      expect(api.traffic.snapshot).toHaveBeenCalledWith({ near: { lat: 51.95, lon: 4.14 }, radiusKm: 30 });
      expect(api.weather.conditions).toHaveBeenCalledWith({ lat: 51.95, lon: 4.14, name: 'Rotterdam', voyageId: 'v1' });
      expect(api.portcall.record).toHaveBeenCalledWith({
        voyageId: 'v1',
        port: { name: 'Rotterdam', lat: 51.95, lon: 4.14 },
        usedAtUtc: 1_789_000_000,
      });
    });

    it("opened from the port's details: the stop is its waypoint at sea", async () => {
      const { api, state } = fakes();
      state.useVoyage(() => ({ voyageId: null, schedule: toPilot }));
      await state.open(ROTTERDAM);
      expect(state.stop).toMatchObject({ index: 1, arrival: true });
      expect(state.place).toEqual(ROTTERDAM);
      // A port's own position needs no look-up.
      expect(api.ports.search).not.toHaveBeenCalled();
    });

    it('a waypoint named after no port nearby, or an unreadable port list: the panel is at the waypoint', async () => {
      const { api, state } = fakes();
      state.useVoyage(() => ({ voyageId: null, schedule: toPilot }));
      await state.open({ name: 'Harwich', lat: 51.95, lon: 1.3, waypointIndex: 0 });
      expect(state.place).toEqual({ name: 'Harwich', lat: 51.95, lon: 1.3, waypointIndex: 0 });
      api.ports.search.mockRejectedValueOnce(backendError('The port list could not be read.'));
      await state.open({ name: 'Rotterdam', ...MAAS_CENTER, waypointIndex: 1 });
      expect(state.place).toEqual({ name: 'Rotterdam', ...MAAS_CENTER, waypointIndex: 1 });
      expect(state.stop).toMatchObject({ index: 1 });
    });

    it('closed, or opened elsewhere, while the port is looked up: the later wins', async () => {
      const { api, state } = fakes();
      state.useVoyage(() => ({ voyageId: null, schedule: toPilot }));
      const answer = deferred<Awaited<ReturnType<typeof api.ports.search>>>();
      api.ports.search.mockReturnValueOnce(answer.promise);
      const first = state.open({ name: 'Rotterdam', ...MAAS_CENTER, waypointIndex: 1 });
      state.close();
      answer.resolve({ ports: [ROTTERDAM_PORT], provenance: provenance({ source: 'demo' }) });
      await first;
      expect(state.place).toBeNull();
      expect(api.traffic.snapshot).not.toHaveBeenCalled();

      const again = deferred<Awaited<ReturnType<typeof api.ports.search>>>();
      api.ports.search.mockReturnValueOnce(again.promise);
      const slow = state.open({ name: 'Rotterdam', ...MAAS_CENTER, waypointIndex: 1 });
      await state.open({ name: 'Amsterdam', lat: 52.38, lon: 4.9 });
      again.resolve({ ports: [ROTTERDAM_PORT], provenance: provenance({ source: 'demo' }) });
      await slow;
      expect(state.place).toMatchObject({ name: 'Amsterdam' });
    });
  });
});

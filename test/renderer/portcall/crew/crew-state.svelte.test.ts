// The crew journeys state with a fake transit backend: the time rule of each crew (ETA minus the
// margin, plus the clearance), who travels from where, journeys shown as their progress events
// arrive and replaced by the ranked answer, a drop kept with its words, 401/429 in words,
// cancel, choosing kept with the voyage, and a place typed as a position.
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import type { IpcInput, Journey, JourneysAnswer, ProgressEvent } from '../../../../shared/ipc';
import { CrewState, positionFromText, type CrewApi } from '../../../../renderer/src/portcall/crew/crew-state.svelte';
import { backendError, deferred, provenance } from '../../fixtures';

vi.hoisted(() => vi.stubGlobal('window', { passage: {} }));

const ETA = 1_718_186_400; // 2024-06-12 10:00Z
const ROTTERDAM = { name: 'Rotterdam', lat: 51.885, lon: 4.43 };
const SCHIPHOL = { name: 'Schiphol', lat: 52.3094, lon: 4.7617 };

function journey(grade: number, departureUtc: number): Journey {
  return {
    grade,
    modifiers: grade > 800 ? ['bicycle-first-mile'] : [],
    departureUtc,
    arrivalUtc: departureUtc + 3000,
    durationMin: 50,
    transfers: 0,
    walkMin: 10,
    waitMin: 2,
    legs: [
      {
        mode: 'RAIL',
        line: 'IC',
        from: 'Rotterdam Blaak',
        to: 'Schiphol Airport',
        platform: '6',
        aimedDepartureUtc: departureUtc,
        aimedArrivalUtc: departureUtc + 3000,
        distanceM: 60_000,
        path: [
          [51.92, 4.49],
          [52.31, 4.76],
        ],
      },
    ],
  };
}

function fakeApi() {
  const listeners = new Set<(event: ProgressEvent) => void>();
  const search = deferred<JourneysAnswer>();
  const api = {
    stops: vi.fn(async () => ({
      stops: [
        { id: 'NL:S:2', name: 'Rotterdam Centraal', town: 'Rotterdam', lat: 51.925, lon: 4.469 },
        { id: 'NL:S:1', name: 'Rotterdam Blaak', town: 'Rotterdam', lat: 51.92, lon: 4.489 },
      ],
      provenance: provenance({ stale: true }),
    })),
    journeys: vi.fn((_input: IpcInput<'transit.journeys'>) => search.promise),
    cancel: vi.fn(async () => ({ cancelled: true })),
    choose: vi.fn(async (input: IpcInput<'transit.choose'>) => ({
      voyageId: input.voyageId,
      journeys: input.journeys,
    })),
    chosen: vi.fn(async (input: IpcInput<'transit.chosen'>) => ({ voyageId: input.voyageId, journeys: [] })),
    searchPlaces: vi.fn(async () => ({
      places: [
        {
          name: 'Schiphol',
          country: { code: 'NL', name: 'Netherlands' },
          latitude: SCHIPHOL.lat,
          longitude: SCHIPHOL.lon,
          timezone: 'Europe/Amsterdam',
          continent: { name: 'Europe' },
        },
      ],
      provenance: provenance(),
    })),
    onProgress: (listener: (event: ProgressEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } satisfies CrewApi;
  const emit = (event: ProgressEvent): void => {
    for (const listener of listeners) listener(event);
  };
  return { api, search, emit, listeners };
}

function state(api: CrewApi, voyageId: string | null = 'v1') {
  return new CrewState({
    api,
    port: () => ROTTERDAM,
    etaUtc: () => ETA,
    voyageId: () => voyageId ?? undefined,
    newTaskId: () => 'task-1',
  });
}

describe('CrewState', () => {
  it('times relieving crew by ETA minus the margin and signed-off crew by ETA plus the clearance', () => {
    const crew = state(fakeApi().api);
    expect(crew.timeUtc).toBe(ETA - 3600);
    crew.marginMin = 90;
    flushSync();
    expect(crew.timeUtc).toBe(ETA - 5400);
    crew.purpose = 'signed-off';
    flushSync();
    expect(crew.timeUtc).toBe(ETA + 7200);
  });

  it('finds a place by name, and takes a typed position as it is', async () => {
    const { api } = fakeApi();
    const crew = state(api);
    crew.query = 'Schiphol';
    await crew.findPlaces();
    expect(crew.places).toEqual([SCHIPHOL]);
    crew.pick(crew.places[0]!);
    expect(crew.destination).toEqual(SCHIPHOL);
    expect(positionFromText('52.31, 4.76')).toEqual({ name: '52.3100, 4.7600', lat: 52.31, lon: 4.76 });
    expect(positionFromText('95, 4')).toBeNull();
  });

  it('streams journeys in as progress events arrive, then shows the ranked answer', async () => {
    const { api, search, emit, listeners } = fakeApi();
    const crew = state(api);
    const stopListening = crew.listen();
    crew.purpose = 'signed-off';
    crew.destination = SCHIPHOL;
    const running = crew.search();
    expect(crew.searching).toBe(true);
    expect(api.journeys).toHaveBeenCalledWith({
      taskId: 'task-1',
      from: ROTTERDAM,
      to: SCHIPHOL,
      mode: 'departAfter',
      timeUtc: ETA + 7200,
      voyageId: 'v1',
    });
    const first = journey(750, ETA + 7300);
    const better = journey(810, ETA + 7400);
    emit({ taskId: 'task-1', done: 1, total: 0, message: '', journeys: [first] });
    expect(crew.journeys).toEqual([first]);
    emit({ taskId: 'other', done: 1, total: 0, message: '', journeys: [journey(999, ETA)] });
    emit({ taskId: 'task-1', done: 2, total: 0, message: '', journeys: [better] });
    expect(crew.journeys.map((j) => j.grade)).toEqual([810, 750]);
    search.resolve({
      origin: 'Rotterdam',
      destination: 'Schiphol',
      journeys: [better, first],
      complete: true,
      dropped: 1,
      provenance: provenance(),
    });
    await running;
    expect(crew.phase).toMatchObject({ status: 'done', answer: { complete: true, dropped: 1 } });
    // Events of a search that has ended change nothing; the listener goes when told.
    emit({ taskId: 'task-1', done: 3, total: 0, message: '', journeys: [journey(999, ETA)] });
    expect(crew.journeys).toEqual([better, first]);
    stopListening();
    expect(listeners.size).toBe(0);
  });

  it('relieving crew travel from the place to the berth, arriving by the time', async () => {
    const { api, search } = fakeApi();
    const crew = state(api);
    crew.destination = SCHIPHOL;
    const running = crew.search();
    expect(api.journeys.mock.calls[0]?.[0]).toMatchObject({ from: SCHIPHOL, to: ROTTERDAM, mode: 'arriveBy' });
    search.resolve({
      origin: 'Schiphol',
      destination: 'Rotterdam',
      journeys: [],
      complete: true,
      dropped: 0,
      provenance: provenance(),
    });
    await running;
  });

  it('keeps the journeys and the words of a dropped connection', async () => {
    const { api, search } = fakeApi();
    const crew = state(api);
    crew.destination = SCHIPHOL;
    const running = crew.search();
    const kept = journey(750, ETA - 9000);
    search.resolve({
      origin: 'Schiphol',
      destination: 'Rotterdam',
      journeys: [kept],
      complete: false,
      dropped: 0,
      problem: 'The connection to the journey planner dropped before it had finished.',
      provenance: provenance(),
    });
    await running;
    expect(crew.journeys).toEqual([kept]);
    expect(crew.phase).toMatchObject({
      status: 'done',
      answer: { complete: false, problem: expect.stringContaining('dropped') },
    });
  });

  it.each([
    ['unauthorized', 'The service refused the API key.'],
    ['rate-limited', 'The service is limiting requests. Try again in 5 s.'],
  ] as const)('says a %s refusal in words', async (code, words) => {
    const { api } = fakeApi();
    api.journeys.mockRejectedValueOnce(backendError(words, code));
    const crew = state(api);
    crew.destination = SCHIPHOL;
    await crew.search();
    expect(crew.phase).toEqual({ status: 'failed', message: words, code });
  });

  it('cancels the running search by its task id', async () => {
    const { api, search } = fakeApi();
    const crew = state(api);
    crew.destination = SCHIPHOL;
    const running = crew.search();
    await crew.cancel();
    expect(api.cancel).toHaveBeenCalledWith({ taskId: 'task-1' });
    search.resolve({
      origin: 'Schiphol',
      destination: 'Rotterdam',
      journeys: [],
      complete: false,
      dropped: 0,
      problem: 'Search cancelled.',
      provenance: provenance(),
    });
    await running;
  });

  it('lists the stops near the berth, nearest first, and starts signed-off crew at the one chosen', async () => {
    const { api, search } = fakeApi();
    const crew = state(api);
    await crew.loadStops();
    expect(api.stops).toHaveBeenCalledWith({ lat: ROTTERDAM.lat, lon: ROTTERDAM.lon });
    expect(crew.stops.map((s) => s.name)).toEqual(['Rotterdam Centraal', 'Rotterdam Blaak']);
    expect(crew.stops[0]!.distanceM).toBeGreaterThan(3000);
    expect(crew.stopsProvenance?.stale).toBe(true);
    crew.purpose = 'signed-off';
    crew.stopId = 'NL:S:1';
    crew.destination = SCHIPHOL;
    const running = crew.search();
    expect(api.journeys.mock.calls[0]?.[0]).toMatchObject({
      from: { lat: 51.92, lon: 4.489, name: 'Rotterdam Blaak' },
      to: SCHIPHOL,
    });
    search.resolve({
      origin: 'Rotterdam Blaak',
      destination: 'Schiphol',
      journeys: [],
      complete: true,
      dropped: 0,
      provenance: provenance(),
    });
    await running;
  });

  it('keeps a chosen journey with the voyage, and unchooses it', async () => {
    const { api } = fakeApi();
    const crew = state(api);
    const picked = journey(800, ETA - 9000);
    await crew.toggleChosen(picked, 'Schiphol', 'Rotterdam');
    expect(api.choose).toHaveBeenCalledWith({
      voyageId: 'v1',
      journeys: [{ purpose: 'relieving', origin: 'Schiphol', destination: 'Rotterdam', journey: picked }],
    });
    expect(crew.isChosen(picked)).toBe(true);
    await crew.toggleChosen(picked, 'Schiphol', 'Rotterdam');
    expect(crew.chosen).toEqual([]);
  });

  it('says a voyage must be saved before its chosen journeys are kept', async () => {
    const { api } = fakeApi();
    const crew = state(api, null);
    await crew.toggleChosen(journey(800, ETA), 'Schiphol', 'Rotterdam');
    expect(api.choose).not.toHaveBeenCalled();
    expect(crew.chooseProblem).toContain('Save the voyage');
  });
});

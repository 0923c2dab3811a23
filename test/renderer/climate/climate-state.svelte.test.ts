// The climate outlook state with a fake weather.climateOutlook: shown by itself beyond the
// forecast range and loaded once per saved revision, never saving on its own; on request it
// saves first; failures in words; answers for an older revision dropped; outdated after edits.
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import type { ClimateOutlook } from '../../../shared/ipc';
import { ClimateState, type ClimateApi } from '../../../renderer/src/climate/climate-state.svelte';
import type { VoyageRef } from '../../../renderer/src/lib/voyage-ref';
import { backendError, deferred, provenance } from '../fixtures';

vi.hoisted(() => vi.stubGlobal('window', { passage: {} }));

const NOW = Date.UTC(2026, 11, 1) / 1000;
const DAY = 86_400;

function outlook(ref: VoyageRef): ClimateOutlook {
  return {
    voyageId: ref.voyageId,
    voyageRevision: ref.revision,
    departureUtc: NOW + 90 * DAY,
    arrivalUtc: NOW + 99 * DAY,
    samples: [
      {
        kind: 'departure',
        lat: 50,
        lon: -6.5,
        etaUtc: NOW + 90 * DAY,
        distanceNm: 0,
        month: 3,
        windSpeedMs: 8,
        windGustMs: 11,
      },
      {
        kind: 'arrival',
        lat: 40.5,
        lon: -73.75,
        etaUtc: NOW + 99 * DAY,
        distanceNm: 3000,
        month: 3,
        windSpeedMs: 6,
        windGustMs: 9,
      },
    ],
    months: [{ year: 2027, month: 3 }],
    departure: { lat: 50, lon: -6.5, periods: [] },
    arrival: { lat: 40.5, lon: -73.75, periods: [] },
    creditsSpent: 2,
    provenance: provenance({ source: 'demo' }),
  };
}

function setup(initial: { ref: VoyageRef | null; departureUtc: number }) {
  const view = $state({ ref: initial.ref, departureUtc: initial.departureUtc });
  const api = { climateOutlook: vi.fn(async (input: VoyageRef) => outlook(input)) } satisfies ClimateApi;
  const ensureSaved = vi.fn(async (): Promise<VoyageRef> => {
    view.ref = { voyageId: 'v1', revision: (view.ref?.revision ?? 0) + 1 };
    return view.ref;
  });
  const climate = new ClimateState({
    api,
    ensureSaved,
    current: () => view.ref,
    departureUtc: () => view.departureUtc,
    nowUtc: () => NOW,
  });
  return { view, api, ensureSaved, climate };
}

describe('ClimateState', () => {
  it('shows by itself beyond the forecast range and loads the saved revision once', async () => {
    const { api, climate, ensureSaved } = setup({ ref: { voyageId: 'v1', revision: 3 }, departureUtc: NOW + 90 * DAY });
    expect(climate.beyondHorizon).toBe(true);
    expect(climate.shown).toBe(true);
    climate.follow();
    climate.follow();
    await vi.waitFor(() => expect(climate.phase.kind).toBe('ready'));
    expect(api.climateOutlook).toHaveBeenCalledTimes(1);
    expect(api.climateOutlook).toHaveBeenCalledWith({ voyageId: 'v1', revision: 3 });
    expect(climate.outlook?.creditsSpent).toBe(2);
    expect(climate.outdated).toBe(false);
    climate.follow();
    expect(api.climateOutlook).toHaveBeenCalledTimes(1);
    expect(ensureSaved).not.toHaveBeenCalled();
  });

  it('stays hidden within the forecast range until asked, and never saves on its own', () => {
    const { api, climate } = setup({ ref: { voyageId: 'v1', revision: 1 }, departureUtc: NOW + 2 * DAY });
    expect(climate.beyondHorizon).toBe(false);
    expect(climate.shown).toBe(false);
    climate.follow();
    expect(api.climateOutlook).not.toHaveBeenCalled();
    expect(climate.phase.kind).toBe('idle');
  });

  it('waits for a save when the voyage on screen is not saved as shown', () => {
    const { api, climate } = setup({ ref: null, departureUtc: NOW + 90 * DAY });
    expect(climate.shown).toBe(true);
    climate.follow();
    expect(api.climateOutlook).not.toHaveBeenCalled();
    expect(climate.phase.kind).toBe('idle');
  });

  it('on request saves first, shows the section, and can hide it again within range', async () => {
    const { api, climate, ensureSaved, view } = setup({ ref: null, departureUtc: NOW + 2 * DAY });
    await climate.ask();
    expect(ensureSaved).toHaveBeenCalledTimes(1);
    expect(climate.shown).toBe(true);
    expect(climate.phase.kind).toBe('ready');
    expect(api.climateOutlook).toHaveBeenCalledWith({ voyageId: 'v1', revision: 1 });
    // The voyage is saved as shown now: following it asks nothing more.
    expect(view.ref).toEqual({ voyageId: 'v1', revision: 1 });
    climate.follow();
    expect(api.climateOutlook).toHaveBeenCalledTimes(1);
    climate.close();
    expect(climate.shown).toBe(false);
  });

  it('marks the outlook outdated after an edit and loads the new revision once saved', async () => {
    const { api, climate, view } = setup({ ref: { voyageId: 'v1', revision: 1 }, departureUtc: NOW + 90 * DAY });
    climate.follow();
    await vi.waitFor(() => expect(climate.phase.kind).toBe('ready'));
    view.ref = null;
    flushSync();
    expect(climate.outdated).toBe(true);
    view.ref = { voyageId: 'v1', revision: 2 };
    climate.follow();
    await vi.waitFor(() => expect(climate.outlook?.voyageRevision).toBe(2));
    expect(climate.outdated).toBe(false);
    expect(api.climateOutlook).toHaveBeenCalledTimes(2);
  });

  it('drops the answer for a revision no longer on screen', async () => {
    const { api, climate, view } = setup({ ref: { voyageId: 'v1', revision: 1 }, departureUtc: NOW + 90 * DAY });
    const first = deferred<ClimateOutlook>();
    api.climateOutlook.mockImplementationOnce(() => first.promise);
    climate.follow();
    view.ref = { voyageId: 'v1', revision: 2 };
    climate.follow();
    await vi.waitFor(() => expect(climate.outlook?.voyageRevision).toBe(2));
    first.resolve(outlook({ voyageId: 'v1', revision: 1 }));
    await Promise.resolve();
    expect(climate.outlook?.voyageRevision).toBe(2);
  });

  it('says a failure in words, and does not retry by itself', async () => {
    const { api, climate } = setup({ ref: { voyageId: 'v1', revision: 1 }, departureUtc: NOW + 90 * DAY });
    api.climateOutlook.mockRejectedValueOnce(
      backendError('The climate along this voyage could not be fetched and none is stored yet.'),
    );
    climate.follow();
    await vi.waitFor(() => expect(climate.phase.kind).toBe('failed'));
    const phase = climate.phase;
    expect(phase.kind === 'failed' && phase.failure.message).toBe(
      'The climate along this voyage could not be fetched and none is stored yet.',
    );
    climate.follow();
    expect(api.climateOutlook).toHaveBeenCalledTimes(1);
    await climate.ask();
    expect(climate.phase.kind).toBe('ready');
  });
});

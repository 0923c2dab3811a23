// The vessel panel's state with a fake backend: the paged search (and an old answer never
// replacing a newer one), profiles made, saved and deleted with the navigator's consent, and
// the limits a forecast is judged against following the voyage's vessel through undo.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_VESSEL_LIMITS, type Vessel } from '../../../shared/domain/voyage';
import type { VesselSummary } from '../../../shared/api/resources/vessels';
import type { IpcInput, VesselProfile } from '../../../shared/ipc';
import type { ConfirmRequest } from '../../../renderer/src/components/confirm.svelte';
import { emptyDraft } from '../../../renderer/src/voyage/editor';
import { VoyageStore } from '../../../renderer/src/voyage/voyage-store.svelte';
import {
  VesselState,
  type VesselSearchAnswer,
  type VesselStateOptions,
} from '../../../renderer/src/vessel/vessel-state.svelte';
import { backendError, deferred, FETCHED_AT_UTC, provenance } from '../fixtures';

vi.hoisted(() => vi.stubGlobal('window', { passage: {} }));

const PAGE_SIZE = 20;

function summary(n: number, name = `STAR ${n}`): VesselSummary {
  return {
    imo: String(9_300_000 + n),
    mmsi: String(244_000_000 + n),
    name,
    info: { country: 'Netherlands', countryCode: 'NL', callsign: `PD${n}`, category: 'Cargo', categoryType: 'General' },
  };
}

/** Page `page` of `total` matches, 20 a page, as the service sends it. */
function searchPage(query: string, page: number, total: number): VesselSearchAnswer {
  const first = (page - 1) * PAGE_SIZE + 1;
  const count = Math.max(0, Math.min(PAGE_SIZE, total - first + 1));
  return {
    info: { page, limit: PAGE_SIZE, query, total },
    items: Array.from({ length: count }, (_, i) => summary(first + i)),
    provenance: provenance(),
  };
}

const NORDIC: Vessel = { name: 'NORDIC STAR', imo: '9300001', limits: { windKn: 34, gustKn: 45, hsM: 4 } };

/** Profiles kept in memory as the backend keeps them; search answers `total` matches. */
function fakeVessels(total = 57, profiles: VesselProfile[] = []) {
  let nextId = profiles.length + 1;
  const vessels = {
    search: vi.fn(async (input: IpcInput<'vessels.search'>) => searchPage(input.name, input.page ?? 1, total)),
    listProfiles: vi.fn(async () => ({ profiles: [...profiles] })),
    saveProfile: vi.fn(async (input: IpcInput<'vessels.saveProfile'>) => {
      const profile = { id: input.id ?? `p${nextId++}`, vessel: input.vessel, updatedAtUtc: FETCHED_AT_UTC };
      profiles = [...profiles.filter((p) => p.id !== profile.id), profile];
      return profile;
    }),
    deleteProfile: vi.fn(async (input: { id: string }) => {
      profiles = profiles.filter((p) => p.id !== input.id);
      return { id: input.id };
    }),
  } satisfies VesselStateOptions['vessels'];
  return vessels;
}

function make(vessels = fakeVessels(), ask: VesselStateOptions['ask'] = async () => null) {
  const store = new VoyageStore(emptyDraft(FETCHED_AT_UTC));
  const state = new VesselState(store, { vessels, ask });
  return { state, store, vessels };
}

describe('VesselState: search', () => {
  it('asks for part of a name instead of sending an empty search', async () => {
    const { state, vessels } = make();
    await state.search('   ');
    expect(state.searchError).toBe('Type part of the vessel’s name to search.');
    expect(vessels.search).not.toHaveBeenCalled();
  });

  it('pages through 57 matches, 20 at a time', async () => {
    const { state, vessels } = make();
    await state.search(' star ');
    expect(vessels.search).toHaveBeenLastCalledWith({ name: 'star', page: 1 });
    expect(state.page).toMatchObject({ page: 1, pageCount: 3, hasPrevious: false, rangeText: '1–20 of 57' });
    await state.nextPage();
    await state.nextPage();
    expect(vessels.search).toHaveBeenLastCalledWith({ name: 'star', page: 3 });
    expect(state.page).toMatchObject({ page: 3, hasNext: false, rangeText: '41–57 of 57' });
    await state.nextPage();
    expect(vessels.search).toHaveBeenCalledTimes(3);
    await state.previousPage();
    expect(state.page?.rangeText).toBe('21–40 of 57');
  });

  it('says when nothing matches', async () => {
    const { state } = make(fakeVessels(0));
    await state.search('zzz');
    expect(state.page?.rangeText).toBe('No vessels found');
    expect(state.page?.hasNext).toBe(false);
  });

  it('never lets an older answer replace a newer one', async () => {
    const vessels = fakeVessels();
    const slow = deferred<VesselSearchAnswer>();
    vessels.search.mockReturnValueOnce(slow.promise);
    const { state } = make(vessels);
    const first = state.search('nor');
    await state.search('nordic');
    expect(state.result?.info.query).toBe('nordic');
    slow.resolve(searchPage('nor', 1, 3));
    await first;
    expect(state.result?.info.query).toBe('nordic');
    expect(state.query).toBe('nordic');
    expect(state.searching).toBe(false);
  });

  it('shows searching while the answer is on its way', async () => {
    const vessels = fakeVessels();
    const answer = deferred<VesselSearchAnswer>();
    vessels.search.mockReturnValueOnce(answer.promise);
    const { state } = make(vessels);
    const search = state.search('star');
    expect(state.searching).toBe(true);
    answer.resolve(searchPage('star', 1, 1));
    await search;
    expect(state.searching).toBe(false);
    expect(state.page?.rangeText).toBe('1 vessel');
  });

  it('says in words why a search failed and keeps the page shown', async () => {
    const vessels = fakeVessels();
    const { state } = make(vessels);
    await state.search('star');
    vessels.search.mockRejectedValueOnce(backendError('No connection: check the network and search again.'));
    await state.nextPage();
    expect(state.searchError).toBe('No connection: check the network and search again.');
    expect(state.page?.page).toBe(1);
    expect(state.searching).toBe(false);
  });
});

describe('VesselState: profiles', () => {
  it('says why the profiles could not be read', async () => {
    const vessels = fakeVessels();
    vessels.listProfiles.mockRejectedValueOnce(
      backendError('The voyage store is locked by another Passage.', 'conflict'),
    );
    const { state } = make(vessels);
    await state.loadProfiles();
    expect(state.profilesError).toBe('The voyage store is locked by another Passage.');
  });

  it('makes a profile from a search result with limits from its type and size, without IMO “0”', async () => {
    const { state, vessels } = make();
    const tug = summary(7, ' TUG SEVEN ');
    const profile = await state.createFromSearch({
      ...tug,
      imo: '0',
      info: { ...tug.info, category: 'Tug', categoryType: 'Tug', lengthM: 32 },
    });
    // The hull from its type and size too: a tug's 32 m length given, L / 4 beam, B / 2.5 draught,
    // GM 0.11 B (shared/seakeeping/vessel-hull.ts).
    expect(vessels.saveProfile).toHaveBeenCalledWith({
      vessel: {
        name: 'TUG SEVEN',
        mmsi: '244000007',
        limits: { windKn: 30, gustKn: 40, hsM: 3, visibilityNm: 1 },
        hull: { lengthM: 32, beamM: 8, draughtM: 3.2, gmM: 0.88, assumed: ['beamM', 'draughtM', 'gmM'] },
      },
    });
    expect(profile?.id).toBe('p1');
    expect(state.profiles.map((p) => p.vessel.name)).toEqual(['TUG SEVEN']);
    expect(state.notice).toBe(
      'Profile for TUG SEVEN created with limits from its type and size (Tug, 24-60 m): wind 30 kn (Bft 7), gust 40 kn, Hs 3 m, visibility at least 1 NM; hull L 32 m, B 8 m, draught 3.2 m, GM 0.88 m (B, draught, GM assumed): GM assumed as 0.11 B, typical of workboats; B and draught assumed for the type; L from the vessel data. Review them below; you can edit them.',
    );
    expect(state.busy).toBe(false);
  });

  it('does not make a second profile for the same ship (same IMO)', async () => {
    const existing: VesselProfile = { id: 'p1', vessel: NORDIC, updatedAtUtc: FETCHED_AT_UTC };
    const { state, vessels } = make(fakeVessels(57, [existing]));
    await state.loadProfiles();
    const profile = await state.createFromSearch(summary(1, 'NORDIC STAR II'));
    expect(profile).toBe(existing);
    expect(vessels.saveProfile).not.toHaveBeenCalled();
    expect(state.notice).toBe('NORDIC STAR already has a profile.');
  });

  it('gives the voyage the new limits when its own vessel’s profile is saved, as one undo step', async () => {
    const existing: VesselProfile = { id: 'p1', vessel: NORDIC, updatedAtUtc: FETCHED_AT_UTC };
    const { state, store } = make(fakeVessels(57, [existing]));
    state.chooseForVoyage(NORDIC);
    const tighter = { ...NORDIC, limits: { windKn: 28, gustKn: 38, hsM: 3 } };
    expect(await state.saveProfile('p1', tighter)).toBeNull();
    expect(state.notice).toBe('Profile saved; this voyage now uses the limits of NORDIC STAR.');
    expect(state.limits.limits).toEqual({ windKn: 28, gustKn: 38, hsM: 3 });
    store.undo();
    expect(state.limits.limits).toEqual(NORDIC.limits);
  });

  it('leaves the voyage alone when another vessel’s profile is saved', async () => {
    const { state, store } = make();
    state.chooseForVoyage(NORDIC);
    const other: Vessel = { name: 'SOUTHERN CROSS', imo: '9400001', limits: DEFAULT_VESSEL_LIMITS };
    expect(await state.saveProfile('p9', other)).toBeNull();
    expect(state.notice).toBe('Profile for SOUTHERN CROSS saved.');
    expect(store.draft.vessel).toEqual(NORDIC);
  });

  it('returns the backend’s words when a profile is not saved', async () => {
    const vessels = fakeVessels();
    vessels.saveProfile.mockRejectedValueOnce(
      backendError('The gust limit must be at least the wind limit.', 'bad-input'),
    );
    const { state } = make(vessels);
    expect(await state.saveProfile(undefined, NORDIC)).toBe('The gust limit must be at least the wind limit.');
    expect(state.busy).toBe(false);
  });

  it('deletes a profile only after the navigator confirms it by name', async () => {
    const existing: VesselProfile = { id: 'p1', vessel: NORDIC, updatedAtUtc: FETCHED_AT_UTC };
    const requests: ConfirmRequest[] = [];
    let choice: string | null = null;
    const { state, vessels } = make(fakeVessels(57, [existing]), async (request) => {
      requests.push(request);
      return choice;
    });
    await state.loadProfiles();
    expect(await state.deleteProfile(existing)).toBe(false);
    expect(vessels.deleteProfile).not.toHaveBeenCalled();
    expect(requests[0]?.message).toBe(
      'Delete the profile of NORDIC STAR? Voyages already planned for it keep their limits.',
    );
    choice = 'delete';
    expect(await state.deleteProfile(existing)).toBe(true);
    expect(state.profiles).toEqual([]);
    expect(state.notice).toBe('Profile of NORDIC STAR deleted.');
  });

  it('says why a delete failed and shows the profiles as they are', async () => {
    const existing: VesselProfile = { id: 'p1', vessel: NORDIC, updatedAtUtc: FETCHED_AT_UTC };
    const vessels = fakeVessels(57, [existing]);
    vessels.deleteProfile.mockRejectedValueOnce(backendError('That profile no longer exists.', 'not-found'));
    const { state } = make(vessels, async () => 'delete');
    expect(await state.deleteProfile(existing)).toBe(false);
    expect(state.notice).toBe('That profile no longer exists.');
    expect(state.profiles).toEqual([existing]);
    expect(state.busy).toBe(false);
  });
});

describe('VesselState: the voyage’s vessel and its limits', () => {
  it('judges a voyage with no vessel against the default limits, and says so', () => {
    const { state } = make();
    expect(state.voyageVessel).toBeUndefined();
    expect(state.limits).toEqual({
      limits: DEFAULT_VESSEL_LIMITS,
      isDefault: true,
      label: 'Default limits (no vessel chosen)',
    });
  });

  it('follows the vessel chosen, and undo in the route editor takes it back', () => {
    const { state, store } = make();
    state.chooseForVoyage({ ...NORDIC, limits: { windKn: 25, gustKn: 35, hsM: 2.5 } });
    expect(state.notice).toBe('NORDIC STAR is this voyage’s vessel.');
    expect(state.limits.label).toBe('Limits of NORDIC STAR');
    expect(state.limits.limits.hsM).toBe(2.5);
    store.undo();
    expect(state.limits.isDefault).toBe(true);
    store.redo();
    state.chooseForVoyage(null);
    expect(state.notice).toBe('No vessel chosen: forecasts use the default limits.');
    expect(state.voyageVessel).toBeUndefined();
  });
});

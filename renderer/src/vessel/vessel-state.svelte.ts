// Vessels for the UI: the service's vessel search (paged, with provenance), the navigator's
// vessel profiles with their limits, the voyage's chosen vessel (an undoable edit of the
// voyage), and the limits a forecast is judged against (the vessel's, else the defaults).
import type { Vessel } from '../../../shared/domain/voyage';
import type { IpcOutput, VesselProfile } from '../../../shared/ipc';
import type { VesselSummary } from '../../../shared/api/resources/vessels';
import type { Backend } from '../lib/backend';
import { errorInWords } from '../components/error-words';
import type { ConfirmRequest } from '../components/confirm.svelte';
import type { VoyageStore } from '../voyage/voyage-store.svelte';
import { describeLimits, forecastLimits, type ForecastLimits } from './limits';
import { pageView, type PageView } from './paging';
import { sameShip, searchResultLimits, vesselFromSearch } from './vessel-text';

export type VesselSearchAnswer = IpcOutput<'vessels.search'>;

export interface VesselStateOptions {
  readonly vessels: Backend['vessels'];
  readonly ask: (request: ConfirmRequest) => Promise<string | null>;
}

/** null when done, else why not, in words. */
export type VesselOutcome = string | null;

export class VesselState {
  /** The text last searched for. */
  query = $state('');
  /** The page shown, with its provenance; null before the first search. */
  result = $state.raw<VesselSearchAnswer | null>(null);
  searching = $state(false);
  searchError = $state<string | null>(null);

  profiles = $state.raw<readonly VesselProfile[]>([]);
  profilesError = $state<string | null>(null);
  /** A profile is being saved or deleted. */
  busy = $state(false);
  /** The last action's outcome in words, for a live region. */
  notice = $state<string | null>(null);

  readonly page: PageView | null = $derived(
    this.result === null ? null : pageView(this.result.info, this.result.items.length),
  );
  /** The voyage's vessel, or undefined when none is chosen. */
  readonly voyageVessel: Vessel | undefined;
  /** The limits a forecast of this voyage is judged against. */
  readonly limits: ForecastLimits;

  private readonly vessels: Backend['vessels'];
  private readonly ask: VesselStateOptions['ask'];
  /** Answers of older searches are dropped when a newer one was started. */
  private searchNumber = 0;

  constructor(
    private readonly store: VoyageStore,
    options: VesselStateOptions,
  ) {
    this.vessels = options.vessels;
    this.ask = options.ask;
    this.voyageVessel = $derived(this.store.draft.vessel);
    this.limits = $derived(forecastLimits(this.store.draft.vessel));
  }

  /** Reads the profiles. Call when the panel first shows. */
  async loadProfiles(): Promise<void> {
    try {
      this.profiles = (await this.vessels.listProfiles({})).profiles;
      this.profilesError = null;
    } catch (error) {
      this.profilesError = errorInWords(error);
    }
  }

  /** Searches vessels by name; `page` from 1. */
  async search(name: string, page = 1): Promise<void> {
    const trimmed = name.trim();
    if (trimmed === '') {
      this.searchError = 'Type part of the vessel’s name to search.';
      return;
    }
    const number = ++this.searchNumber;
    this.query = trimmed;
    this.searching = true;
    try {
      const answer = await this.vessels.search({ name: trimmed, page });
      if (number !== this.searchNumber) return;
      this.result = answer;
      this.searchError = null;
    } catch (error) {
      if (number === this.searchNumber) this.searchError = errorInWords(error);
    } finally {
      if (number === this.searchNumber) this.searching = false;
    }
  }

  nextPage(): Promise<void> {
    const page = this.page;
    return page?.hasNext === true ? this.search(this.query, page.page + 1) : Promise.resolve();
  }

  previousPage(): Promise<void> {
    const page = this.page;
    return page?.hasPrevious === true ? this.search(this.query, page.page - 1) : Promise.resolve();
  }

  /** A new profile from a search result, its limits from its type and size, to be reviewed. Null on failure. */
  async createFromSearch(summary: VesselSummary): Promise<VesselProfile | null> {
    const existing = this.profiles.find((p) => sameShip(p.vessel, vesselFromSearch(summary)));
    if (existing !== undefined) {
      this.notice = `${existing.vessel.name} already has a profile.`;
      return existing;
    }
    // The hull's defaults load with the search, not at start-up (the initial bundle's budget).
    const [{ hullForTypeAndSize }, { describeHull }] = await Promise.all([
      import('../../../shared/seakeeping/vessel-hull'),
      import('./hull'),
    ]);
    const hull = hullForTypeAndSize(summary.info);
    const saved = await this.saveProfileNow(undefined, { ...vesselFromSearch(summary), hull: hull.hull });
    if (saved !== null)
      this.notice = `Profile for ${saved.vessel.name} created with limits from its type and size (${searchResultLimits(summary).basis}): ${describeLimits(saved.vessel.limits)}; hull ${describeHull(hull.hull)}: ${hull.basis}. Review them below; you can edit them.`;
    return saved;
  }

  /**
   * Saves a profile (new without `id`). When it is the voyage's vessel, the voyage takes the new
   * limits too (one undoable edit): a forecast must be judged against the limits just typed.
   */
  async saveProfile(id: string | undefined, vessel: Vessel): Promise<VesselOutcome> {
    const saved = await this.saveProfileNow(id, vessel);
    if (saved === null) return this.notice ?? 'The profile was not saved.';
    const current = this.voyageVessel;
    if (id !== undefined && current !== undefined && sameShip(current, saved.vessel)) {
      this.store.setVessel(saved.vessel);
      this.notice = `Profile saved; this voyage now uses the limits of ${saved.vessel.name}.`;
    } else {
      this.notice = `Profile for ${saved.vessel.name} saved.`;
    }
    return null;
  }

  /** Deletes a profile after the navigator confirms it by name. The voyage keeps its own copy. */
  async deleteProfile(profile: VesselProfile): Promise<boolean> {
    const choice = await this.ask({
      title: 'Delete vessel profile?',
      message: `Delete the profile of ${profile.vessel.name}? Voyages already planned for it keep their limits.`,
      choices: [{ id: 'delete', label: 'Delete profile', danger: true }],
    });
    if (choice !== 'delete') return false;
    this.busy = true;
    try {
      await this.vessels.deleteProfile({ id: profile.id });
      this.notice = `Profile of ${profile.vessel.name} deleted.`;
      return true;
    } catch (error) {
      this.notice = errorInWords(error);
      return false;
    } finally {
      await this.loadProfiles();
      this.busy = false;
    }
  }

  /** Chooses the voyage's vessel (null: none, the default limits apply). Undoable. */
  chooseForVoyage(vessel: Vessel | null): void {
    this.store.setVessel(vessel);
    this.notice =
      vessel === null
        ? 'No vessel chosen: forecasts use the default limits.'
        : `${vessel.name} is this voyage’s vessel.`;
  }

  private async saveProfileNow(id: string | undefined, vessel: Vessel): Promise<VesselProfile | null> {
    this.busy = true;
    try {
      const saved = await this.vessels.saveProfile(id === undefined ? { vessel } : { id, vessel });
      await this.loadProfiles();
      return saved;
    } catch (error) {
      this.notice = errorInWords(error);
      return null;
    } finally {
      this.busy = false;
    }
  }
}

// The active tropical storms (backend storms.current) and the navigator's warning distances,
// shared by the storms panel, the warning badge and the chart's storm layer. The warnings
// against a voyage are computed on demand (assess) and remembered for the same inputs, so the
// panel and the badge showing the same voyage compute them once.
import type { Storm } from '../../../shared/api/resources/storms';
import { stormAt, stormFixes, type StormClass, type WarningDistancesNm } from '../../../shared/forecast/storm-track';
import { DEFAULT_WARNING_DISTANCES_NM } from '../../../shared/forecast/storm-track';
import type { Position } from '../../../shared/domain/position';
import type { IpcInput, IpcOutput, Provenance } from '../../../shared/ipc';
import { backend } from '../lib/backend';
import { assessStorms, type ShipStep, type StormWarnings } from './storm-warnings';
import { loadWarningDistances, saveWarningDistances, type KeyValueStore } from './warning-distances';

/** The part of the backend this state needs (backend.storms), replaceable in tests. */
export interface StormsApi {
  current(input: IpcInput<'storms.current'>): Promise<IpcOutput<'storms.current'>>;
}

function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export class StormsState {
  storms = $state.raw<readonly Storm[]>([]);
  provenance = $state.raw<Provenance | null>(null);
  /** The last failure in words, with what to do; null after a success. */
  error = $state<string | null>(null);
  loading = $state(false);
  /** Whether an answer has arrived (an empty list then means no active storms). */
  loaded = $state(false);
  distancesNm = $state.raw<WarningDistancesNm>(DEFAULT_WARNING_DISTANCES_NM);
  private readonly api: StormsApi;
  private readonly storage: KeyValueStore | null;
  private requested = false;
  private memo: {
    steps: readonly ShipStep[];
    storms: readonly Storm[];
    distances: WarningDistancesNm;
    result: StormWarnings;
  } | null = null;

  constructor(api: StormsApi = backend.storms, storage: KeyValueStore | null = browserStorage()) {
    this.api = api;
    this.storage = storage;
    this.distancesNm = loadWarningDistances(storage);
  }

  /** The advisory time of the list shown (the answer's fetch time). */
  get asOfUtc(): number | null {
    return this.provenance?.fetchedAtUtc ?? null;
  }

  /**
   * Loads once; later calls do nothing (refresh loads again). Not reactive on purpose: the
   * components call it from an effect, which must not retry in a loop after a failure.
   */
  ensureLoaded(): void {
    if (this.requested) return;
    this.requested = true;
    void this.refresh();
  }

  async refresh(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    try {
      const answer = await this.api.current({});
      this.storms = answer.storms;
      this.provenance = answer.provenance;
      this.error = null;
      this.loaded = true;
    } catch (error) {
      const why = error instanceof Error && error.message !== '' ? error.message : 'the backend did not answer.';
      this.error = `The storm list could not be loaded: ${why}`;
    } finally {
      this.loading = false;
    }
  }

  setDistance(stormClass: Exclude<StormClass, 'unknown'>, valueNm: number): void {
    this.distancesNm = { ...this.distancesNm, [stormClass]: valueNm };
    saveWarningDistances(this.storage, this.distancesNm);
  }

  resetDistances(): void {
    this.distancesNm = DEFAULT_WARNING_DISTANCES_NM;
    saveWarningDistances(this.storage, this.distancesNm);
  }

  /** The storms against these ship positions (see storm-warnings.ts). */
  assess(steps: readonly ShipStep[]): StormWarnings {
    const storms = this.storms;
    const distances = this.distancesNm;
    const m = this.memo;
    if (m && m.steps === steps && m.storms === storms && m.distances === distances) return m.result;
    const result = assessStorms(steps, storms, distances, this.asOfUtc);
    this.memo = { steps, storms, distances, result };
    return result;
  }

  /** Where a storm is at the advisory time (else its latest fix), for centring the chart on it. */
  positionOf(stormId: string): Position | null {
    const storm = this.storms.find((s) => s.id === stormId);
    if (!storm) return null;
    const fixes = stormFixes(storm);
    const at = this.asOfUtc === null ? null : stormAt(fixes, this.asOfUtc);
    const fix = at ?? fixes.filter((f) => this.asOfUtc === null || f.timeUtc <= this.asOfUtc).pop() ?? fixes[0];
    return fix ? { lat: fix.lat, lon: fix.lon } : null;
  }
}

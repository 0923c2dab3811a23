// The Conditions panel's state: which place is shown, the answer (weather.conditions) or why
// there is none, and the "Longer forecast" flow, which says its 3 credits and waits for the
// navigator's yes before asking. Opened from a waypoint row, port details, the point forecast,
// a search result or a point on the chart; answers to an older request are dropped.
import type { IpcInput, IpcOutput, Conditions } from '../../../shared/ipc';
import { CONDITIONS_LENGTHS, conditionsCredits } from '../../../shared/ipc';
import type { ConfirmRequest } from '../components/confirm.svelte';
import { describeFailure, type Failure } from '../components/error-words';
import { backend } from '../lib/backend';
import { defined } from '../../../shared/domain/defined';

/** The part of the backend this state needs (backend.weather), replaceable in tests. */
export interface ConditionsApi {
  conditions(input: IpcInput<'weather.conditions'>): Promise<IpcOutput<'weather.conditions'>>;
}

/** A place to show: a port, a waypoint, a searched place or a point; null name for a bare position. */
export interface ConditionsPlaceRequest {
  readonly lat: number;
  readonly lon: number;
  readonly name: string | null;
}

/** How the components that open the panel call it. */
export type OpenConditions = (place: ConditionsPlaceRequest) => void;

/** The longer forecast (spec §4.2 limits): 7 days hourly, 15 days daily. */
export const LONGER = { hours: CONDITIONS_LENGTHS.hours.max, days: CONDITIONS_LENGTHS.days.max } as const;

export type ConditionsPhase =
  | { readonly status: 'loading'; readonly place: ConditionsPlaceRequest; readonly longer: boolean }
  | {
      readonly status: 'ready';
      readonly place: ConditionsPlaceRequest;
      readonly longer: boolean;
      readonly conditions: Conditions;
    }
  | {
      readonly status: 'failed';
      readonly place: ConditionsPlaceRequest;
      readonly longer: boolean;
      readonly failure: Failure;
    };

export interface ConditionsStateOptions {
  /** Asks the navigator (Confirmations.ask); resolves with the choice id, null for cancel. */
  readonly ask: (request: ConfirmRequest) => Promise<string | null>;
  readonly api?: ConditionsApi;
  /** The saved voyage open in the editor, whose credits a request is booked to; null for none. */
  readonly voyageId?: () => string | null;
}

/**
 * The forecast panel's advice (adviceFor) speaks of voyages and runs; for a place, what to do is
 * different for these codes.
 */
function conditionsFailure(error: unknown): Failure {
  const failure = describeFailure(error);
  switch (failure.code) {
    case 'offline':
    case 'server-unavailable':
    case 'timeout':
      return {
        ...failure,
        advice: 'Check the connection and try again. A place asked before opens from the store, marked stale.',
      };
    case 'bad-input':
      return { ...failure, advice: 'Check the position: latitude -90..90°, longitude -180..180°.' };
    case 'not-found':
      return { ...failure, advice: 'Check the service address in Settings.' };
    default:
      return failure;
  }
}

export class ConditionsState {
  /** The panel on screen, or null when it is closed. */
  phase = $state.raw<ConditionsPhase | null>(null);
  private readonly api: ConditionsApi;
  private readonly ask: ConditionsStateOptions['ask'];
  private readonly voyageId: () => string | null;
  private request = 0;

  constructor(options: ConditionsStateOptions) {
    this.api = options.api ?? backend.weather;
    this.ask = options.ask;
    this.voyageId = options.voyageId ?? (() => null);
  }

  /** `open` as a callback prop, for the components that offer the panel. */
  readonly show: OpenConditions = (place) => void this.open(place);

  /** Opens the panel at a place with the default (1-credit) lengths. */
  open(place: ConditionsPlaceRequest): Promise<void> {
    return this.fetch(place, false);
  }

  /**
   * The longer forecast for the place shown: says what it costs and asks first. Resolves with
   * what happened, so the panel (and a test) can tell a refusal from an answer.
   */
  async longer(): Promise<'fetched' | 'declined' | 'closed'> {
    const shown = this.phase;
    if (shown === null) return 'closed';
    const credits = conditionsCredits(LONGER);
    const choice = await this.ask({
      title: 'Longer forecast',
      message: `The conditions for ${LONGER.hours / 24} days hourly and ${LONGER.days} days daily cost ${credits} credits (the default request costs ${conditionsCredits({})}). Fetch them?`,
      choices: [{ id: 'fetch', label: `Fetch for ${credits} credits` }],
    });
    if (choice !== 'fetch') return 'declined';
    // The panel may have been closed or moved to another place while the question was open.
    if (this.phase === null || this.phase.place !== shown.place) return 'closed';
    await this.fetch(shown.place, true);
    return 'fetched';
  }

  /** Asks again for what is shown (after a failure), at the same lengths. */
  retry(): Promise<void> {
    const shown = this.phase;
    return shown === null ? Promise.resolve() : this.fetch(shown.place, shown.longer);
  }

  close(): void {
    this.request++;
    this.phase = null;
  }

  private async fetch(place: ConditionsPlaceRequest, longer: boolean): Promise<void> {
    const id = ++this.request;
    this.phase = { status: 'loading', place, longer };
    const voyageId = this.voyageId() ?? undefined;
    try {
      const conditions = await this.api.conditions({
        lat: place.lat,
        lon: place.lon,
        ...(longer ? LONGER : {}),
        ...defined({ name: place.name ?? undefined, voyageId }),
      });
      if (id === this.request) this.phase = { status: 'ready', place, longer, conditions };
    } catch (error) {
      if (id === this.request) this.phase = { status: 'failed', place, longer, failure: conditionsFailure(error) };
    }
  }
}

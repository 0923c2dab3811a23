// Crew journeys at a Dutch port call: where the crew travel to or from (a place search or a
// position), for relieving crew (arriving by the ETA minus a margin) or signed-off crew (leaving
// after the ETA plus a clearance time); the search streamed from the backend (transit.journeys,
// each result a progress event), its cancel and retry, and the journeys chosen for the voyage.
import { geodesicInverse } from '../../../../shared/geodesy/geodesic';
import type {
  ChosenJourney,
  CrewPurpose,
  IpcInput,
  IpcOutput,
  Journey,
  JourneysAnswer,
  ProgressEvent,
  Provenance,
  TransitStop,
} from '../../../../shared/ipc';
import { mergeJourneys } from '../../../../shared/transit/journeys';
import { errorInWords } from '../../components/error-words';
import { BackendError } from '../../lib/backend-error';
import { defined } from '../../../../shared/domain/defined';

/** The part of the backend this state needs, replaceable in tests. */
export interface CrewApi {
  stops(input: IpcInput<'transit.stops'>): Promise<IpcOutput<'transit.stops'>>;
  journeys(input: IpcInput<'transit.journeys'>): Promise<IpcOutput<'transit.journeys'>>;
  cancel(input: IpcInput<'transit.cancel'>): Promise<IpcOutput<'transit.cancel'>>;
  choose(input: IpcInput<'transit.choose'>): Promise<IpcOutput<'transit.choose'>>;
  chosen(input: IpcInput<'transit.chosen'>): Promise<IpcOutput<'transit.chosen'>>;
  searchPlaces(input: IpcInput<'places.search'>): Promise<IpcOutput<'places.search'>>;
  onProgress(listener: (event: ProgressEvent) => void): () => void;
}

export interface CrewPort {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
}

export interface CrewPlace {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
}

/** Defaults: relieving crew arrive an hour before the ETA; signed-off crew leave two hours after it. */
export const DEFAULT_MARGIN_MIN = 60;
export const DEFAULT_CLEARANCE_MIN = 120;

export type SearchPhase =
  | { readonly status: 'idle' }
  | { readonly status: 'searching'; readonly taskId: string }
  | { readonly status: 'done'; readonly answer: JourneysAnswer }
  | { readonly status: 'failed'; readonly message: string; readonly code: string | null };

const POSITION = /^\s*(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)\s*$/;

/** `52.31, 4.76` as a place; null when the text is not a position in range. */
export function positionFromText(text: string): CrewPlace | null {
  const match = POSITION.exec(text);
  if (match === null) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { name: `${lat.toFixed(4)}, ${lon.toFixed(4)}`, lat, lon };
}

let taskCounter = 0;
function defaultTaskId(): string {
  taskCounter += 1;
  return `crew-${Date.now().toString(36)}-${taskCounter}`;
}

export class CrewState {
  purpose = $state<CrewPurpose>('relieving');
  marginMin = $state(DEFAULT_MARGIN_MIN);
  clearanceMin = $state(DEFAULT_CLEARANCE_MIN);
  query = $state('');
  places = $state.raw<CrewPlace[]>([]);
  placeProblem = $state<string | null>(null);
  destination = $state.raw<CrewPlace | null>(null);
  phase = $state.raw<SearchPhase>({ status: 'idle' });
  /** The journeys so far, ranked: streamed in while searching, the answer's once done. */
  journeys = $state.raw<Journey[]>([]);
  /** The journey whose route is drawn. */
  shown = $state.raw<Journey | null>(null);
  chosen = $state.raw<ChosenJourney[]>([]);
  /** Public transport stops near the berth, nearest first, with their distance from it. */
  stops = $state.raw<(TransitStop & { distanceM: number })[]>([]);
  stopsProvenance = $state.raw<Provenance | null>(null);
  stopsProblem = $state<string | null>(null);
  /** Where the crew board or leave at the port: the berth itself (null) or a stop near it. */
  stopId = $state<string | null>(null);
  chooseProblem = $state<string | null>(null);

  private readonly api: CrewApi;
  private readonly port: () => CrewPort;
  private readonly etaUtc: () => number;
  private readonly voyageId: () => string | undefined;
  private readonly newTaskId: () => string;

  constructor(options: {
    api: CrewApi;
    port: () => CrewPort;
    etaUtc: () => number;
    voyageId: () => string | undefined;
    newTaskId?: () => string;
  }) {
    this.api = options.api;
    this.port = options.port;
    this.etaUtc = options.etaUtc;
    this.voyageId = options.voyageId;
    this.newTaskId = options.newTaskId ?? defaultTaskId;
  }

  /** Arrive by (relieving) or leave after (signed-off), Unix seconds UTC. */
  readonly timeUtc = $derived.by(() =>
    this.purpose === 'relieving' ? this.etaUtc() - this.marginMin * 60 : this.etaUtc() + this.clearanceMin * 60,
  );

  readonly searching = $derived(this.phase.status === 'searching');

  /**
   * Hears the searches' progress events until the returned function is called. Kept for the
   * component's life, not per search: the browser transport's event stream would otherwise be
   * closed and opened again around every search, and miss the first results while it connects.
   */
  listen(): () => void {
    return this.api.onProgress((event) => {
      const phase = this.phase;
      if (phase.status !== 'searching' || event.taskId !== phase.taskId || event.journeys === undefined) return;
      this.journeys = mergeJourneys(this.journeys, event.journeys);
    });
  }

  /** The stops near the berth (transit.stops), for the crew to start or end at one. */
  async loadStops(): Promise<void> {
    const port = this.port();
    this.stopsProblem = null;
    try {
      const answer = await this.api.stops({ lat: port.lat, lon: port.lon });
      this.stops = answer.stops
        .map((stop) => ({ ...stop, distanceM: geodesicInverse(port.lat, port.lon, stop.lat, stop.lon).distanceM }))
        .sort((a, b) => a.distanceM - b.distanceM);
      this.stopsProvenance = answer.provenance;
    } catch (error) {
      this.stopsProblem = errorInWords(error);
    }
  }

  /** The crew's end at the port: the chosen stop, else the berth. */
  private portEnd(): { lat: number; lon: number; name: string } {
    const stop = this.stops.find((s) => s.id === this.stopId);
    if (stop !== undefined) return { lat: stop.lat, lon: stop.lon, name: stop.name };
    const port = this.port();
    return { lat: port.lat, lon: port.lon, name: port.name };
  }

  /** Looks the query up: a position is taken as it is, a name with the place search. */
  async findPlaces(): Promise<void> {
    this.placeProblem = null;
    const position = positionFromText(this.query);
    if (position !== null) {
      this.places = [];
      this.destination = position;
      return;
    }
    if (this.query.trim() === '') {
      this.placeProblem = 'Type a place (e.g. Schiphol) or a position as lat, lon.';
      return;
    }
    try {
      const { places } = await this.api.searchPlaces({ query: this.query.trim() });
      this.places = places.map((p) => ({
        name: p.country.code === 'NL' ? p.name : `${p.name}, ${p.country.name}`,
        lat: p.latitude,
        lon: p.longitude,
      }));
      if (this.places.length === 0) this.placeProblem = `No place named "${this.query.trim()}" was found.`;
    } catch (error) {
      this.placeProblem = errorInWords(error);
    }
  }

  pick(place: CrewPlace): void {
    this.destination = place;
    this.places = [];
  }

  /** Searches for the chosen destination; each journey shows as it arrives. */
  async search(): Promise<void> {
    const destination = this.destination;
    if (destination === null || this.searching) return;
    const taskId = this.newTaskId();
    const berth = this.portEnd();
    const place = { lat: destination.lat, lon: destination.lon, name: destination.name };
    const relieving = this.purpose === 'relieving';
    this.phase = { status: 'searching', taskId };
    this.journeys = [];
    this.shown = null;
    try {
      const answer = await this.api.journeys({
        taskId,
        from: relieving ? place : berth,
        to: relieving ? berth : place,
        mode: relieving ? 'arriveBy' : 'departAfter',
        timeUtc: Math.round(this.timeUtc),
        ...defined({ voyageId: this.voyageId() }),
      });
      this.journeys = answer.journeys;
      this.phase = { status: 'done', answer };
    } catch (error) {
      this.phase = {
        status: 'failed',
        message: errorInWords(error),
        code: error instanceof BackendError ? error.code : null,
      };
    }
  }

  /** Stops the running search; it ends with the journeys so far. */
  async cancel(): Promise<void> {
    if (this.phase.status !== 'searching') return;
    await this.api.cancel({ taskId: this.phase.taskId });
  }

  show(journey: Journey): void {
    this.shown = this.shown === journey ? null : journey;
  }

  isChosen(journey: Journey): boolean {
    return this.chosen.some((c) => c.purpose === this.purpose && sameJourney(c.journey, journey));
  }

  /** Reads the voyage's chosen journeys (for the report). */
  async loadChosen(): Promise<void> {
    const voyageId = this.voyageId();
    if (voyageId === undefined) return;
    try {
      this.chosen = (await this.api.chosen({ voyageId })).journeys;
    } catch (error) {
      this.chooseProblem = errorInWords(error);
    }
  }

  /** Marks a journey chosen (or not any more), kept with the voyage for its report. */
  async toggleChosen(journey: Journey, origin: string, destination: string): Promise<void> {
    this.chooseProblem = null;
    const next = this.isChosen(journey)
      ? this.chosen.filter((c) => !(c.purpose === this.purpose && sameJourney(c.journey, journey)))
      : [...this.chosen, { purpose: this.purpose, origin, destination, journey }];
    const voyageId = this.voyageId();
    if (voyageId === undefined) {
      this.chosen = next;
      this.chooseProblem = 'Save the voyage to keep the chosen journeys for its report.';
      return;
    }
    try {
      this.chosen = (await this.api.choose({ voyageId, journeys: next })).journeys;
    } catch (error) {
      this.chooseProblem = errorInWords(error);
    }
  }
}

function sameJourney(a: Journey, b: Journey): boolean {
  return (
    a.departureUtc === b.departureUtc &&
    a.arrivalUtc === b.arrivalUtc &&
    a.legs.length === b.legs.length &&
    a.legs.every((leg, i) => leg.line === b.legs[i]?.line && leg.aimedDepartureUtc === b.legs[i]?.aimedDepartureUtc)
  );
}

// The port-call panel's state: the Dutch port or waypoint it is open for (a port's waypoint at
// its approach at sea stands for the port itself), the road traffic near it
// (traffic.snapshot, refreshed while open and never faster than the service updates), the
// conditions there (weather.conditions, the same 1-credit request the Conditions panel makes),
// and the note that the panel was used for the voyage's arrival port (portcall.record).
import { formatPosition, parsePosition } from '../../../shared/domain/coordinates';
import { defined } from '../../../shared/domain/defined';
import type { Conditions, IpcInput, IpcOutput, TrafficSnapshot } from '../../../shared/ipc';
import { TRAFFIC_FRESH_S, TRAFFIC_RADIUS_KM } from '../../../shared/ipc';
import type { Schedule } from '../../../shared/schedule/schedule';
import { describeFailure, type Failure } from '../components/error-words';
import { isApproachOf } from '../../../shared/land/approach-of';
import { stopFor, type PortCallStop } from './port-call-times';

/** The parts of the backend this state needs, replaceable in tests. */
export interface PortCallApi {
  readonly traffic: { snapshot(input: IpcInput<'traffic.snapshot'>): Promise<IpcOutput<'traffic.snapshot'>> };
  readonly weather: { conditions(input: IpcInput<'weather.conditions'>): Promise<IpcOutput<'weather.conditions'>> };
  readonly portcall: { record(input: IpcInput<'portcall.record'>): Promise<IpcOutput<'portcall.record'>> };
  /** To find the port a waypoint stands for (a port added to a plan sits at its approach at sea). */
  readonly ports?: { search(input: IpcInput<'ports.search'>): Promise<IpcOutput<'ports.search'>> };
  /** To find the place a road leads to by name (the traffic along it). */
  readonly places?: { search(input: IpcInput<'places.search'>): Promise<IpcOutput<'places.search'>> };
}

/** The place the road from the port leads to (a terminal, an airport), for the traffic along it. */
export interface RoadEnd {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
}

/** Where the panel is opened: a port, a waypoint (its index in the route) or a searched place. */
export interface PortCallPlace {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  readonly waypointIndex?: number;
}

/** The voyage open in the editor, as the panel sees it. */
export interface PortCallVoyage {
  /** The saved voyage's id; null before it is first saved. */
  readonly voyageId: string | null;
  readonly schedule: Schedule | null;
}

export type Loaded<T> =
  | { readonly status: 'loading'; readonly previous: T | null }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly failure: Failure; readonly previous: T | null };

/** The panel refreshes the traffic this often while open: the freshness, not faster. */
export const TRAFFIC_REFRESH_MS = TRAFFIC_FRESH_S * 1000;

export interface PortCallStateOptions {
  readonly api: PortCallApi;
  /** Runs `tick` every `ms` until the returned stop is called (setInterval by default). */
  readonly every?: (ms: number, tick: () => void) => () => void;
  /** Unix seconds UTC (the port-call record's time). */
  readonly nowUtc?: () => number;
}

const defaultEvery = (ms: number, tick: () => void): (() => void) => {
  const id = setInterval(tick, ms);
  return () => clearInterval(id);
};

/** What the last traffic or conditions answer leaves on screen while the next is fetched. */
function previousOf<T>(loaded: Loaded<T> | null): T | null {
  if (loaded === null) return null;
  return loaded.status === 'ready' ? loaded.value : loaded.previous;
}

export class PortCallState {
  /**
   * The place the panel is open for, set once per open: a port's own position even when opened
   * from its waypoint at sea (the traffic, conditions and crew journeys are the port's); null
   * when closed.
   */
  place = $state.raw<PortCallPlace | null>(null);
  /** The voyage's stop at the place (ETA, ETD), fixed when opened; null when not on the route. */
  stop = $state.raw<PortCallStop | null>(null);
  radiusKm = $state<number>(TRAFFIC_RADIUS_KM.default);
  /** Where the road from the port leads, for the traffic along it too; null: around the port only. */
  towards = $state.raw<RoadEnd | null>(null);
  /** Why the road's end could not be found, in words; null when it was (or none was asked). */
  towardsProblem = $state<string | null>(null);
  traffic = $state.raw<Loaded<TrafficSnapshot> | null>(null);
  conditions = $state.raw<Loaded<Conditions> | null>(null);
  /** Whether the panel was recorded as used for the voyage's arrival port (the report's section). */
  recorded = $state(false);

  /** The shown events that have a geometry, for the chart. */
  readonly drawn = $derived.by(() => {
    const snapshot = previousOf(this.traffic);
    return this.place === null || snapshot === null ? [] : snapshot.events.filter((e) => e.geometry !== null);
  });

  private readonly api: PortCallApi;
  private readonly every: NonNullable<PortCallStateOptions['every']>;
  private readonly nowUtc: () => number;
  private voyage: () => PortCallVoyage = () => ({ voyageId: null, schedule: null });
  private stopRefresh: (() => void) | null = null;
  private trafficRequest = 0;
  private conditionsRequest = 0;
  private openRequest = 0;

  constructor(options: PortCallStateOptions) {
    this.api = options.api;
    this.every = options.every ?? defaultEvery;
    this.nowUtc = options.nowUtc ?? (() => Math.floor(Date.now() / 1000));
  }

  /** Where the voyage open in the editor is read from; set once by the panel. */
  useVoyage(voyage: () => PortCallVoyage): void {
    this.voyage = voyage;
  }

  /** `open` as a callback prop. */
  readonly show = (place: PortCallPlace): void => void this.open(place);

  /**
   * Opens the panel at a place: its stop on the voyage, the traffic around it and the conditions
   * there. A waypoint that stands for a port is first resolved to the port, so the panel opens
   * once, at the port, and `place` is never rewritten while it is shown.
   */
  async open(asked: PortCallPlace): Promise<void> {
    const opening = ++this.openRequest;
    const place = await this.portPlace(asked);
    // Closed, or opened elsewhere, while the port was looked up.
    if (opening !== this.openRequest) return;
    this.stopRefresh?.();
    const voyage = this.voyage();
    this.place = place;
    this.stop = stopFor(voyage.schedule, place, place.waypointIndex);
    this.recorded = false;
    this.traffic = null;
    this.stopRefresh = this.every(TRAFFIC_REFRESH_MS, () => void this.loadTraffic());
    await Promise.all([this.loadTraffic(), this.loadConditions(), this.recordArrival(voyage.voyageId)]);
  }

  /**
   * The port a waypoint stands for, at the port's own position (its waypoint index kept): a port
   * added to a plan sits at its approach at sea under the port's name (shared/land/approach.ts),
   * 24 NM off Rotterdam, where there is no road traffic. Any other place as asked, and so is a
   * waypoint when the port list cannot be read.
   */
  private async portPlace(asked: PortCallPlace): Promise<PortCallPlace> {
    if (asked.waypointIndex === undefined || this.api.ports === undefined) return asked;
    const waypoint = { name: asked.name, position: { lat: asked.lat, lon: asked.lon } };
    try {
      const { ports } = await this.api.ports.search({ query: asked.name.trim(), limit: 200 });
      const port = ports
        .map((p) => ({ name: p.name, position: { lat: p.latitude, lon: p.longitude } }))
        .find((p) => isApproachOf(p, waypoint));
      return port === undefined ? asked : { ...asked, lat: port.position.lat, lon: port.position.lon };
    } catch {
      // Not worth a message: the panel is then at the waypoint, as it is named and placed.
      return asked;
    }
  }

  /** A new radius, km (clamped to 1..500): the traffic near the place again (from the store within the freshness). */
  setRadius(km: number): Promise<void> {
    if (!Number.isFinite(km)) return Promise.resolve();
    this.radiusKm = Math.min(Math.max(Math.round(km), TRAFFIC_RADIUS_KM.min), TRAFFIC_RADIUS_KM.max);
    return this.loadTraffic();
  }

  /**
   * The road from the port to a place (a name, or a position as lat,lon), for the traffic along
   * it as well as around the port; empty text: around the port only.
   */
  async setTowards(query: string): Promise<void> {
    const text = query.trim();
    this.towardsProblem = null;
    if (text === '') {
      this.towards = null;
      return this.loadTraffic();
    }
    const found = await this.findRoadEnd(text);
    if (found === null) {
      this.towardsProblem = `No place named “${text}” was found; give its position as lat,lon (e.g. 52.31,4.76).`;
      return;
    }
    this.towards = found;
    return this.loadTraffic();
  }

  private async findRoadEnd(text: string): Promise<RoadEnd | null> {
    try {
      const p = parsePosition(text);
      return { name: formatPosition(p), lat: p.lat, lon: p.lon };
    } catch {
      // Not a position: a name.
    }
    if (this.api.places === undefined) return null;
    try {
      const { places } = await this.api.places.search({ query: text });
      const first = places[0];
      return first === undefined ? null : { name: first.name, lat: first.latitude, lon: first.longitude };
    } catch {
      return null;
    }
  }

  /** Asks again for the traffic (the refresh, a retry). */
  refresh(): Promise<void> {
    return this.loadTraffic();
  }

  close(): void {
    this.openRequest++;
    this.stopRefresh?.();
    this.stopRefresh = null;
    this.trafficRequest++;
    this.conditionsRequest++;
    this.place = null;
    this.stop = null;
    this.towards = null;
    this.towardsProblem = null;
    this.traffic = null;
    this.conditions = null;
    this.recorded = false;
  }

  private async loadTraffic(): Promise<void> {
    const place = this.place;
    if (place === null) return;
    const id = ++this.trafficRequest;
    this.traffic = { status: 'loading', previous: previousOf(this.traffic) };
    try {
      const snapshot = await this.api.traffic.snapshot({
        near: { lat: place.lat, lon: place.lon },
        radiusKm: this.radiusKm,
        ...defined({ towards: this.towards === null ? undefined : { lat: this.towards.lat, lon: this.towards.lon } }),
      });
      if (id === this.trafficRequest) this.traffic = { status: 'ready', value: snapshot };
    } catch (error) {
      if (id === this.trafficRequest)
        this.traffic = { status: 'failed', failure: describeFailure(error), previous: previousOf(this.traffic) };
    }
  }

  private async loadConditions(): Promise<void> {
    const place = this.place;
    if (place === null) return;
    const id = ++this.conditionsRequest;
    this.conditions = { status: 'loading', previous: null };
    const voyageId = this.voyage().voyageId;
    try {
      const conditions = await this.api.weather.conditions({
        lat: place.lat,
        lon: place.lon,
        name: place.name,
        ...(voyageId === null ? {} : { voyageId }),
      });
      if (id === this.conditionsRequest) this.conditions = { status: 'ready', value: conditions };
    } catch (error) {
      if (id === this.conditionsRequest)
        this.conditions = { status: 'failed', failure: describeFailure(error), previous: null };
    }
  }

  /** Notes the call when the panel is open for the saved voyage's arrival; a failure leaves it unrecorded. */
  private async recordArrival(voyageId: string | null): Promise<void> {
    const place = this.place;
    if (place === null || voyageId === null || this.stop?.arrival !== true) return;
    try {
      await this.api.portcall.record({
        voyageId,
        port: { name: place.name, lat: place.lat, lon: place.lon },
        usedAtUtc: this.nowUtc(),
      });
      if (this.place === place) this.recorded = true;
    } catch {
      // Not worth a message: the panel works the same; only the report lacks its section.
    }
  }
}

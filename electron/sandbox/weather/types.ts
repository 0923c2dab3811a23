// The synthetic atmosphere and ocean of the sandbox as the endpoint handlers see it. One
// implementation (world.ts); the forecast, climate, radar and map-layer handlers and the
// timeseries, ensemble and shipping handlers all read the same fields, so every answer about
// one place and time agrees with every other.

/** An element's physical family, which fixes its base unit and the units it converts to (spec §2.2). */
export type UnitFamily =
  | 'temperature' // base °C
  | 'speed' // base m/s
  | 'pressure' // base hPa
  | 'percent' // base %
  | 'precipitation' // base mm (accumulated)
  | 'precipitationRate' // base mm/hr
  | 'snowRate' // base cm/hr
  | 'snowAccumulation' // base cm
  | 'length' // base m
  | 'energy' // base J/kg
  | 'radiation' // base W/m²
  | 'reflectivity' // base dBZ
  | 'angle' // base °
  | 'unitless'; // base -

export interface ElementInfo {
  /** Element id as in spec §2.2, e.g. windspeed, waveheight_significant. */
  readonly id: string;
  readonly name: string;
  readonly family: UnitFamily;
  /** Allowed levels; empty when the element has no level. */
  readonly levels: readonly string[];
  /** Allowed units; the first is the default. Empty for unitless elements. */
  readonly units: readonly string[];
  /** A sea-state element: no value over land. */
  readonly marine: boolean;
}

export interface ModelInfo {
  readonly id: string;
  readonly name: string;
  /** 'Deterministic', 'Ensemble' or 'AI' (spec §2.2 `type`). */
  readonly type: string;
  readonly region: string;
  readonly category: string;
  readonly institute: string;
  readonly resolution: string;
  /** Members: 0 for a deterministic model, 51 for an ensemble (member0..member50). */
  readonly members: number;
  /** Hours between forecast steps (1 deterministic, 3 ensemble). */
  readonly stepH: number;
  /** Last forecast offset, hours (240). */
  readonly horizonH: number;
  /** Hours after its nominal time a run becomes available. */
  readonly delayH: number;
  readonly elements: readonly string[];
  /**
   * A deterministic model other than ECMWF's errs in its own way: it sees the world as this
   * pseudo-member does (systems displaced and deepened or filled by a member's error, growing
   * with lead time), so two models compared at a point disagree as real ones do. Undefined for
   * the ECMWF models, whose deterministic view is the world's control.
   */
  readonly errorMember?: number;
}

/** One point of a field: where, when, which run, and which member (undefined: deterministic/control). */
export interface SampleQuery {
  readonly element: string;
  /** A level from the element's `levels`, or null when it has none. */
  readonly level: string | null;
  readonly lat: number;
  readonly lon: number;
  /** Valid time, Unix seconds UTC. */
  readonly timeUtc: number;
  /** Model run (initialisation) time, Unix seconds UTC. */
  readonly runUtc: number;
  readonly member?: number | undefined;
}

export interface WeatherWorld {
  readonly models: readonly ModelInfo[];
  readonly elements: ReadonlyMap<string, ElementInfo>;
  /** The model, or a SandboxBadRequest naming `parameter` when it does not exist. */
  model(id: string, parameter?: string): ModelInfo;
  /** The newest run of `model` available at `nowUtc`. */
  latestRun(model: ModelInfo, nowUtc: number): number;
  /** 'latest' or an explicit run; a run that is not on the 6-hour grid or not yet available is a SandboxBadRequest('runtime'). */
  resolveRun(model: ModelInfo, runtime: 'latest' | number, nowUtc: number): number;
  /** Value in the element's base unit; null where it has none (a marine element over land). */
  sample(q: SampleQuery): number | null;
  /** Natural Earth land (world-atlas), for marine elements and plausibility. */
  isLand(lat: number, lon: number): boolean;
  /** Base unit -> `unit`; a unit outside the element's list is a SandboxBadRequest('units'). */
  convert(value: number, element: ElementInfo, unit: string): number;
}

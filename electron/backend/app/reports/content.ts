// The voyage report as data, in the order of IMO passage planning (appraisal, planning,
// execution, monitoring): everything the HTML, PDF and CSV print, computed once from the saved
// voyage, its forecast snapshot, the stored storms and the land, by shared/ computations only.
// No text layout here: the renderers decide how each figure reads.
import { QUANTITIES } from '../../../../shared/domain/quantities';
import type { Storm } from '../../../../shared/api/resources/storms';
import { mToNm } from '../../../../shared/domain/units';
import { type VesselLimits, type Voyage } from '../../../../shared/domain/voyage';
import { limitsOfVoyage } from '../../../../shared/domain/vessel-limits-schema';
import { forecastAlongVoyage, type ForecastAlongVoyage } from '../../../../shared/forecast/along-voyage';
import type { EnsembleStats } from '../../../../shared/forecast/ensemble-stats';
import type { RiskLevel, StepExceedance } from '../../../../shared/forecast/exceedance';
import type { Quantity } from '../../../../shared/forecast/quantities';
import { stormProximities, type StormProximity } from '../../../../shared/forecast/storm-proximity';
import { voyageExceedance, type VoyageExceedance } from '../../../../shared/forecast/voyage-exceedance';
import type { WindCell } from '../../../../shared/forecast/wind-display';
import type { ChosenJourney, DepartureSweep, ModelRun, Snapshot } from '../../../../shared/ipc';
import type { LandData } from '../../../../shared/land';
import { checkRouteLand } from '../../../../shared/formats';
import { scheduleInputOf, scheduleVoyage, type Schedule } from '../../../../shared/schedule';
import { waypointName } from '../../../../shared/domain/waypoint-name';
import type { ReportClimate } from './climate';
import type { ReportPortCall } from './port-call';
import { forecastCoverageWarning, trackDeviationWarning } from './forecast-warnings';
import { judgeForecastSea, type ForecastSea } from '../../../../shared/forecast/forecast-sea';

export interface StoredStorms {
  readonly storms: readonly Storm[];
  /** When the list was fetched, Unix seconds UTC: the start of the cones' forecast period. */
  readonly fetchedAtUtc: number;
  readonly source: 'live' | 'demo';
}

/** What a report is made from; gather.ts reads it from the store. */
export interface ReportSources {
  readonly voyageId: string;
  readonly revision: number;
  readonly savedAtUtc: number;
  /** The latest revision saved; above `revision` when the voyage changed after this one. */
  readonly latestRevision: number;
  readonly voyage: Voyage;
  /** The forecast reported; null for a schedule-only report. */
  readonly snapshot: Snapshot | null;
  /** The stored storm list of the same source (live or demo), or null when none is stored. */
  readonly storms: StoredStorms | null;
  /** The stored climate outlook when the voyage lies beyond the forecast range; null or absent within it. */
  readonly climate?: ReportClimate | null;
  /** The crew journeys chosen for the voyage's port call (transit.choose); absent or [] for none. */
  readonly crewJourneys?: readonly ChosenJourney[];
  /** The port call recorded for the arrival port (the port-call panel was used); null or absent otherwise. */
  readonly portCall?: ReportPortCall | null;
  /** The latest departure sweep made for this revision; null or absent without one. */
  readonly departures?: DepartureSweep | null;
  /** Natural Earth land for the land-crossing check; null when it could not be read. */
  readonly land: LandData | null;
  readonly importWarnings: readonly string[];
  readonly generatedAtUtc: number;
  readonly preparedBy: string | null;
}

export interface ReportVessel {
  readonly name: string | null;
  readonly imo: string | null;
  readonly mmsi: string | null;
  readonly limits: VesselLimits;
  /** No vessel on the voyage: Passage's default limits stand in. */
  readonly defaultLimits: boolean;
}

export interface ReportForecastSource {
  readonly snapshotId: string;
  readonly voyageRevision: number;
  readonly createdAtUtc: number;
  readonly fetchedAtUtc: number;
  readonly models: readonly ModelRun[];
  readonly creditsSpent: number;
  readonly memberCount: number;
  readonly stepCount: number;
  readonly stale: boolean;
  readonly demo: boolean;
}

export interface ReportDataSource {
  /** Any data in the report is the sandbox's synthetic data: every page says so. */
  readonly demo: boolean;
  /** The forecast was served from the store after the service failed. */
  readonly stale: boolean;
  readonly forecast: ReportForecastSource | null;
  readonly storms: { readonly fetchedAtUtc: number; readonly count: number; readonly demo: boolean } | null;
}

/** A deterministic element the table shows beside wind, gust and Hs. */
export interface ExtraElement {
  readonly key: 'pressure' | 'wavePeriod' | 'waveDirection' | 'temperature';
  readonly label: string;
  /** As the service gives it (hPa, s, °, °C). */
  readonly unit: string;
  readonly values: readonly (number | null)[];
}

export interface QuantityCell {
  /** Deterministic value, kn or m. */
  readonly value: number | null;
  readonly stats: EnsembleStats | null;
  readonly exceedance: StepExceedance | null;
}

export interface WeatherRow {
  readonly step: number;
  readonly timeUtc: number;
  readonly lat: number;
  readonly lon: number;
  readonly distanceNm: number;
  readonly kind: 'waypoint' | 'timestep';
  /** Index of the waypoint on waypoint steps, else null. */
  readonly waypointIndex: number | null;
  /** The waypoint's name on waypoint steps. */
  readonly waypointName: string | null;
  readonly wind: WindCell | null;
  readonly quantities: Partial<Record<Quantity, QuantityCell>>;
  readonly risk: RiskLevel;
}

export interface WeatherSection {
  readonly along: ForecastAlongVoyage;
  readonly rows: readonly WeatherRow[];
  /** One per limit the snapshot has a quantity for (wind, gust, Hs). */
  readonly limits: readonly VoyageExceedance[];
  readonly extras: readonly ExtraElement[];
}

export interface StormRow {
  readonly storm: Storm;
  readonly proximity: StormProximity;
}

export type WarningKind = 'land' | 'import' | 'revision' | 'forecast' | 'storms';

export interface ReportWarning {
  readonly kind: WarningKind;
  readonly text: string;
}

export interface Report {
  readonly sources: ReportSources;
  readonly title: string;
  readonly from: string;
  readonly to: string;
  readonly schedule: Schedule;
  readonly vessel: ReportVessel;
  readonly data: ReportDataSource;
  readonly weather: WeatherSection | null;
  /** Null when no storm list is stored; else every storm of the list, nearest threat first. */
  readonly storms: readonly StormRow[] | null;
  /** Null when the voyage lies within the forecast range. */
  readonly climate: ReportClimate | null;
  readonly portCall: ReportPortCall | null;
  readonly departures: DepartureSweep | null;
  /** The forecast's sea judged by MSC.1/Circ.1228 for the vessel's hull; null without a forecast. */
  readonly seakeeping: ForecastSea | null;
  readonly warnings: readonly ReportWarning[];
}

/** The voyage's schedule exactly as the forecast run plans it (stays by waypoint index). */
export function voyageSchedule(voyage: Voyage): Schedule {
  return scheduleVoyage(scheduleInputOf(voyage, { stepH: 1 }));
}

const EXTRA_ELEMENTS: readonly { key: ExtraElement['key']; label: string; names: readonly string[] }[] = [
  { key: 'pressure', label: 'MSLP', names: ['meanSeaLevelPressure', 'pressure_meansealevel'] },
  { key: 'waveDirection', label: 'Wave dir', names: ['waveDirectionMean', 'wavedirection_mean'] },
  { key: 'wavePeriod', label: 'Wave period', names: ['wavePeriodMean', 'waveperiod_mean'] },
  { key: 'temperature', label: 'Air temp', names: ['temperature2m', 'temperature'] },
];

function extraElements(snapshot: Snapshot): ExtraElement[] {
  return EXTRA_ELEMENTS.flatMap(({ key, label, names }) => {
    const series = snapshot.series.find((s) => names.includes(s.element) && s.deterministic.some((v) => v !== null));
    return series === undefined ? [] : [{ key, label, unit: series.unit, values: series.deterministic }];
  });
}

function weatherSection(snapshot: Snapshot, voyage: Voyage, limits: VesselLimits): WeatherSection {
  const along = forecastAlongVoyage(snapshot, limits);
  const exceedanceOf = new Map(along.exceedances.map((e) => [e.quantity, e]));
  const rows = snapshot.steps.map((step, i): WeatherRow => {
    const quantities: Partial<Record<Quantity, QuantityCell>> = {};
    for (const [quantity, q] of Object.entries(along.quantities) as [
      Quantity,
      NonNullable<ForecastAlongVoyage['quantities'][Quantity]>,
    ][]) {
      quantities[quantity] = {
        value: q.series.deterministic[i] ?? null,
        stats: q.stats[i] ?? null,
        exceedance: exceedanceOf.get(quantity)?.steps[i] ?? null,
      };
    }
    const waypoint = step.waypointIndex === null ? undefined : voyage.route.waypoints[step.waypointIndex];
    return {
      step: i,
      timeUtc: step.timeUtc,
      lat: step.lat,
      lon: step.lon,
      distanceNm: mToNm(step.distanceM),
      kind: step.kind,
      waypointIndex: step.waypointIndex,
      waypointName: waypoint === undefined ? null : waypointName(waypoint.name, step.waypointIndex ?? 0),
      wind: along.wind[i] ?? null,
      quantities,
      risk: along.stepRisks[i] ?? 'unknown',
    };
  });
  return { along, rows, limits: along.exceedances.map(voyageExceedance), extras: extraElements(snapshot) };
}

const STORM_ORDER = (a: StormRow, b: StormRow): number => {
  const rank = (r: StormRow): number =>
    r.proximity.breaches ? 0 : r.proximity.entersCone ? 1 : r.proximity.cpa === null ? 3 : 2;
  return (
    rank(a) - rank(b) ||
    (a.proximity.cpa?.distanceNm ?? Infinity) - (b.proximity.cpa?.distanceNm ?? Infinity) ||
    a.storm.name.localeCompare(b.storm.name)
  );
};

function warningsOf(
  sources: ReportSources,
  schedule: Schedule,
  weather: WeatherSection | null,
  storms: StoredStorms | null,
): ReportWarning[] {
  const warnings: ReportWarning[] = [];
  if (sources.latestRevision > sources.revision) {
    warnings.push({
      kind: 'revision',
      text: `This report shows revision ${sources.revision} of the voyage; revision ${sources.latestRevision} has been saved since and is not in this report.`,
    });
  }
  if (sources.land === null) {
    warnings.push({
      kind: 'land',
      text: 'Land crossings were not checked: the Natural Earth land data could not be read.',
    });
  } else {
    // The import's own land check (river ports and canal transits are not warned about), so the
    // report and the import say the same.
    for (const note of checkRouteLand(sources.land, sources.voyage.route, '').notes)
      warnings.push({ kind: 'land', text: note.message });
  }
  for (const text of sources.importWarnings) warnings.push({ kind: 'import', text });
  if (weather !== null) {
    const coverage = forecastCoverageWarning(weather.rows, schedule);
    if (coverage !== null) warnings.push(coverage);
    const deviation =
      sources.snapshot === null ? null : trackDeviationWarning(sources.snapshot, schedule, sources.voyage);
    if (deviation !== null) warnings.push(deviation);
    for (const q of Object.values(weather.along.quantities)) {
      for (const error of q.series.errors)
        warnings.push({
          kind: 'forecast',
          text: `The service could not compute ${QUANTITIES[q.series.quantity].label}: ${error}`,
        });
    }
  }
  if (sources.snapshot !== null && sources.snapshot.summary.provenance.stale) {
    warnings.push({
      kind: 'forecast',
      text: 'The forecast was served from the store because the service could not be reached: it may be older than the latest model run.',
    });
  }
  if (storms === null)
    warnings.push({
      kind: 'storms',
      text: 'No storm list is stored: tropical storms were not checked against this passage. Run a forecast with storms on.',
    });
  return warnings;
}

export function buildReport(sources: ReportSources): Report {
  const { voyage, snapshot } = sources;
  const schedule = voyageSchedule(voyage);
  const vessel: ReportVessel = {
    name: voyage.vessel?.name ?? null,
    imo: voyage.vessel?.imo ?? null,
    mmsi: voyage.vessel?.mmsi ?? null,
    limits: limitsOfVoyage(voyage),
    defaultLimits: voyage.vessel === undefined,
  };
  const weather = snapshot === null ? null : weatherSection(snapshot, voyage, vessel.limits);
  // Storms are met where the plan puts the ship (hourly), not at the forecast's sampling points,
  // which may lie a little off it (see trackDeviationWarning).
  const storms = sources.storms;
  const stormRows =
    storms === null
      ? null
      : stormProximities(schedule.timesteps, storms.storms, { forecastFromUtc: storms.fetchedAtUtc })
          .map((proximity, i) => ({ storm: storms.storms[i]!, proximity }))
          .sort(STORM_ORDER);
  const summary = snapshot?.summary;
  const forecast: ReportForecastSource | null =
    summary === undefined
      ? null
      : {
          snapshotId: summary.snapshotId,
          voyageRevision: summary.voyageRevision,
          createdAtUtc: summary.createdAtUtc,
          fetchedAtUtc: summary.provenance.fetchedAtUtc,
          models: summary.provenance.models,
          creditsSpent: summary.creditsSpent,
          memberCount: summary.memberCount,
          stepCount: summary.stepCount,
          stale: summary.provenance.stale,
          demo: summary.provenance.source === 'demo',
        };
  const waypoints = voyage.route.waypoints;
  const nameOf = (i: number): string => waypointName(waypoints[i]?.name, i);
  return {
    sources,
    title: voyage.name.trim() || voyage.route.name.trim() || 'Voyage',
    from: nameOf(0),
    to: nameOf(waypoints.length - 1),
    schedule,
    vessel,
    data: {
      demo:
        forecast?.demo === true ||
        storms?.source === 'demo' ||
        sources.climate?.outlook?.provenance.source === 'demo' ||
        sources.portCall?.traffic?.source === 'demo' ||
        sources.departures?.provenance.source === 'demo',
      stale: forecast?.stale === true,
      forecast,
      storms:
        storms === null
          ? null
          : { fetchedAtUtc: storms.fetchedAtUtc, count: storms.storms.length, demo: storms.source === 'demo' },
    },
    weather,
    storms: stormRows,
    climate: sources.climate ?? null,
    portCall: sources.portCall ?? null,
    departures: sources.departures ?? null,
    seakeeping: snapshot === null ? null : judgeForecastSea(snapshot, voyage.vessel, schedule),
    warnings: warningsOf(sources, schedule, weather, storms),
  };
}

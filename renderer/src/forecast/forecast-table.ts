// The weather table along the voyage as text: one row per snapshot step (waypoints marked), one
// column per element the snapshot carries, values in the navigator's units, and cells marked
// where a vessel limit is exceeded (deterministic value above it, or a probable exceedance
// among the members). Built once per snapshot, limits and units, so the table only prints strings.
import type { Snapshot, UnitPreferences } from '../../../shared/ipc';
import type { ForecastAlongVoyage, Quantity, RiskLevel, StepExceedance } from '../../../shared/forecast';
import { compassPoint, percentWords, riskLevel } from '../../../shared/forecast';
import { formatUtcMinute } from '../../../shared/domain/time';
import { formatShipTime } from '../../../shared/domain/nav-text';
import { QUANTITIES, QUANTITY_IDS, type QuantityFamily } from '../../../shared/domain/quantities';
import { fixed, formatPositionAs } from '../lib/units-text';
import { quantityDisplay } from '../lib/quantity-units';
import { swellPeriodMissingText } from './sea-state-chart';
import { SWELL_PERIOD } from '../../../shared/forecast/swell-period';

export type ColumnId =
  | 'wind'
  | 'bft'
  | 'windDir'
  | 'windEns'
  | 'gust'
  | 'gustEns'
  | 'hs'
  | 'hsEns'
  | 'wavePeriod'
  | 'waveDir'
  | 'swellPeriod'
  | 'pressure'
  | 'visibility'
  | 'visibilityEns'
  | 'temperature'
  | 'risk'
  | 'storm';

export interface ForecastColumn {
  readonly id: ColumnId;
  /** Short header, e.g. "Wind". */
  readonly label: string;
  /** Unit line under the header, e.g. "kn"; empty when none. */
  readonly unit: string;
  /** Full meaning, for the header's title and screen readers. */
  readonly description: string;
}

export interface ForecastCell {
  readonly text: string;
  /** Set when the cell is marked (a limit exceeded); the level chooses the colour. */
  readonly risk: RiskLevel | null;
  /** Why it is marked, in words (shown to screen readers and as a tooltip); empty when not. */
  readonly note: string;
}

export interface ForecastRow {
  /** Index into the snapshot's steps. */
  readonly step: number;
  readonly timeUtc: number;
  readonly lat: number;
  readonly lon: number;
  readonly waypointIndex: number | null;
  /** "WP 2 Dover Strait" on a waypoint row, else empty. */
  readonly waypointLabel: string;
  readonly time: string;
  readonly shipTime: string;
  readonly position: string;
  /** Worst risk over all limits at this step. */
  readonly risk: RiskLevel;
  /** One per column, in the columns' order. */
  readonly cells: readonly ForecastCell[];
}

export interface ForecastTableModel {
  readonly columns: readonly ForecastColumn[];
  readonly rows: readonly ForecastRow[];
  /** What the table lacks and why, in words (a column the forecast could not fill). */
  readonly notes: readonly string[];
}

type Values = readonly (number | null)[];
type Series = Snapshot['series'][number];

const EMPTY: ForecastCell = { text: '', risk: null, note: '' };
const plain = (text: string): ForecastCell => ({ text, risk: null, note: '' });

/** The first series of these element ids (and levels) that has a value; null when none. */
function findElement(
  snapshot: Pick<Snapshot, 'series'>,
  names: readonly string[],
  levels: readonly (string | null)[] | 'any' = 'any',
): Series | null {
  const matching = snapshot.series.filter(
    (s) => names.includes(s.element) && (levels === 'any' || levels.includes(s.level)),
  );
  return matching.find((s) => s.deterministic.some((v) => v !== null)) ?? null;
}

/** `WSW 250°`; empty without a direction. */
export function directionText(directionDeg: number | null | undefined): string {
  if (directionDeg === null || directionDeg === undefined) return '';
  const deg = ((Math.round(directionDeg) % 360) + 360) % 360;
  return `${compassPoint(directionDeg)} ${String(deg).padStart(3, '0')}°`;
}

/** "Gusts above 45 kn", "Visibility below 1.0 NM": a limit in the table's words. */
function beyondText(quantity: Quantity, limitText: string): string {
  return `${QUANTITIES[quantity].short} ${QUANTITIES[quantity].sense} ${limitText}`;
}

/** "Hs above 4.0 m in 62% of members (31 of 50)": the share of members, as the ensemble cell's note. */
function probabilityNote(quantity: Quantity, e: StepExceedance, limitText: string): string {
  const percent = percentWords(e.probability ?? 0);
  return `${beyondText(quantity, limitText)} in ${percent} of members (${e.membersAbove} of ${e.membersWithValue})`;
}

interface Builder {
  readonly column: ForecastColumn;
  readonly cell: (step: number) => ForecastCell;
}

/** The columns of the quantities (shared/domain/quantities.ts) of the given families, in the table's order. */
function quantityBuilders(
  along: ForecastAlongVoyage,
  units: UnitPreferences,
  families: readonly QuantityFamily[],
): Builder[] {
  const builders: Builder[] = [];
  for (const quantity of QUANTITY_IDS) {
    const q = along.quantities[quantity];
    if (q === undefined || !families.includes(QUANTITIES[quantity].family)) continue;
    const { unit, format } = quantityDisplay(quantity, units);
    const exceedance = along.exceedances.find((e) => e.quantity === quantity);
    const limitText = exceedance === undefined ? '' : `${format(exceedance.limit)} ${unit}`;
    const label = QUANTITIES[quantity].row;
    const det: Values = q.series.deterministic;
    if (det.some((v) => v !== null)) {
      builders.push({
        column: {
          id: quantity,
          label,
          unit,
          description: `${quantity === 'hs' ? 'Significant wave height' : label}, deterministic forecast (${q.series.models[0] ?? 'model'})${q.series.members.length === 0 && QUANTITIES[quantity].limit.optional ? ', no ensemble' : ''}`,
        },
        cell: (i) => {
          const v = det[i] ?? null;
          if (v === null) return EMPTY;
          const above = exceedance?.steps[i]?.deterministicAbove === true;
          return {
            text: format(v),
            risk: above ? 'high' : null,
            note: above ? `${label} ${QUANTITIES[quantity].sense} the ${limitText} limit` : '',
          };
        },
      });
      if (quantity === 'wind') {
        builders.push({
          column: { id: 'bft', label: 'Bft', unit: '', description: 'Beaufort force of the deterministic wind' },
          cell: (i) => plain(String(along.wind[i]?.beaufort ?? '')),
        });
        if (along.wind.some((w) => w?.directionDeg !== null && w?.directionDeg !== undefined)) {
          builders.push({
            column: {
              id: 'windDir',
              label: 'Wind from',
              unit: '°T',
              description: 'Direction the wind blows from, compass point and degrees true',
            },
            cell: (i) => plain(directionText(along.wind[i]?.directionDeg)),
          });
        }
      }
    }
    if (q.series.members.length > 0) {
      // The median and the percentile on the side of the risk: P90 of a wind, P10 of a visibility.
      const low = QUANTITIES[quantity].sense === 'below';
      builders.push({
        column: {
          id: `${quantity}Ens` as ColumnId,
          label: `${label} ENS`,
          unit: `P50/${low ? 'P10' : 'P90'} ${unit}`,
          description: `${label}: ensemble median and ${low ? '10th' : '90th'} percentile of ${q.series.members.length} members`,
        },
        cell: (i) => {
          const stats = q.stats[i] ?? null;
          if (stats === null) return EMPTY;
          const text = `${format(stats.median)}/${format(low ? stats.p10 : stats.p90)}`;
          const e = exceedance?.steps[i];
          const marked = e !== undefined && e.probability !== null && (e.risk === 'moderate' || e.risk === 'high');
          return marked
            ? {
                text: `${text} ${percentWords(e.probability!)}`,
                risk: e.risk,
                note: probabilityNote(quantity, e, limitText),
              }
            : plain(text);
        },
      });
    }
  }
  return builders;
}

/** The other elements' columns; the quantities of the atmosphere (visibility) after the pressure. */
function elementBuilders(
  snapshot: Pick<Snapshot, 'series'>,
  along: ForecastAlongVoyage,
  units: UnitPreferences,
): Builder[] {
  const builders: Builder[] = [];
  const add = (series: Series | null, column: ForecastColumn, format: (v: number) => string): void => {
    if (series === null) return;
    builders.push({
      column,
      cell: (i) =>
        plain(
          series.deterministic[i] === null || series.deterministic[i] === undefined
            ? ''
            : format(series.deterministic[i]!),
        ),
    });
  };
  const period = findElement(snapshot, ['waveperiod_mean']);
  add(
    period,
    { id: 'wavePeriod', label: 'Wave period', unit: period?.unit ?? 's', description: 'Mean wave period' },
    (v) => fixed(v, 0),
  );
  add(
    findElement(snapshot, ['wavedirection_mean']),
    { id: 'waveDir', label: 'Waves from', unit: '°T', description: 'Mean direction the waves come from' },
    directionText,
  );
  const swell = findElement(snapshot, [SWELL_PERIOD.element]);
  add(
    swell,
    {
      id: 'swellPeriod',
      label: '2nd swell period',
      unit: swell?.unit ?? 's',
      description: 'Secondary swell period: the period of the second swell, not its height',
    },
    (v) => fixed(v, 0),
  );
  const pressure = findElement(snapshot, ['pressure_meansealevel']);
  add(
    pressure,
    { id: 'pressure', label: 'Pressure', unit: pressure?.unit ?? 'hPa', description: 'Mean sea level pressure' },
    (v) => fixed(v, 0),
  );
  builders.push(...quantityBuilders(along, units, ['distance']));
  const temperature = findElement(snapshot, ['temperature'], ['2m']);
  add(
    temperature,
    { id: 'temperature', label: 'Air', unit: temperature?.unit ?? '°C', description: 'Air temperature at 2 m' },
    (v) => fixed(v, 0),
  );
  return builders;
}

/**
 * Why a step has its risk: the share of members; or, between ensemble steps (shared/forecast
 * gives such a step the risk of the ensemble steps around it), that; or the deterministic value.
 */
function riskReason(s: StepExceedance, quantity: Quantity): string {
  const deterministic = s.deterministicAbove === true ? `deterministic ${QUANTITIES[quantity].sense}` : '';
  if (s.probability !== null)
    return `${percentWords(s.probability)} of members${deterministic === '' ? '' : `, ${deterministic}`}`;
  const fromNeighbours = s.risk !== riskLevel(null, s.deterministicAbove);
  const around = fromNeighbours ? `${RISK_WORDS[s.risk].toLowerCase()} risk at the ensemble steps around it` : '';
  return [around, deterministic].filter((part) => part !== '').join(', ');
}

const RISK_WORDS: Record<RiskLevel, string> = {
  high: 'High',
  moderate: 'Moderate',
  low: 'Low',
  none: 'None',
  unknown: '',
};

function riskBuilder(along: ForecastAlongVoyage, units: UnitPreferences): Builder {
  return {
    column: {
      id: 'risk',
      label: 'Limits',
      unit: '',
      description: 'Worst risk of exceeding a vessel limit at this step',
    },
    cell: (i) => {
      const risk = along.stepRisks[i] ?? 'unknown';
      const reasons = along.exceedances.flatMap((e) => {
        const s = e.steps[i];
        if (s === undefined || s.risk === 'none' || s.risk === 'unknown') return [];
        const { format, unit } = quantityDisplay(e.quantity, units);
        return [`${beyondText(e.quantity, `${format(e.limit)} ${unit}`)}: ${riskReason(s, e.quantity)}`];
      });
      const marked = risk === 'moderate' || risk === 'high';
      return { text: RISK_WORDS[risk], risk: marked ? risk : null, note: reasons.join('; ') };
    },
  };
}

/**
 * The storms warning at each step (forecast-storms.ts stormsByStep): marked as high as a limit
 * is, since a storm's warning distance is the navigator's own limit for it.
 */
function stormBuilder(stormsByStep: readonly (readonly string[])[]): Builder {
  return {
    column: {
      id: 'storm',
      label: 'Storm',
      unit: '',
      description: 'Storm warning: within the warning distance of a tropical storm, or inside its forecast cone',
    },
    cell: (i) => {
      const names = stormsByStep[i] ?? [];
      if (names.length === 0) return EMPTY;
      return {
        text: names.join(', '),
        risk: 'high',
        note: `Storm warning: within the warning distance or forecast cone of ${names.join(' and ')}`,
      };
    },
  };
}

/**
 * The whole table. `waypointNames[i]` names waypoint i on its rows; `stormsByStep[i]` the storms
 * warning at step i (a Storm column when any does). Throws InputError when a
 * series' unit cannot be read (as shared/forecast does), which the panel shows in words.
 */
export function buildForecastTable(
  snapshot: Pick<Snapshot, 'steps' | 'series'>,
  along: ForecastAlongVoyage,
  units: UnitPreferences,
  waypointNames: readonly string[] = [],
  stormsByStep: readonly (readonly string[])[] = [],
): ForecastTableModel {
  const builders = [
    ...quantityBuilders(along, units, ['speed', 'waveHeight']),
    ...elementBuilders(snapshot, along, units),
  ];
  if (along.exceedances.length > 0) builders.push(riskBuilder(along, units));
  if (stormsByStep.some((names) => names.length > 0)) builders.push(stormBuilder(stormsByStep));
  const rows = snapshot.steps.map((s, i): ForecastRow => {
    const wp = s.waypointIndex;
    const name = wp === null ? '' : (waypointNames[wp] ?? '');
    return {
      step: i,
      timeUtc: s.timeUtc,
      lat: s.lat,
      lon: s.lon,
      waypointIndex: wp,
      waypointLabel: wp === null ? '' : `WP ${wp + 1}${name === '' ? '' : ` ${name}`}`,
      time: formatUtcMinute(s.timeUtc),
      shipTime: formatShipTime(s.timeUtc, s.lon),
      position: formatPositionAs({ lat: s.lat, lon: s.lon }, units.coordinates),
      risk: along.stepRisks[i] ?? 'unknown',
      cells: builders.map((b) => b.cell(i)),
    };
  });
  const swellMissing = swellPeriodMissingText(snapshot);
  return { columns: builders.map((b) => b.column), rows, notes: swellMissing === null ? [] : [swellMissing] };
}

/** Rows every `everyH` hours (on the hour in UTC), plus every waypoint row and step `keep`; 1 keeps all. */
export function rowsEvery(rows: readonly ForecastRow[], everyH: number, keep: number | null = null): ForecastRow[] {
  if (everyH <= 1) return [...rows];
  const period = everyH * 3600;
  return rows.filter((r) => r.waypointIndex !== null || r.step === keep || r.timeUtc % period === 0);
}

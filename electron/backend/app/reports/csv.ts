// The report's two tables as CSV (RFC 4180: comma, CRLF, quotes doubled), one table per file
// with one header row, units in the column names, times ISO 8601 UTC and plain decimal numbers,
// so a spreadsheet or a script reads them without help. A UTF-8 byte-order mark leads, which
// Excel needs to read ° and names right; every weather row says whether its data is DEMO.
import { QUANTITIES, QUANTITY_IDS, quantitiesIn } from '../../../../shared/domain/quantities';
import { formatPosition } from '../../../../shared/domain/coordinates';
import { formatShipTime } from '../../../../shared/domain/nav-text';
import { formatIsoUtc } from '../../../../shared/domain/time';
import { mToNm } from '../../../../shared/domain/units';
import type { Quantity } from '../../../../shared/forecast/quantities';
import type { ReportTable } from '../../../../shared/ipc';
import { spreadsheetText } from '../../../../shared/formats/spreadsheet-text';
import type { ExtraElement, Report, WeatherSection } from './content';
import type { ReportPortCall } from './port-call';
import type { DepartureSweep } from '../../../../shared/ipc';
import { formatZoneTime } from '../../../../shared/domain/zone-time';
import type { ClimateOutlook } from '../../../../shared/ipc';
import { climateKn } from '../../../../shared/forecast/climate-rows';

type Cell = string | number | null;

/** A text field, never run as a formula by a spreadsheet (shared/formats/spreadsheet-text). */
const text = spreadsheetText;

function fixed(value: number | null | undefined, decimals: number): Cell {
  return value === null || value === undefined || !Number.isFinite(value) ? null : Number(value.toFixed(decimals));
}

function field(cell: Cell): string {
  if (cell === null) return '';
  const s = typeof cell === 'number' ? String(cell) : cell;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function csv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}

/** A unit as it may stand in a column name: `hPa` → `hpa`, `°` → `deg`, `°C` → `c`, `m/s` → `m_per_s`. */
function unitSlug(unit: string): string {
  if (unit === '°' || unit === 'deg' || unit === 'degrees') return 'deg';
  return (
    unit
      .replace(/°/g, '')
      .replace(/\//g, '_per_')
      .replace(/[^A-Za-z0-9_]+/g, '')
      .toLowerCase() || 'value'
  );
}

const EXTRA_SLUG: Record<ExtraElement['key'], string> = {
  pressure: 'mslp',
  waveDirection: 'wave_dir',
  wavePeriod: 'wave_period',
  temperature: 'air_temp',
};

function dataLabel(report: Report): string {
  const parts = [report.data.demo ? 'DEMO (synthetic, not for navigation)' : 'live'];
  if (report.data.stale) parts.push('stale');
  return parts.join(', ');
}

export function weatherCsv(report: Report, weather: WeatherSection): string {
  const quantities = QUANTITY_IDS.filter((q) => weather.along.quantities[q] !== undefined);
  const decimals = (q: Quantity): number => QUANTITIES[q].decimals;
  const header: string[] = [
    'time_utc',
    'step_kind',
    'waypoint_no',
    'waypoint_name',
    'lat_deg',
    'lon_deg',
    'position_dm',
    'distance_nm',
  ];
  for (const q of quantities) {
    const unit = weather.along.quantities[q]?.series.unit ?? '';
    const s = q;
    header.push(`${s}_${unit}`, `${s}_p10_${unit}`, `${s}_median_${unit}`, `${s}_p90_${unit}`);
    if (q === 'wind') header.push('wind_from_deg', 'wind_from', 'beaufort');
  }
  for (const e of weather.extras) header.push(`${EXTRA_SLUG[e.key]}_${unitSlug(e.unit)}`);
  for (const l of weather.limits)
    header.push(`p_${l.quantity}_${QUANTITIES[l.quantity].sense}_${l.limit}${l.unit}_pct`);
  header.push('risk', 'data_source');
  const source = dataLabel(report);
  const rows = weather.rows.map((row) => {
    const cells: Cell[] = [
      formatIsoUtc(row.timeUtc),
      row.kind,
      row.waypointIndex === null ? null : row.waypointIndex + 1,
      row.waypointName === null ? null : text(row.waypointName),
      fixed(row.lat, 5),
      fixed(row.lon, 5),
      formatPosition({ lat: row.lat, lon: row.lon }, { decimals: 2 }),
      fixed(row.distanceNm, 1),
    ];
    for (const q of quantities) {
      const cell = row.quantities[q];
      const d = decimals(q);
      cells.push(
        fixed(cell?.value, d),
        fixed(cell?.stats?.p10, d),
        fixed(cell?.stats?.median, d),
        fixed(cell?.stats?.p90, d),
      );
      if (q === 'wind')
        cells.push(fixed(row.wind?.directionDeg, 0), row.wind?.compass ?? null, row.wind?.beaufort ?? null);
    }
    for (const e of weather.extras) cells.push(fixed(e.values[row.step], 2));
    for (const l of weather.limits) {
      const p = row.quantities[l.quantity]?.exceedance?.probability;
      cells.push(p === null || p === undefined ? null : fixed(p * 100, 1));
    }
    cells.push(row.risk, source);
    return cells;
  });
  return csv(header, rows);
}

/** The climate outlook's samples: ten-year monthly means (not a forecast), one row per position. */
export function climateCsv(outlook: ClimateOutlook): string {
  const p = outlook.provenance;
  const source = `climate 10-year monthly mean, ${p.source === 'demo' ? 'DEMO (synthetic, not for navigation)' : 'live'}${p.stale ? ', stale' : ''}`;
  const header = [
    'where',
    'distance_nm',
    'lat_deg',
    'lon_deg',
    'position_dm',
    'eta_utc',
    'month',
    'mean_wind_kn',
    'mean_gust_kn',
    'data_source',
  ];
  const rows = outlook.samples.map((s): Cell[] => [
    s.kind,
    fixed(s.distanceNm, 1),
    fixed(s.lat, 2),
    fixed(s.lon, 2),
    formatPosition({ lat: s.lat, lon: s.lon }, { decimals: 1 }),
    formatIsoUtc(s.etaUtc),
    s.month,
    fixed(climateKn(s.windSpeedMs), 1),
    fixed(climateKn(s.windGustMs), 1),
    source,
  ]);
  return csv(header, rows);
}

/** The port call at the arrival: one row, the ETA in UTC and local time, the stored road-traffic summary. */
export function portCallCsv(call: ReportPortCall): string {
  const t = call.traffic;
  const source =
    t === null
      ? null
      : `${t.source === 'demo' ? 'DEMO (synthetic, not for navigation)' : 'live'}${t.stale ? ', stale' : ''}`;
  const header = [
    'port',
    'lat_deg',
    'lon_deg',
    'eta_utc',
    'eta_local',
    'zone',
    'panel_used_utc',
    'traffic_jams',
    'traffic_events',
    'traffic_queue_km',
    'traffic_updated',
    'traffic_fetched_utc',
    'data_source',
  ];
  const row: Cell[] = [
    text(call.port.name),
    fixed(call.port.lat, 5),
    fixed(call.port.lon, 5),
    formatIsoUtc(call.etaUtc),
    formatZoneTime(call.etaUtc, call.zone),
    call.zone,
    formatIsoUtc(call.usedAtUtc),
    t?.summary.jams ?? null,
    t?.summary.events ?? null,
    t === null ? null : fixed(t.summary.length / 1000, 1),
    t?.summary.updated ?? null,
    t === null ? null : formatIsoUtc(t.fetchedAtUtc),
    source,
  ];
  return csv(header, [row]);
}

/**
 * Every departure of the sweep in rank order: times, each limit's chance as a fraction (0..1, as
 * the CLI's --json gives it), hours above, P90 maxima, the nearest storm and the constraints broken.
 */
function departuresCsv(sweep: DepartureSweep): string {
  const extras = quantitiesIn(sweep.departures.map((r) => r.exceedance)).filter((q) => QUANTITIES[q].limit.optional);
  const source = `${sweep.provenance.source === 'demo' ? 'DEMO (synthetic, not for navigation)' : 'live'}${sweep.provenance.stale ? ', stale' : ''}`;
  const runs = sweep.provenance.models.map((m) => `${m.id} ${formatIsoUtc(m.runUtc)}`).join('; ');
  const header = [
    'rank',
    'departure_utc',
    'arrival_utc',
    'p_wind_above',
    'p_gust_above',
    'p_hs_above',
    'hours_wind_above',
    'hours_gust_above',
    'hours_hs_above',
    'p90_max_wind_kn',
    'p90_max_gust_kn',
    'p90_max_hs_m',
    'covered',
    'constraints_broken',
    'nearest_storm',
    'nearest_storm_nm',
    'storm_warning',
    'model_runs',
    'data_source',
    // An optional limit (visibility) some departure was judged on: appended, so the columns above keep their places.
    ...extras.flatMap((q) => {
      const { sense, unit } = QUANTITIES[q];
      const worst = sense === 'above' ? 'p90_max' : 'p10_min';
      return [`p_${q}_${sense}`, `hours_${q}_${sense}`, `${worst}_${q}_${unit.toLowerCase()}`];
    }),
  ];
  const rows = sweep.departures.map((r): Cell[] => {
    const storm = r.storms
      .filter((s) => s.closestNm !== null)
      .sort((a, b) => a.closestNm! - b.closestNm!)
      .at(0);
    return [
      r.rank,
      formatIsoUtc(r.departureUtc),
      formatIsoUtc(r.arrivalUtc),
      fixed(r.exceedance.wind, 4),
      fixed(r.exceedance.gust, 4),
      fixed(r.exceedance.hs, 4),
      fixed(r.hoursAbove.wind, 1),
      fixed(r.hoursAbove.gust, 1),
      fixed(r.hoursAbove.hs, 1),
      fixed(r.p90Max.windKn, 1),
      fixed(r.p90Max.gustKn, 1),
      fixed(r.p90Max.hsM, 2),
      r.covered ? 'yes' : 'no',
      r.constraintProblems.length === 0 ? null : text(r.constraintProblems.join('; ')),
      storm === undefined ? null : text(storm.name),
      fixed(storm?.closestNm, 0),
      storm === undefined ? null : storm.warningBroken || storm.insideCone ? 'yes' : 'no',
      text(runs),
      source,
      ...extras.flatMap((q) => [
        fixed(r.exceedance[q], 4),
        fixed(r.hoursAbove[q], 1),
        fixed((r.p90Max as Partial<Record<string, number | null>>)[QUANTITIES[q].limit.field], 2),
      ]),
    ];
  });
  return csv(header, rows);
}

export function waypointCsv(report: Report): string {
  const { schedule } = report;
  const waypoints = report.sources.voyage.route.waypoints;
  const header = [
    'no',
    'id',
    'name',
    'lat_deg',
    'lon_deg',
    'position_dm',
    'leg_geometry',
    'course_deg',
    'leg_nm',
    'total_nm',
    'speed_kn',
    'eta_utc',
    'eta_ship_time',
    'stay_min',
    'etd_utc',
  ];
  const rows = schedule.waypoints.map((w, i): Cell[] => {
    const leg = i > 0 ? schedule.legs[i - 1] : undefined;
    const last = i === schedule.waypoints.length - 1;
    return [
      i + 1,
      text(waypoints[i]?.id ?? ''),
      text(w.name),
      fixed(w.position.lat, 6),
      fixed(w.position.lon, 6),
      formatPosition(w.position, { decimals: 2 }),
      leg?.geometry ?? null,
      fixed(leg?.courseDeg, 1),
      fixed(leg?.distanceNm, 2),
      fixed(mToNm(w.distanceM), 2),
      fixed(leg?.speedKn, 2),
      i === 0 ? null : formatIsoUtc(w.etaUtc),
      i === 0 ? null : formatShipTime(w.etaUtc, w.position.lon),
      Math.round(w.stayS / 60),
      last ? null : formatIsoUtc(w.etdUtc),
    ];
  });
  return csv(header, rows);
}

/** The CSV of one table; null for the weather table without a forecast, the climate table without an outlook. */
export function reportCsv(report: Report, table: ReportTable): string | null {
  if (table === 'waypoints') return waypointCsv(report);
  if (table === 'portcall') return report.portCall === null ? null : portCallCsv(report.portCall);
  if (table === 'departures') return report.departures === null ? null : departuresCsv(report.departures);
  if (table === 'climate') {
    const outlook = report.climate?.outlook ?? null;
    return outlook === null ? null : climateCsv(outlook);
  }
  return report.weather === null ? null : weatherCsv(report, report.weather);
}

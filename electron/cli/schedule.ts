// `passage schedule`: reads a route file of any format Passage imports and prints the waypoint
// table, or the full schedule as JSON (legs, waypoints, positions at every time step; times
// ISO 8601 UTC). Speeds, departure and stays come from the options, else from the file.
import { basename } from 'node:path';
import { scheduleVoyage, type Schedule } from '../../shared/schedule/schedule';
import { staysByIndex } from '../../shared/schedule/voyage-input';
import { formatDuration, formatIsoUtc, formatUtcMinute } from '../../shared/domain/time';
import { formatPosition } from '../../shared/domain/coordinates';
import type { Route } from '../../shared/domain/voyage';
import { planSourceWords, type RouteImport } from '../../shared/formats';
import { UsageError, type CliIo, type ExitCode } from './io';
import {
  DEFAULT_STEP_H,
  DEPARTURE_YEARS,
  defaultDepartureUtc,
  parseCommandLine,
  rangeText,
  readDepartOption,
  readSpeedOptions,
  readStepOption,
  requireSailable,
  SPEED_KN,
  STEP_H,
} from './options';
import { printWarnings, readRouteFile } from './route-file';

const HELP = `Usage: passage schedule <route file> [--speed KN | --speeds KN,KN,...] [--depart ISO] [--step H] [--json]

  <route file>     RTZ (.rtz, .rtzp), GPX (.gpx), GeoJSON (.geojson, .json) or CSV (.csv),
                   told apart by the extension. Leg geometry, names, and the planned speeds,
                   departure and stays the file holds are used; warnings go to stderr.
  --speed KN       One planned speed for the whole voyage, ${rangeText(SPEED_KN)} (overrides the file's).
  --speeds LIST    One speed per leg, comma separated; each applies from its waypoint onward.
  --depart ISO     Departure, ISO 8601 with a zone (e.g. 2026-12-01T06:00Z), in the years
                   ${rangeText(DEPARTURE_YEARS)}. Default: the file's, else now.
  --step H         Time step for positions, hours, ${rangeText(STEP_H)} (default ${DEFAULT_STEP_H}).
  --json           Print the whole schedule as JSON instead of the table.
`;

export async function scheduleCommand(args: string[], io: CliIo): Promise<ExitCode> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, HELP);
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(`give exactly one route file.\n\n${HELP}`);
  const file = positionals[0]!;
  const given = readSpeedOptions(values.speed, values.speeds);
  const givenDeparture = readDepartOption(values.depart);
  const stepH = readStepOption(values.step);

  const imported = await readRouteFile(file, (line) => io.stderr(`passage schedule: ${line}\n`));
  const speedsKn = given ?? imported.speedsKn;
  if (speedsKn === undefined) {
    throw new UsageError(
      `give the planned speed: --speed KN, or --speeds KN,KN,... per leg (${basename(file)} has none).`,
    );
  }
  const departure: Departure =
    givenDeparture !== undefined ? 'given' : imported.departureUtc !== undefined ? 'file' : 'now';
  const departureUtc = givenDeparture ?? imported.departureUtc ?? defaultDepartureUtc(Date.now() / 1000);
  const staysS = staysByIndex(imported.staysS);
  printWarnings(imported, io);
  const route = imported.route;
  requireSailable({ waypoints: route.waypoints, speedsKn, departureUtc, staysS }, basename(file));
  const schedule = scheduleVoyage({ waypoints: route.waypoints, speedsKn, departureUtc, staysS, stepH });
  const source = planSourceUsed(imported, given !== undefined, givenDeparture !== undefined);
  io.stdout(
    values.json
      ? JSON.stringify(scheduleJson(schedule), null, 2) + '\n'
      : scheduleTable(route, schedule, departure, source),
  );
  return 0;
}

/** Where the departure came from, for the table's heading. */
type Departure = 'given' | 'file' | 'now';

const OPTIONS = {
  speed: { type: 'string' },
  speeds: { type: 'string' },
  depart: { type: 'string' },
  step: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** "speeds and departure from the calculated schedule (schedule 1)": what of the file's plan is used, and from where. */
function planSourceUsed(imported: RouteImport, speedsGiven: boolean, departureGiven: boolean): string | undefined {
  const s = imported.planSource;
  if (s === undefined) return undefined;
  return planSourceWords({
    schedule: s.schedule,
    ...(s.speeds && !speedsGiven ? { speeds: s.speeds } : {}),
    ...(s.departure && !departureGiven ? { departure: s.departure } : {}),
    ...(s.stays ? { stays: s.stays } : {}),
  });
}

/** The `--json` shape: legs, waypoints, timesteps, totals; times ISO 8601 UTC, seconds elsewhere. */
export function scheduleJson(s: Schedule) {
  return {
    legs: s.legs.map((l) => ({
      geometry: l.geometry,
      distanceM: l.distanceM,
      courseDeg: l.courseDeg,
      speedKn: l.speedKn,
      durationS: l.durationS,
    })),
    waypoints: s.waypoints.map((w) => ({
      name: w.name,
      lat: w.position.lat,
      lon: w.position.lon,
      etaUtc: formatIsoUtc(w.etaUtc),
      etdUtc: formatIsoUtc(w.etdUtc),
    })),
    timesteps: s.timesteps.map((p) => ({
      lat: p.lat,
      lon: p.lon,
      time: formatIsoUtc(p.timeUtc),
      type: p.type,
      distanceM: p.distanceM,
      distanceTime: p.distanceTimeS,
    })),
    totalDistanceM: s.totalDistanceM,
    durationS: s.durationS,
  };
}

const LEG_LABEL = { rhumb: 'RL', greatCircle: 'GC' } as const;
const DEPARTURE_NOTE: Record<Departure, string> = {
  given: '',
  file: ' (from the file)',
  now: ' (now; set it with --depart)',
};

function scheduleTable(route: Route, s: Schedule, departure: Departure, source: string | undefined): string {
  const header = ['#', 'Waypoint', 'Position', 'Leg', 'Dist NM', 'Course', 'Speed kn', 'ETA (UTC)', 'ETD (UTC)'];
  const rows = s.waypoints.map((w, i) => {
    const leg = i > 0 ? s.legs[i - 1] : undefined;
    return [
      String(i + 1),
      w.name,
      formatPosition(w.position),
      leg ? LEG_LABEL[leg.geometry] : '',
      leg ? leg.distanceNm.toFixed(1) : '',
      leg ? `${leg.courseDeg.toFixed(1).padStart(5, '0')}°` : '',
      leg ? leg.speedKn.toFixed(1) : '',
      i === 0 ? '' : formatUtcMinute(w.etaUtc),
      i === s.waypoints.length - 1 ? '' : formatUtcMinute(w.etdUtc),
    ];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const right = new Set([0, 4, 5, 6]);
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (right.has(c) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  const notes = ['Leg, distance, course and speed are those of the leg arriving at the waypoint.'];
  if (source !== undefined) notes.unshift(`From the file: ${source}.`);
  if (s.legs.some((l) => l.geometry === 'greatCircle'))
    notes.push('On great-circle (GC) legs the course shown is the initial course.');
  return (
    [
      `Route: ${route.name}`,
      `Departure ${formatUtcMinute(s.departureUtc)}${DEPARTURE_NOTE[departure]}  Arrival ${formatUtcMinute(s.arrivalUtc)}`,
      `${s.legs.length} legs, ${s.totalDistanceNm.toFixed(1)} NM, ${formatDuration(s.durationS)}`,
      '',
      line(header),
      ...rows.map(line),
      '',
      ...notes,
    ].join('\n') + '\n'
  );
}

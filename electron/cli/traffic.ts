// `passage traffic`: Dutch road traffic (spec §4.5) as the service last updated it, the whole
// country or the events near a place, as a table or as JSON with each event's position from its
// GeoJSON feature. Each fresh answer costs 2 credits (overview and GeoJSON); within 3 minutes
// the stored one is served for none.
import { ipcContract, TRAFFIC_RADIUS_KM, type TrafficSnapshot } from '../../shared/ipc';
import { defined } from '../../shared/domain/defined';
import { UsageError, type CliIo, type ExitCode } from './io';
import {
  parseCommandLine,
  rangeText,
  readNumber,
  readPlaceArgument,
  readServiceOptions,
  requireInRange,
  resolvePlace,
  SERVICE_OPTIONS,
  SERVICE_OPTIONS_HELP,
  whileListeningForStop,
  withServiceSession,
  type Range,
  type SessionDeps,
} from './options';
import { trafficText } from './traffic-text';

const RADIUS: Range = { min: TRAFFIC_RADIUS_KM.min, max: TRAFFIC_RADIUS_KM.max, unit: 'km' };

const HELP = `Usage: passage traffic [--near <lat,lon | port or place> [--radius-km N]] [--demo] [--json]

  Road traffic in the Netherlands: jams, closures, road works and diversions, with road,
  cause, delay, queue length and trend, and the service's summary and update time.
  --near PLACE       Only the events within the radius of a position (51.95,4.14) or a port
                     or place name, nearest first, with their distance.
  --radius-km N      The radius, ${rangeText(RADIUS)} (default ${TRAFFIC_RADIUS_KM.default}); only with --near.
                     A fresh answer costs 2 credits; within 3 minutes the stored one is shown
                     for none (the service updates every few minutes).
  --json             Print { summary, updated, events: [{ type, causeType, roadNumber, roadName,
                     description, delayMinutes, queueLength, trend, lat, lon, distanceKm }] };
                     lat/lon from the event's GeoJSON feature (null when it has none),
                     distanceKm null without --near, queueLength in metres.
${SERVICE_OPTIONS_HELP}
`;

const OPTIONS = {
  near: { type: 'string' },
  'radius-km': { type: 'string' },
  json: { type: 'boolean' },
  ...SERVICE_OPTIONS,
  help: { type: 'boolean', short: 'h' },
} as const;

/** The JSON answer: exactly these keys. */
export function trafficJson(snapshot: TrafficSnapshot): unknown {
  return {
    summary: snapshot.summary,
    updated: snapshot.updated,
    events: snapshot.events.map((e) => ({
      type: e.type,
      causeType: e.causeType,
      roadNumber: e.roadNumber,
      roadName: e.roadName,
      description: e.description,
      delayMinutes: e.delayMinutes,
      queueLength: e.queueLength,
      trend: e.trend,
      lat: e.lat,
      lon: e.lon,
      distanceKm: e.distanceKm,
    })),
  };
}

export async function runTraffic(args: string[], io: CliIo, deps: SessionDeps = {}): Promise<ExitCode> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, HELP);
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  if (positionals.length > 0) {
    throw new UsageError(`unexpected "${positionals.join(' ')}"; give a place with --near.\n\n${HELP}`);
  }
  if (values['radius-km'] !== undefined && values.near === undefined) {
    throw new UsageError(`--radius-km needs --near: a radius around which place?\n\n${HELP}`);
  }
  const service = readServiceOptions(values);
  const radiusKm =
    values['radius-km'] === undefined
      ? undefined
      : requireInRange(readNumber(values['radius-km'], '--radius-km'), RADIUS, '--radius-km', 'not-finite');
  const near = values.near === undefined ? undefined : readPlaceArgument(values.near);

  return withServiceSession<ExitCode>('traffic', service, io, deps, async ({ api, until }) => {
    const place = near === undefined ? undefined : await until(resolvePlace(api, near));
    const input = ipcContract['traffic.snapshot'].input.parse({
      ...defined({ near: place === undefined ? undefined : { lat: place.lat, lon: place.lon }, radiusKm }),
    });
    const snapshot = await until(api['traffic.snapshot'](input));
    if (snapshot.provenance.stale) {
      io.stderr('passage traffic: the service did not answer; this is the stored traffic, marked STALE.\n');
    }
    io.stdout(values.json ? `${JSON.stringify(trafficJson(snapshot), null, 2)}\n` : trafficText(snapshot));
    return 0;
  });
}

/** The command as `passage` runs it: Ctrl-C or SIGTERM stops it (exit 130 or 143). */
export function trafficCommand(args: string[], io: CliIo): Promise<ExitCode> {
  return whileListeningForStop((stop) => runTraffic(args, io, { stop }));
}

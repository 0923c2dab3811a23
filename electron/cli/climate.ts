// `passage climate`: the ten-year monthly averages at a position or a named port or place (spec
// §2.11, §4.2), as a table in a navigator's units or as JSON for a script. One credit, 0 for a
// repeat within a month (the answer is kept in the data folder's store; with --demo the folder
// is thrown away).
import { CLIMATE_PERIODS } from '../../shared/api/request/endpoint-params';
import { climateMonthRows } from '../../shared/forecast/climate-rows';
import { formatPosition } from '../../shared/domain/coordinates';
import { formatUtcMinute, formatDuration } from '../../shared/domain/time';
import type { ClimateAnswer, ClimatePeriodKind } from '../../shared/ipc';
import { climatePeriodKindSchema } from '../../shared/ipc';
import { UsageError, type CliIo, type ExitCode } from './io';
import {
  parseCommandLine,
  readPlaceArgument,
  readServiceOptions,
  resolvePlace,
  SERVICE_OPTIONS,
  SERVICE_OPTIONS_HELP,
  whileListeningForStop,
  withServiceSession,
  type ResolvedPlace,
  type SessionDeps,
} from './options';

const HELP = `Usage: passage climate <lat,lon | port or place name> [--period month|half_month|ten_days] [--demo] [--json]

  Ten-year monthly climate averages at a place: mean wind and gust (kn), average low and high
  temperature (°C), precipitation (mm) and sunshine (h) per month. Averages, not a forecast.
  One credit; a repeat within a month is answered from the store for none.
  <place>            A position (52.1,4.3 or 51°54.3'N 004°28.7'E), or a port or place name.
  --period P         ${CLIMATE_PERIODS.join(', ')} (default month). The service answers with
                     monthly averages whatever is asked, and says so.
  --json             Print { place, period, periods } as JSON: the service's periods as they
                     come (wind and gust m/s).
${SERVICE_OPTIONS_HELP}
`;

const OPTIONS = {
  period: { type: 'string' },
  json: { type: 'boolean' },
  ...SERVICE_OPTIONS,
  help: { type: 'boolean', short: 'h' },
} as const;

function readPeriod(text: string | undefined): ClimatePeriodKind {
  if (text === undefined) return 'month';
  const parsed = climatePeriodKindSchema.safeParse(text.trim());
  if (!parsed.success) throw new UsageError(`--period must be one of ${CLIMATE_PERIODS.join(', ')}, got "${text}".`);
  return parsed.data;
}

/** `Rotterdam (port), 51°54.3'N 004°28.7'E` or the bare position. */
function placeText(place: ResolvedPlace): string {
  const position = formatPosition({ lat: place.lat, lon: place.lon }, { decimals: 1 });
  if (place.name === null) return position;
  const country = place.country === undefined ? '' : `, ${place.country}`;
  return `${place.name} (${place.kind}${country}), ${position}`;
}

const pad = (text: string, width: number): string => text.padStart(width);

/** The answer as a table in knots, °C, mm and hours, with where it came from. */
export function climateText(place: ResolvedPlace, asked: ClimatePeriodKind, answer: ClimateAnswer): string {
  const lines = [`Climate at ${placeText(place)}: ten-year averages, not a forecast.`];
  if (asked !== answer.period) lines.push(`Asked for ${asked}; the service answers with ${answer.period}ly averages.`);
  lines.push('');
  lines.push(
    `${'Month'.padEnd(6)}${pad('Wind kn', 9)}${pad('Gust kn', 9)}${pad('Low °C', 9)}${pad('High °C', 9)}${pad('Rain mm', 9)}${pad('Sun h', 7)}`,
  );
  for (const row of climateMonthRows(answer.periods)) {
    lines.push(
      `${row.name.padEnd(6)}${pad(row.windKn.toFixed(0), 9)}${pad(row.gustKn.toFixed(0), 9)}${pad(row.lowC.toFixed(1), 9)}${pad(row.highC.toFixed(1), 9)}${pad(row.precipitationMm.toFixed(0), 9)}${pad(row.sunshineH.toFixed(0), 7)}`,
    );
  }
  const p = answer.provenance;
  const source = p.source === 'demo' ? 'DEMO DATA, synthetic, not for navigation' : 'live service';
  const stale = p.stale ? ` STALE: the service did not answer; stored ${formatDuration(p.ageS)} ago.` : '';
  lines.push('', `Source: ${source}; fetched ${formatUtcMinute(p.fetchedAtUtc)}.${stale}`);
  return `${lines.join('\n')}\n`;
}

export async function runClimate(args: string[], io: CliIo, deps: SessionDeps = {}): Promise<ExitCode> {
  // A southern or western position (-40,100) is the place, not an option.
  const negative = (arg: string): boolean => /^-\d/.test(arg);
  const { values, positionals } = parseCommandLine(
    [...args.filter((a) => !negative(a)), '--', ...args.filter(negative)],
    OPTIONS,
    HELP,
  );
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError(`give the place: lat,lon or a port or place name.\n\n${HELP}`);
  const period = readPeriod(values.period);
  const service = readServiceOptions(values);
  // A name of several words may come unquoted.
  const argument = readPlaceArgument(positionals.join(' '));
  return withServiceSession<ExitCode>('climate', service, io, deps, async ({ api, until }) => {
    const place = await until(resolvePlace(api, argument));
    const answer = await until(api['weather.climate']({ lat: place.lat, lon: place.lon, period }));
    if (values.json === true) {
      io.stdout(`${JSON.stringify({ place, period: answer.period, periods: answer.periods }, null, 2)}\n`);
    } else {
      io.stdout(climateText(place, period, answer));
    }
    return 0;
  });
}

/** The command as `passage` runs it: Ctrl-C or SIGTERM stops it. */
export function climateCommand(args: string[], io: CliIo): Promise<ExitCode> {
  return whileListeningForStop((stop) => runClimate(args, io, { stop }));
}

// `passage conditions`: the conditions at a position, a port or a place (spec §4.2 weather
// forecast): now, precipitation for the next two hours, hourly, day parts and daily, as text in
// a navigator's units or as JSON in the service's metric units. A longer period than the
// defaults costs 3 credits instead of 1, which is said before asking.
import {
  CONDITIONS_LENGTHS,
  conditionsCredits,
  ipcContract,
  type Conditions,
  type ConditionsLength,
} from '../../shared/ipc';
import { defined } from '../../shared/domain/defined';
import { conditionsText } from './conditions-text';
import { UsageError, type CliIo, type ExitCode } from './io';
import {
  parseCommandLine,
  rangeText,
  readPlaceArgument,
  readServiceOptions,
  readWholeInRange,
  resolvePlace,
  SERVICE_OPTIONS,
  SERVICE_OPTIONS_HELP,
  whileListeningForStop,
  withServiceSession,
  type Range,
  type ResolvedPlace,
  type SessionDeps,
} from './options';

const range = (key: ConditionsLength, unit: string): Range => ({
  min: CONDITIONS_LENGTHS[key].min,
  max: CONDITIONS_LENGTHS[key].max,
  unit,
});
const HOURS = range('hours', 'hours');
const DAYS = range('days', 'days');
const DEFAULT_HOURS = CONDITIONS_LENGTHS.hours.defaultLength;
const DEFAULT_DAYS = CONDITIONS_LENGTHS.days.defaultLength;

const HELP = `Usage: passage conditions <lat,lon | port or place name> [--hours N] [--days N] [--demo] [--json]

  Conditions at a place: now, precipitation for the next two hours, hourly, day parts and
  daily, with times in UTC and on the place's clock.
  <place>            A position (51.9,4.1 or 51°54.3'N 004°28.7'E) or the name of a port or
                     place (the stored port list first, then the service's place search).
  --hours N          Hours of hourly forecast, ${rangeText(HOURS)} (default ${DEFAULT_HOURS}).
  --days N           Days of daily forecast, ${rangeText(DAYS)} (default ${DEFAULT_DAYS}).
                     Up to the defaults a request costs 1 credit; beyond either, 3 credits.
                     An identical request within the hour is answered from the store (0 credits).
  --json             Print { place, current, minutely, hourly, dayparts, daily, creditsSpent,
                     provenance } as JSON, values in the service's metric units (m/s, °C, hPa,
                     mm/h, km), times Unix seconds UTC.
${SERVICE_OPTIONS_HELP}
`;

const OPTIONS = {
  hours: { type: 'string' },
  days: { type: 'string' },
  json: { type: 'boolean' },
  ...SERVICE_OPTIONS,
  help: { type: 'boolean', short: 'h' },
} as const;

/** The JSON answer: exactly these keys, the place as resolved with the zone its times are on. */
export function conditionsJson(place: ResolvedPlace, conditions: Conditions): unknown {
  return {
    place: {
      name: place.name,
      kind: place.kind,
      lat: place.lat,
      lon: place.lon,
      timezone: conditions.place.timezone,
      ...defined({ country: place.country }),
    },
    current: conditions.current,
    minutely: conditions.minutely,
    hourly: conditions.hourly,
    dayparts: conditions.dayparts,
    daily: conditions.daily,
    creditsSpent: conditions.creditsSpent,
    provenance: conditions.provenance,
  };
}

export async function runConditions(args: string[], io: CliIo, deps: SessionDeps = {}): Promise<ExitCode> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, HELP);
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  // A name may come unquoted in several words ("Hook of Holland"), a position as "51.9, 4.1".
  const text = positionals.join(' ').trim();
  if (text === '') throw new UsageError(`give a position (lat,lon) or a port or place name.\n\n${HELP}`);
  const service = readServiceOptions(values);
  const hours = values.hours === undefined ? DEFAULT_HOURS : readWholeInRange(values.hours, '--hours', HOURS);
  const days = values.days === undefined ? DEFAULT_DAYS : readWholeInRange(values.days, '--days', DAYS);
  const argument = readPlaceArgument(text);

  const credits = conditionsCredits({ hours, days });
  if (credits > conditionsCredits({})) {
    io.stderr(
      `passage conditions: more than ${DEFAULT_HOURS} hours or ${DEFAULT_DAYS} days costs ${credits} credits instead of ${conditionsCredits({})} (unless the same request was answered within the hour).\n`,
    );
  }
  return withServiceSession<ExitCode>('conditions', service, io, deps, async ({ api, until }) => {
    const place = await until(resolvePlace(api, argument));
    const input = ipcContract['weather.conditions'].input.parse({
      lat: place.lat,
      lon: place.lon,
      hours,
      days,
      ...defined({ name: place.name ?? undefined }),
    });
    const answer = await until(api['weather.conditions'](input));
    // The geocoder's zone for a place it found; the answer's (the position's) otherwise.
    const conditions = { ...answer, place: { ...answer.place, timezone: place.timezone ?? answer.place.timezone } };
    if (answer.provenance.stale) {
      io.stderr('passage conditions: the service did not answer; these are the stored conditions, marked STALE.\n');
    }
    io.stdout(
      values.json
        ? `${JSON.stringify(conditionsJson(place, conditions), null, 2)}\n`
        : conditionsText(place, conditions),
    );
    return 0;
  });
}

/** The command as `passage` runs it: Ctrl-C or SIGTERM stops it (exit 130 or 143). */
export function conditionsCommand(args: string[], io: CliIo): Promise<ExitCode> {
  return whileListeningForStop((stop) => runConditions(args, io, { stop }));
}

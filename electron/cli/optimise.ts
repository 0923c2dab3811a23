// `passage optimise`: weather routing (issue 17). The least-time route from --from to --to (through
// any --via) that keeps the vessel's limits at an ensemble percentile and out of storm zones, or the
// least-risk one within an allowance, beside the baseline; the demo service with --demo, else the
// configured service and key. Advisory, not for navigation.
import { parsePosition } from '../../shared/domain/coordinates';
import { InputError } from '../../shared/domain/errors';
import {
  REQUIRED_DEFAULT_LIMITS,
  limitRangesText,
  vesselLimitsSchema,
  type VesselLimits,
  VESSEL_LIMIT_FIELDS,
  isOptionalLimit,
} from '../../shared/domain/vessel-limits-schema';
import { ROUTING_ALLOWANCE_H, ROUTING_DEFAULTS, ROUTING_PERCENTILE, ROUTING_SPEED_KN } from '../../shared/ipc';
import { UsageError, type CliIo, type ExitCode } from './io';
import {
  parseCommandLine,
  rangeText,
  readDateTimeOption,
  readNumber,
  readServiceOptions,
  requireInRange,
  SERVICE_OPTIONS,
  SERVICE_OPTIONS_HELP,
  SPENDING_OPTIONS,
  SPENDING_OPTIONS_HELP,
  readMaxCredits,
  progressLine,
  whileListeningForStop,
  withServiceSession,
  type Range,
  type ServiceChoice,
  type SessionDeps,
} from './options';
import { optimiseJson, optimiseText, routingEstimateLine } from './optimise-text';
import { softLimitsLines } from '../../shared/routing/soft-limits-words';
import { ARRIVAL_OPTIONS, ARRIVAL_OPTIONS_HELP, readArrivalOptions } from './arrival-options';
import { OPTIMISE_HULL_HELP, OPTIMISE_HULL_OPTIONS, readOptimiseHull } from './optimise-hull';
import { chosenHull, type HullChoice } from './seakeeping-vessel';
import { ensembleReachWords } from '../../shared/schedule/ensemble-reach';
import { limitsGiven } from '../../shared/domain/quantities';

const PERCENTILE: Range = ROUTING_PERCENTILE;
const ALLOWANCE_H: Range = ROUTING_ALLOWANCE_H;

/** The default limits as --limits takes them: "34,45,4". */
const LIMITS_TEXT = limitsGiven(REQUIRED_DEFAULT_LIMITS)
  .map((l) => l.value)
  .join(',');

const HELP = `Usage: passage optimise --from LAT,LON --to LAT,LON [--via LAT,LON ...] --depart ISO --speed KN
         [--limits WIND,GUST,HS[,VIS] | --no-limits] [--percentile 90] [--objective time|risk [--allowance H]]
         [--method graph|isochrones] [--per-member]
         [--length-m L --beam-m B --gm-m GM [--draught-m D] | --vessel NAME [hull options]]
         [--no-speed-loss] [--arrive-by ISO [--service-speed KN] [--consumption T] [--fuel F] ...]
         [--max-credits N] [--demo] [--json]

  Weather routing, ADVISORY, NOT FOR NAVIGATION: the fastest route that keeps the vessel's limits
  at an ensemble percentile, clear of land (Natural Earth 1:10m, 10 NM margin, less near the ends)
  and of tropical storms' zones as they move (the warning distance round the forecast centre at
  the hour the ship is there, widened by the cone's radius at that lead time); beside the baseline
  (the shortest route clear of land, weather ignored), with each storm's closest approach to both.
  The ensemble is sampled on a coarse mesh over the corridor (stored answers cost nothing); the
  estimate is said first.
  --from LAT,LON      The start (e.g. 55.5,7 or 55°30'N 007°00'E).
  --to LAT,LON        The end.
  --via LAT,LON       A point the route must pass; repeat for more, in order.
  --depart ISO        Departure, ISO 8601 with its zone (e.g. 2026-12-01T06:00Z), within the
                      ensemble's reach (${ensembleReachWords()}).
  --speed KN          Planned speed through the water, ${rangeText(ROUTING_SPEED_KN)}.
  --limits W,G,HS[,V]  Wind kn, gust kn, Hs m not to exceed at the percentile, and optionally the
                      minimum visibility V NM (${limitRangesText()};
                      the gust limit at least the wind limit; visibility is judged where the
                      ensemble gives it). Default ${LIMITS_TEXT}, no visibility limit.
  --no-limits         No limits: only land and storms constrain the route.
  --percentile P      The members' percentile compared with the limits, ${rangeText(PERCENTILE)}. Default ${ROUTING_DEFAULTS.percentile}.
  --objective O       time (default): the least time within the limits; risk: the least chance of
                      breaking a limit arriving within --allowance hours of the least time.
  --allowance H       With --objective risk, ${rangeText(ALLOWANCE_H)}. Default ${ROUTING_DEFAULTS.allowanceH}.
  --method M          graph (default): a time-dependent graph search on a corridor round the great
                      circle; isochrones: time-dependent isochrones (least time only, no hull).
  --per-member        Also route in each member's weather (least time, its own wind, gust and Hs
                      against the limits): the text gives the spread of their ETAs.
  --no-speed-loss     Sail the planned speed everywhere (default: Kwon's loss in wind and waves, the
                      waves' angle off the bow from the ensemble's mean wave direction; head seas
                      where it is unknown).
${OPTIMISE_HULL_HELP}
  --json              Print { route: { waypoints: [{ lat, lon }] }, optimised: { distanceM, durationS,
                      exceedance: { wind, gust, hs }, p90Max: { windKn, gustKn, hsM } }, baseline:
                      { the same }, creditsSpent }: exceedance as fractions of the members (0..1).
                      With --arrive-by each summary also has fuelT and co2T, and speedPlan is added.
${ARRIVAL_OPTIONS_HELP}
${SPENDING_OPTIONS_HELP}
${SERVICE_OPTIONS_HELP}`;

const OPTIONS = {
  from: { type: 'string' },
  to: { type: 'string' },
  via: { type: 'string', multiple: true },
  depart: { type: 'string' },
  speed: { type: 'string' },
  limits: { type: 'string' },
  'no-limits': { type: 'boolean' },
  percentile: { type: 'string' },
  objective: { type: 'string' },
  allowance: { type: 'string' },
  method: { type: 'string' },
  'per-member': { type: 'boolean' },
  'no-speed-loss': { type: 'boolean' },
  ...OPTIMISE_HULL_OPTIONS,
  json: { type: 'boolean' },
  ...ARRIVAL_OPTIONS,
  ...SERVICE_OPTIONS,
  ...SPENDING_OPTIONS,
  help: { type: 'boolean', short: 'h' },
} as const;

export interface OptimiseArgs {
  readonly from: { lat: number; lon: number };
  readonly to: { lat: number; lon: number };
  readonly vias: { lat: number; lon: number }[];
  readonly departUtc: number;
  readonly speedKn: number;
  readonly limits: VesselLimits | null;
  readonly percentile: number;
  readonly objective: 'time' | 'risk';
  readonly allowanceH: number;
  readonly method: 'graph' | 'isochrones';
  readonly perMember: boolean;
  readonly speedLoss: boolean;
  /** The hull the dangerous zones are priced for, as given or a profile's by name; null for none. */
  readonly hull: HullChoice | null;
  /** --arrive-by, and the vessel's fuel particulars when any were given. */
  readonly arrival: ReturnType<typeof readArrivalOptions>;
  readonly json: boolean;
  readonly maxCredits: number | undefined;
  readonly service: ServiceChoice;
}

function position(text: string | undefined, flag: string): { lat: number; lon: number } {
  if (text === undefined || text.trim() === '') throw new UsageError(`give ${flag} LAT,LON.\n\n${HELP}`);
  try {
    const p = parsePosition(text, flag);
    return { lat: p.lat, lon: p.lon };
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(`${flag} must be a position LAT,LON: ${e.message}`);
    throw e;
  }
}

function readLimits(text: string | undefined, none: boolean): VesselLimits | null {
  if (none && text !== undefined) throw new UsageError('give --limits or --no-limits, not both.');
  if (none) return null;
  // Without --limits the default's required ones (wind, gust, Hs): an optional limit (visibility)
  // is judged when given, so the `--json` of a command line that gives none keeps exactly its keys.
  if (text === undefined) return REQUIRED_DEFAULT_LIMITS;
  // The limits in the quantity table's order (wind, gust, Hs, visibility); the optional ones may be left off.
  const parts = text.split(',');
  const required = VESSEL_LIMIT_FIELDS.filter((f) => !isOptionalLimit(f)).length;
  if (parts.length < required || parts.length > VESSEL_LIMIT_FIELDS.length)
    throw new UsageError(`--limits must be WIND,GUST,HS or WIND,GUST,HS,VISIBILITY (e.g. 34,45,4), got "${text}".`);
  const values = Object.fromEntries(parts.map((p, i) => [VESSEL_LIMIT_FIELDS[i]!, readNumber(p, '--limits')]));
  // The app's schema and words: a limit out of its range, or a gust limit below the wind limit.
  const parsed = vesselLimitsSchema.safeParse(values);
  if (!parsed.success) throw new InputError('not-finite', `--limits: ${parsed.error.issues[0]!.message}`, '--limits');
  return parsed.data;
}

/** Reads the command line; throws UsageError (exit 2) or InputError (exit 1) naming the option. */
export function readOptimiseArgs(args: string[]): OptimiseArgs | 'help' {
  const { values, positionals } = parseCommandLine(args, OPTIONS, HELP);
  if (values.help) return 'help';
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}".\n\n${HELP}`);
  if (values.depart === undefined) throw new UsageError(`give the departure with --depart ISO.\n\n${HELP}`);
  if (values.speed === undefined) throw new UsageError(`give the planned speed with --speed KN.\n\n${HELP}`);
  const objective = values.objective?.trim().toLowerCase() ?? ROUTING_DEFAULTS.objective;
  if (objective !== 'time' && objective !== 'risk')
    throw new UsageError(`--objective must be time or risk, got "${values.objective}".`);
  if (values.allowance !== undefined && objective !== 'risk')
    throw new UsageError('--allowance is for --objective risk: the extra hours the least-risk route may take.');
  const method = values.method?.trim().toLowerCase() ?? ROUTING_DEFAULTS.method;
  if (method !== 'graph' && method !== 'isochrones')
    throw new UsageError(`--method must be graph or isochrones, got "${values.method}".`);
  if (values['per-member'] === true && objective === 'risk')
    throw new UsageError('--per-member routes each member for the least time: leave it out with --objective risk.');
  if (method === 'isochrones' && objective === 'risk')
    throw new UsageError('--method isochrones finds the least time only: leave it out with --objective risk.');
  const departUtc = readDateTimeOption(values.depart, '--depart');
  const limits = readLimits(values.limits, values['no-limits'] ?? false);
  const hull = readOptimiseHull(values);
  // The isochrones keep the fastest point per sector and cannot weigh time in a dangerous zone.
  if (method === 'isochrones' && hull !== null)
    throw new UsageError(
      '--method isochrones finds the least time only and cannot price the dangerous zones a hull ' +
        '(--length-m, --beam-m, --gm-m or --vessel) asks for: leave out --method, or the hull.',
    );
  return {
    from: position(values.from, '--from'),
    to: position(values.to, '--to'),
    vias: (values.via ?? []).map((v) => position(v, '--via')),
    departUtc,
    speedKn: requireInRange(readNumber(values.speed, '--speed'), ROUTING_SPEED_KN, '--speed', 'invalid-speed'),
    limits,
    percentile:
      values.percentile === undefined
        ? ROUTING_DEFAULTS.percentile
        : requireInRange(readNumber(values.percentile, '--percentile'), PERCENTILE, '--percentile', 'not-finite'),
    objective,
    allowanceH:
      values.allowance === undefined
        ? ROUTING_DEFAULTS.allowanceH
        : requireInRange(readNumber(values.allowance, '--allowance'), ALLOWANCE_H, '--allowance', 'not-finite'),
    method,
    perMember: values['per-member'] ?? ROUTING_DEFAULTS.perMember,
    speedLoss: !(values['no-speed-loss'] ?? false),
    hull,
    arrival: readArrivalOptions(values, departUtc, limits),
    json: values.json ?? false,
    maxCredits: readMaxCredits(values),
    service: readServiceOptions(values),
  };
}

export async function runOptimise(args: string[], io: CliIo, deps: SessionDeps = {}): Promise<ExitCode> {
  const options = readOptimiseArgs(args);
  if (options === 'help') {
    io.stdout(HELP);
    return 0;
  }
  const progress = progressLine(io, 'optimise');
  const say = (line: string): void => progress.say(line);
  const request = {
    from: options.from,
    to: options.to,
    vias: options.vias,
    departUtc: options.departUtc,
    speedKn: options.speedKn,
    limits: options.limits,
    percentile: options.percentile,
    objective: options.objective,
    allowanceH: options.allowanceH,
    method: options.method,
    perMember: options.perMember,
    speedLoss: options.speedLoss,
    ...options.arrival,
    options: {},
  };
  return withServiceSession<ExitCode>('optimise', options.service, io, deps, async (session) => {
    const { api } = session;
    // A profile's hull is looked up, and refused, before anything is spent.
    const hull =
      options.hull === null
        ? null
        : await chosenHull(options.hull, () => session.until(api['vessels.listProfiles']({})), say);
    const result = await session.estimateAndRun({
      request: hull === null ? request : { ...request, hull },
      estimate: (asked) => api['routing.estimate'](asked),
      credits: (estimate) => estimate.credits,
      onEstimate: (estimate) => {
        if (!options.json) say(routingEstimateLine(estimate));
      },
      maxCredits: options.maxCredits,
      run: (asked, taskId) => api['routing.optimise']({ taskId, ...asked }),
      // With --json the line only says what is said (say); it shows no progress.
      progress: options.json ? null : progress,
    });
    if (result.provenance.stale) say('the service did not answer in full; figures from stored answers, STALE.');
    // No route keeps the limits: the route breaks them least; said first (on stderr beside --json, whose keys stay).
    const soft =
      result.softLimits === null || options.limits === null
        ? []
        : softLimitsLines(result.softLimits, options.departUtc, options.percentile, options.limits);
    if (options.json) for (const line of soft) say(line);
    const text = options.json
      ? `${JSON.stringify(optimiseJson(result), null, 2)}\n`
      : optimiseText(result, options.percentile, options.limits !== null);
    io.stdout(options.json || soft.length === 0 ? text : `${soft.join('\n')}\n\n${text}`);
    return 0;
  });
}

/** The command as `passage` runs it: Ctrl-C or SIGTERM stops it (exit 130 or 143). */
export function optimiseCommand(args: string[], io: CliIo): Promise<ExitCode> {
  return whileListeningForStop((stop) => runOptimise(args, io, { stop }));
}

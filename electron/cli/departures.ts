// `passage departures`: when to sail (issue 16). Reads a route file, saves it as a voyage, sweeps
// departure times over the ensemble's members (the demo service with --demo, else the configured
// service and key) and prints the departures ranked by the risk to the vessel's limits, with the
// top choice in words, the model runs used and the credits spent; or the JSON.
import { basename } from 'node:path';
import { InputError } from '../../shared/domain/errors';
import { defined } from '../../shared/domain/defined';
import type { Voyage } from '../../shared/domain/voyage';
import { REQUIRED_DEFAULT_LIMITS } from '../../shared/domain/vessel-limits-schema';
import { QUANTITIES, limitsGiven } from '../../shared/domain/quantities';
import {
  departureRankingSchema,
  MAX_SWEEP_DEPARTURES,
  SWEEP_STEPS_H,
  DEFAULT_SWEEP_STEP_H,
  type SweepWindow,
} from '../../shared/ipc';
import { departuresJson, departuresText, estimateLine } from './departures-text';
import { UsageError, type CliIo, type ExitCode } from './io';
import {
  CLOCK_OFFSET_ENV,
  parseCommandLine,
  rangeText,
  readDateTimeOption,
  readNumber,
  readServiceOptions,
  readSpeedOptions,
  requireInRange,
  requireSailable,
  SERVICE_OPTIONS,
  SERVICE_OPTIONS_HELP,
  SPEED_KN,
  SPENDING_OPTIONS,
  SPENDING_OPTIONS_HELP,
  readMaxCredits,
  progressLine,
  unlessStopped,
  whileListeningForStop,
  withServiceSession,
  type Range,
  type ServiceChoice,
  type SessionDeps,
} from './options';
import { printWarnings, readRouteFile } from './route-file';
import { profileNamed, readVesselName } from './seakeeping-vessel';

const STEPS = SWEEP_STEPS_H.map((h) => `${h}h`).join(', ');

/** "the default limits: wind 34 kn, gust 45 kn, Hs 4 m" (no visibility minimum), from the quantity table. */
function defaultLimitsText(): string {
  const given = limitsGiven(REQUIRED_DEFAULT_LIMITS).map(
    ({ quantity, value }) => `${QUANTITIES[quantity].limit.name} ${value} ${QUANTITIES[quantity].unit}`,
  );
  return `the default limits: ${given.join(', ')}`;
}
const RISK_CAP: Range = { min: 0, max: 100, unit: '%' };

const HELP = `Usage: passage departures <route file> [--speed KN | --speeds KN,KN,...] --from ISO --to ISO
         [--every 6h] [--rank safest|earliest|balanced [--risk-cap PCT]] [--vessel NAME]
         [--arrive-before ISO] [--arrive-after ISO] [--daylight] [--max-credits N] [--demo] [--json]

  When to sail: every departure from --from to --to, each sailed with the voyage's speeds and
  stays through the ensemble's 51 members, ranked by the chance that the vessel's limits (wind,
  gust, Hs, and the minimum visibility where the vessel has one) are broken anywhere on the
  voyage. The ensemble's answers are shared by every departure, so a week's sweep costs about one
  forecast run; the estimate is said first.
  <route file>        RTZ (.rtz, .rtzp), GPX (.gpx), GeoJSON (.geojson, .json) or CSV (.csv); its
                      speeds and stays are used unless given here.
  --speed KN          One planned speed for the whole voyage, ${rangeText(SPEED_KN)}.
  --speeds LIST       One speed per leg, comma separated.
  --from ISO          The earliest departure, ISO 8601 with its zone (e.g. 2026-12-01T06:00Z).
  --to ISO            The latest departure (one falls on it when the step divides the window).
  --every STEP        Hours between departures: ${STEPS} (or the number alone). Default 6h.
                      At most ${MAX_SWEEP_DEPARTURES} departures.
  --rank R            safest (default): the lowest risk first, then the earliest arrival;
                      earliest: the earliest arrival whose risk is within --risk-cap;
                      balanced: a day later weighs as much as 5 points of risk.
  --risk-cap PCT      With --rank earliest: the highest risk counted acceptable, ${rangeText(RISK_CAP)}.
                      Default 10 %.
  --vessel NAME       The limits of a vessel profile saved in the app's data folder (not with
                      --demo, whose folder is a throwaway one). Without it
                      ${defaultLimitsText()}, and no visibility
                      minimum (the app's voyage without a vessel has 1 NM).
  --arrive-before ISO Arrive at the destination at or before this time.
  --arrive-after ISO  Arrive at or after this time.
  --daylight          Arrive between sunrise and sunset at the destination.
                      Departures that break these rank after those that keep them.
  --json              Print { departures: [{ departureUtc, arrivalUtc, rank, exceedance: { wind,
                      gust, hs }, hoursAbove: { wind, gust, hs }, p90Max: { windKn, gustKn, hsM },
                      storms: [{ stormId, name, closestNm, closestUtc, warningBroken, insideCone }],
                      covered }], creditsSpent, runs: [{ id, runUtc }] }: exceedance as fractions
                      of the members (0..1), hours expected over the members, every time ISO
                      8601 UTC with Z (runUtc too, the model run's start), in rank order. With a
                      vessel's visibility limit, exceedance and hoursAbove gain visibility (hours
                      below it) and p90Max gains visibilityNm (the P10 of the voyage's minimum).
${SPENDING_OPTIONS_HELP}
${SERVICE_OPTIONS_HELP}
  $${CLOCK_OFFSET_ENV} (tests and rehearsals only) moves the clock by that many hours.
`;

const OPTIONS = {
  speed: { type: 'string' },
  speeds: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  every: { type: 'string' },
  rank: { type: 'string' },
  'risk-cap': { type: 'string' },
  'arrive-before': { type: 'string' },
  'arrive-after': { type: 'string' },
  daylight: { type: 'boolean' },
  vessel: { type: 'string' },
  json: { type: 'boolean' },
  ...SERVICE_OPTIONS,
  ...SPENDING_OPTIONS,
  help: { type: 'boolean', short: 'h' },
} as const;

export interface DeparturesArgs {
  readonly routeFile: string;
  readonly speedsKn: number[] | undefined;
  readonly window: SweepWindow;
  readonly rank: 'safest' | 'earliest' | 'balanced';
  /** 0..1; only with rank 'earliest'. */
  readonly riskCap: number | undefined;
  /** A saved vessel profile whose limits the voyage is judged on; undefined for the default limits. */
  readonly vesselName: string | undefined;
  readonly json: boolean;
  readonly maxCredits: number | undefined;
  readonly service: ServiceChoice;
}

/** --every: one of the planner's steps, "6h" or "6". */
export function readEveryOption(text: string | undefined): SweepWindow['everyH'] {
  if (text === undefined) return DEFAULT_SWEEP_STEP_H;
  const m = /^\s*(\d+)\s*h?\s*$/i.exec(text);
  const hours = m === null ? NaN : Number(m[1]);
  const step = SWEEP_STEPS_H.find((h) => h === hours);
  if (step === undefined) throw new UsageError(`--every must be one of ${STEPS}, got "${text}".`);
  return step;
}

function readRank(text: string | undefined): DeparturesArgs['rank'] {
  if (text === undefined) return 'safest';
  const rank = departureRankingSchema.safeParse(text.trim().toLowerCase());
  if (!rank.success) throw new UsageError(`--rank must be safest, earliest or balanced, got "${text}".`);
  return rank.data;
}

function readRiskCap(text: string | undefined, rank: DeparturesArgs['rank']): number | undefined {
  if (text === undefined) return undefined;
  if (rank !== 'earliest')
    throw new UsageError('--risk-cap is for --rank earliest: the risk an early arrival may take.');
  const pct = readNumber(text.trim().replace(/\s*%$/, ''), '--risk-cap');
  return requireInRange(pct, RISK_CAP, '--risk-cap', 'not-finite') / 100;
}

function required(text: string | undefined, flag: string, what: string): string {
  if (text === undefined || text.trim() === '')
    throw new UsageError(`give ${what} with ${flag} ISO (e.g. 2026-12-01T06:00Z).\n\n${HELP}`);
  return text;
}

/** Reads the command line; throws UsageError (exit 2) or InputError (exit 1) naming the option. */
export function readDeparturesArgs(args: string[]): DeparturesArgs | 'help' {
  const { values, positionals } = parseCommandLine(args, OPTIONS, HELP);
  if (values.help) return 'help';
  if (positionals.length !== 1) throw new UsageError(`give exactly one route file.\n\n${HELP}`);
  const fromUtc = readDateTimeOption(required(values.from, '--from', 'the earliest departure'), '--from');
  const toUtc = readDateTimeOption(required(values.to, '--to', 'the latest departure'), '--to');
  if (toUtc < fromUtc) throw new UsageError(`--to (${values.to}) is before --from (${values.from}).`);
  const everyH = readEveryOption(values.every);
  const departures = Math.floor((toUtc - fromUtc) / (everyH * 3600)) + 1;
  if (departures > MAX_SWEEP_DEPARTURES)
    throw new InputError(
      'invalid-step',
      `--from to --to every ${everyH} h makes ${departures} departures, more than ${MAX_SWEEP_DEPARTURES}: widen --every or narrow the window.`,
      '--every',
    );
  const arriveBeforeUtc =
    values['arrive-before'] === undefined ? undefined : readDateTimeOption(values['arrive-before'], '--arrive-before');
  const arriveAfterUtc =
    values['arrive-after'] === undefined ? undefined : readDateTimeOption(values['arrive-after'], '--arrive-after');
  if (arriveBeforeUtc !== undefined && arriveAfterUtc !== undefined && arriveBeforeUtc <= arriveAfterUtc)
    throw new UsageError(
      `--arrive-before (${values['arrive-before']}) must be later than --arrive-after (${values['arrive-after']}).`,
    );
  const rank = readRank(values.rank);
  return {
    routeFile: positionals[0]!,
    speedsKn: readSpeedOptions(values.speed, values.speeds),
    window: {
      fromUtc,
      toUtc,
      everyH,
      arriveInDaylight: values.daylight ?? false,
      ...defined({ arriveBeforeUtc, arriveAfterUtc }),
    },
    rank,
    riskCap: readRiskCap(values['risk-cap'], rank),
    vesselName: readVesselName(values.vessel, values.demo, 'leave out --vessel for the default limits'),
    json: values.json ?? false,
    maxCredits: readMaxCredits(values),
    service: readServiceOptions(values),
  };
}

export async function runDepartures(args: string[], io: CliIo, deps: SessionDeps = {}): Promise<ExitCode> {
  const options = readDeparturesArgs(args);
  if (options === 'help') {
    io.stdout(HELP);
    return 0;
  }
  const stop = deps.stop ?? new AbortController().signal;
  const say = (line: string): void => io.stderr(`passage departures: ${line}\n`);
  const imported = await unlessStopped(readRouteFile(options.routeFile, say), stop);
  printWarnings(imported, io);
  const speedsKn = options.speedsKn ?? imported.speedsKn;
  if (speedsKn === undefined)
    throw new UsageError(
      `give the planned speed: --speed KN, or --speeds KN,KN,... per leg (${basename(options.routeFile)} has none).`,
    );
  // The voyage departs at the window's start; the sweep moves the departure, never the plan.
  const voyage: Voyage = {
    name: imported.route.name,
    route: imported.route,
    departureUtc: options.window.fromUtc,
    speedsKn,
    staysS: imported.staysS,
  };
  requireSailable({ ...voyage, waypoints: voyage.route.waypoints }, basename(options.routeFile));
  const progress = options.json ? null : progressLine(io, 'departures');
  return withServiceSession<ExitCode>('departures', options.service, io, deps, async (session) => {
    const { api, until } = session;
    // A profile is looked up, and refused, before anything is saved or spent.
    const vessel =
      options.vesselName === undefined
        ? undefined
        : profileNamed(
            (await until(api['vessels.listProfiles']({}))).profiles,
            options.vesselName,
            'leave out --vessel for the default limits',
          ).vessel;
    const saved = await until(api['voyages.save']({ voyage: vessel === undefined ? voyage : { ...voyage, vessel } }));
    // Without a vessel the command's own defaults: wind, gust and Hs (the app's voyage without a
    // vessel is judged on the 1 NM visibility too), so the JSON keeps issue 16's keys.
    const limits = vessel === undefined ? { limits: REQUIRED_DEFAULT_LIMITS } : {};
    const sweep = await session.estimateAndRun({
      request: { voyageId: saved.id, window: options.window, options: {}, ...limits },
      estimate: (ref) => api['departures.estimate'](ref),
      credits: (estimate) => estimate.credits,
      onEstimate: (estimate) => {
        if (!options.json) say(estimateLine(estimate));
      },
      maxCredits: options.maxCredits,
      run: (ref, taskId) =>
        api['departures.sweep']({ taskId, ...ref, rank: options.rank, ...defined({ riskCap: options.riskCap }) }),
      progress,
    });
    if (sweep.provenance.stale) say('the service did not answer in full; figures from stored answers, STALE.');
    io.stdout(options.json ? `${JSON.stringify(departuresJson(sweep), null, 2)}\n` : departuresText(sweep));
    return 0;
  });
}

/** The command as `passage` runs it: Ctrl-C or SIGTERM stops it (exit 130 or 143). */
export function departuresCommand(args: string[], io: CliIo): Promise<ExitCode> {
  return whileListeningForStop((stop) => runDepartures(args, io, { stop }));
}

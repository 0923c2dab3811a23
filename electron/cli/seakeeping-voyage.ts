// `passage seakeeping ROUTE`: the voyage mode (issue 29). Reads a route file, saves it as a voyage
// sailed at --speed from --depart, and asks the backend (seakeeping.*) to judge every ensemble step
// of it in each member of the wave ensemble by MSC.1/Circ.1228 annex 4.2: the estimate first, then
// progress, then the table or the JSON. The demo service with --demo, else the configured one.
// The hull from the options, or from a saved vessel profile (--vessel, seakeeping-vessel.ts).
import { basename } from 'node:path';
import type { Voyage } from '../../shared/domain/voyage';
import { UsageError, type CliIo, type ExitCode } from './io';
import {
  progressLine,
  readDateTimeOption,
  readMaxCredits,
  readServiceOptions,
  requireSailable,
  unlessStopped,
  withServiceSession,
  type ServiceChoice,
  type SessionDeps,
} from './options';
import { printWarnings, readRouteFile } from './route-file';
import { HELP, POINT_ONLY, VOYAGE_SPEED_KN, type SeakeepingValues } from './seakeeping-help';
import { readHull, readHullOptions, readInRange, REQUIRED_HULL } from './seakeeping-hull';
import { chosenHull, readVesselName, type HullChoice } from './seakeeping-vessel';
import { cutLine, seakeepingEstimateLine, seakeepingVoyageJson, seakeepingVoyageText } from './seakeeping-voyage-text';

export interface SeakeepingVoyageArgs {
  readonly routeFile: string;
  readonly speedKn: number;
  readonly departureUtc: number;
  readonly hull: HullChoice;
  readonly json: boolean;
  readonly maxCredits: number | undefined;
  readonly service: ServiceChoice;
}

/** Reads the voyage mode's options; throws UsageError (exit 2) or InputError (exit 1) naming the option. */
export function readSeakeepingVoyageArgs(
  values: SeakeepingValues,
  positionals: readonly string[],
): SeakeepingVoyageArgs {
  if (positionals.length !== 1) throw new UsageError(`give exactly one route file.\n\n${HELP}`);
  const other = POINT_ONLY.filter((name) => values[name] !== undefined);
  if (other.length > 0)
    throw new UsageError(
      `${other.map((n) => `--${n}`).join(', ')} ${other.length === 1 ? 'is' : 'are'} for one sea state: the voyage ` +
        'mode takes the heading from the route and the sea from the ensemble.',
    );
  const vessel = readVesselName(values.vessel, values.demo, 'give the hull options instead');
  // The hull is required as the speed is: a guessed hull would give a guessed roll period.
  const needed =
    vessel === undefined ? (['speed', 'depart', ...REQUIRED_HULL] as const) : (['speed', 'depart'] as const);
  const missing = needed.filter((name) => values[name] === undefined);
  if (missing.length > 0)
    throw new UsageError(
      `give ${missing.map((n) => `--${n}`).join(', ')}: the voyage mode needs the planned speed, the departure ` +
        `and the hull (Passage never guesses a hull).\n\n${HELP}`,
    );
  return {
    routeFile: positionals[0]!,
    speedKn: readInRange(values, 'speed', VOYAGE_SPEED_KN, 'invalid-speed'),
    departureUtc: readDateTimeOption(values.depart!, '--depart'),
    hull: vessel === undefined ? { hull: readHull(values) } : { vessel, given: readHullOptions(values) },
    json: values.json ?? false,
    maxCredits: readMaxCredits(values),
    service: readServiceOptions(values),
  };
}

export async function runSeakeepingVoyage(
  values: SeakeepingValues,
  positionals: readonly string[],
  io: CliIo,
  deps: SessionDeps = {},
): Promise<ExitCode> {
  const options = readSeakeepingVoyageArgs(values, positionals);
  const stop = deps.stop ?? new AbortController().signal;
  const say = (line: string): void => io.stderr(`passage seakeeping: ${line}\n`);
  const imported = await unlessStopped(readRouteFile(options.routeFile, say), stop);
  printWarnings(imported, io);
  const voyage: Voyage = {
    name: imported.route.name,
    route: imported.route,
    departureUtc: options.departureUtc,
    speedsKn: [options.speedKn],
    staysS: imported.staysS,
  };
  requireSailable({ ...voyage, waypoints: voyage.route.waypoints }, basename(options.routeFile));
  const progress = options.json ? null : progressLine(io, 'seakeeping');
  return withServiceSession<ExitCode>('seakeeping', options.service, io, deps, async (session) => {
    const { api, until } = session;
    // A profile's hull is looked up, and refused, before anything is saved or spent.
    const hull = await chosenHull(options.hull, () => until(api['vessels.listProfiles']({})), say);
    const saved = await until(api['voyages.save']({ voyage }));
    const result = await session.estimateAndRun({
      request: { voyageId: saved.id, hull, options: {} },
      estimate: (ref) => api['seakeeping.estimate'](ref),
      credits: (estimate) => estimate.credits,
      onEstimate: (estimate) => {
        if (!options.json) say(seakeepingEstimateLine(estimate));
      },
      maxCredits: options.maxCredits,
      run: (ref, taskId) => api['seakeeping.voyage']({ taskId, ...ref }),
      progress,
    });
    // Said on stderr whatever the output: the JSON's steps simply end where the reach does.
    const cut = cutLine(result);
    if (cut !== null) say(cut);
    if (result.provenance.stale) say('the service did not answer in full; figures from stored answers, STALE.');
    io.stdout(
      options.json
        ? `${JSON.stringify(seakeepingVoyageJson(result), null, 2)}\n`
        : seakeepingVoyageText(result, voyage.name),
    );
    return 0;
  });
}

// `passage seakeeping`: the sea the ship feels at one speed and heading in one sea state, by
// IMO MSC.1/Circ.1228 (guidance to the master for avoiding dangerous situations in adverse
// weather and sea conditions): the encounter period, the roll period, the wave length, and each
// dangerous zone she is in with the speed or course that leaves it. No service, no credit.
// Given a route file, the voyage mode (seakeeping-voyage.ts) judges every step against the ensemble.
import { assessSeakeeping, type SeakeepingAssessment } from '../../shared/seakeeping/assess';
import type { SeaState, ShipCourse, ShipHull } from '../../shared/seakeeping/encounter';
import { DEFAULT_BEAM_TO_DRAUGHT } from '../../shared/seakeeping/roll-period';
import { encounterAngleDeg } from '../../shared/seakeeping/waves';
import { course3, wavesBearingWords } from '../../shared/seakeeping/danger-words';
import { UsageError, type CliIo, type ExitCode } from './io';
import { parseCommandLine, whileListeningForStop, type SessionDeps } from './options';
import { HELP, OPTIONS, VOYAGE_ONLY, type SeakeepingValues } from './seakeeping-help';
import { DIRECTION_DEG, HS_M, PERIOD_S, readHull, readInRange, REQUIRED_HULL, SPEED_KN } from './seakeeping-hull';
import { runSeakeepingVoyage } from './seakeeping-voyage';

const REQUIRED = [...REQUIRED_HULL, 'speed', 'heading', 'wave-period', 'wave-from', 'hs'] as const;

/** The ship, her course and the sea from the options, each in its range. */
function readInputs(values: SeakeepingValues): { hull: ShipHull; course: ShipCourse; sea: SeaState } {
  const other = VOYAGE_ONLY.filter((name) => values[name] !== undefined);
  if (other.length > 0)
    throw new UsageError(
      `${other.map((n) => `--${n}`).join(', ')} ${other.length === 1 ? 'is' : 'are'} for the voyage mode: ` +
        `give a route file (passage seakeeping ROUTE ...).\n\n${HELP}`,
    );
  const missing = REQUIRED.filter((name) => values[name] === undefined);
  if (missing.length > 0) throw new UsageError(`give ${missing.map((n) => `--${n}`).join(', ')}.\n\n${HELP}`);
  const hull = readHull(values);
  const speedKn = readInRange(values, 'speed', SPEED_KN, 'invalid-speed');
  const headingDeg = readInRange(values, 'heading', DIRECTION_DEG, 'not-finite');
  const wavePeriodS = readInRange(values, 'wave-period', PERIOD_S, 'not-finite');
  const waveFromDeg = readInRange(values, 'wave-from', DIRECTION_DEG, 'not-finite');
  const hsM = readInRange(values, 'hs', HS_M, 'not-finite');
  return { hull, course: { speedKn, headingDeg }, sea: { wavePeriodS, waveFromDeg, hsM } };
}

/** The assessment for a reader: what the sea is, how she meets it, then each danger. */
export function seakeepingText(hull: ShipHull, course: ShipCourse, sea: SeaState, r: SeakeepingAssessment): string {
  // Beyond an hour between crests the ship is keeping pace with the waves.
  const meeting =
    r.encounterPeriodS <= 3600
      ? `met every ${r.encounterPeriodS.toFixed(1)} s`
      : 'keeping pace with the ship (hardly a crest passes)';
  const bearing = wavesBearingWords(encounterAngleDeg(course.headingDeg, sea.waveFromDeg));
  const draught = r.draughtAssumed
    ? `draught ${r.draughtM.toFixed(1)} m assumed (B / ${DEFAULT_BEAM_TO_DRAUGHT}; give --draught-m)`
    : `draught ${r.draughtM.toFixed(1)} m`;
  const lines = [
    `Waves of ${sea.wavePeriodS.toFixed(1)} s, Hs ${sea.hsM.toFixed(1)} m, ${r.waveLengthM.toFixed(0)} m long (deep water), ` +
      `from ${course3(sea.waveFromDeg)}, ${bearing}: ${meeting} at ${course.speedKn.toFixed(1)} kn heading ${course3(course.headingDeg)}.`,
    `Roll period ${r.rollPeriodS.toFixed(1)} s (IS Code, 2·C·B/√GM: L ${hull.lengthM} m, B ${hull.beamM} m, GM ${hull.gmM} m, ${draught}).`,
    '',
  ];
  if (r.dangers.length === 0) {
    lines.push('None of the dangerous zones of IMO MSC.1/Circ.1228 at this speed and heading.');
  } else {
    lines.push('Dangerous zones of IMO MSC.1/Circ.1228:');
    for (const d of r.dangers) lines.push(`- ${d.kind.replaceAll('-', ' ')}: ${d.detail}`);
  }
  lines.push('', "Guidance by the circular's approximate zones, not a substitute for the master's judgement.");
  return `${lines.join('\n')}\n`;
}

/** Either mode, by whether a route file is given; `deps` are the voyage mode's service seams. */
export async function runSeakeeping(args: string[], io: CliIo, deps: SessionDeps = {}): Promise<ExitCode> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, HELP);
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  if (positionals.length > 0) return runSeakeepingVoyage(values, positionals, io, deps);
  const { hull, course, sea } = readInputs(values);
  const r = assessSeakeeping(hull, course, sea);
  if (values.json === true) {
    const { encounterPeriodS, rollPeriodS, waveLengthM } = r;
    const dangers = r.dangers.map(({ kind, detail }) => ({ kind, detail }));
    io.stdout(`${JSON.stringify({ encounterPeriodS, rollPeriodS, waveLengthM, dangers }, null, 2)}\n`);
  } else {
    io.stdout(seakeepingText(hull, course, sea, r));
  }
  return 0;
}

/** The command as `passage` runs it: the voyage mode asks the service, and Ctrl-C or SIGTERM stops it (exit 130 or 143). */
export function seakeepingCommand(args: string[], io: CliIo): Promise<ExitCode> {
  return whileListeningForStop((stop) => runSeakeeping(args, io, { stop }));
}

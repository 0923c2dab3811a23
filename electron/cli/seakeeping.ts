// `passage seakeeping`: the sea the ship feels at one speed and heading in one sea state, by
// IMO MSC.1/Circ.1228 (guidance to the master for avoiding dangerous situations in adverse
// weather and sea conditions): the encounter period, the roll period, the wave length, and each
// dangerous zone she is in with the speed or course that leaves it. No service, no credit.
import { InputError, type InputErrorCode } from '../../shared/domain/errors';
import { assessSeakeeping, type SeakeepingAssessment } from '../../shared/seakeeping/assess';
import { SEAKEEPING_LIMITS, type SeaState, type ShipCourse, type ShipHull } from '../../shared/seakeeping/encounter';
import { DEFAULT_BEAM_TO_DRAUGHT } from '../../shared/seakeeping/roll-period';
import { encounterAngleDeg } from '../../shared/seakeeping/waves';
import { course3, wavesBearingWords } from '../../shared/seakeeping/danger-words';
import { UsageError, type CliIo, type ExitCode } from './io';
import { parseCommandLine, rangeText, readNumber, requireInRange, type Range } from './options';

const L = SEAKEEPING_LIMITS;
const range = (r: { min: number; max: number }, unit: string): Range => ({ ...r, unit });
const LENGTH_M = range(L.lengthM, 'm');
const BEAM_M = range(L.beamM, 'm');
const GM_M = range(L.gmM, 'm');
const DRAUGHT_M = range(L.draughtM, 'm');
const SPEED_KN = range(L.speedKn, 'kn');
const DIRECTION_DEG = range(L.directionDeg, '°');
const PERIOD_S = range(L.wavePeriodS, 's');
const HS_M = range(L.hsM, 'm');

const HELP = `Usage: passage seakeeping --length-m L --beam-m B --gm-m GM [--draught-m D] --speed KN --heading DEG
                          --wave-period S --wave-from DEG --hs M [--json]

  The dangerous zones of IMO MSC.1/Circ.1228 (revised guidance to the master for avoiding
  dangerous situations in adverse weather and sea conditions) for one speed, heading and sea:
  surf-riding and broaching-to (4.2.1), successive high-wave attack (4.2.2), synchronous and
  parametric rolling (4.2.3), each with the speed or the course that leaves it. Guidance, not a
  substitute for the master's judgement or the ship's own stability booklet.
  --length-m L      Length between perpendiculars, ${rangeText(LENGTH_M)}.
  --beam-m B        Moulded breadth, ${rangeText(BEAM_M)}, less than the length.
  --gm-m GM         Metacentric height corrected for free surfaces, ${rangeText(GM_M)}.
  --draught-m D     Mean draught, ${rangeText(DRAUGHT_M)} (default B / ${DEFAULT_BEAM_TO_DRAUGHT}, a loaded merchant ship's).
  --speed KN        Speed through the water, ${rangeText(SPEED_KN)}.
  --heading DEG     Heading, degrees true, ${rangeText(DIRECTION_DEG)}.
  --wave-period S   Period of the waves (the forecast's mean or peak period), ${rangeText(PERIOD_S)}.
  --wave-from DEG   Direction the waves come FROM, degrees true, ${rangeText(DIRECTION_DEG)}: the heading
                    for head seas.
  --hs M            Significant wave height, ${rangeText(HS_M)}.
  --json            Print { encounterPeriodS, rollPeriodS, waveLengthM, dangers: [{ kind, detail }] }, kind
                    one of surf-riding, successive-high-waves, synchronous-rolling, parametric-rolling;
                    encounterPeriodS is null when the ship keeps pace with the waves.

  Deep water is assumed (wave length 1.56·T²); the roll period is the IS Code's 2·C·B/√GM.
  The voyage mode, every step of a route against the ensemble (passage seakeeping ROUTE), is
  not available yet.

The exit code is 1 with the problem on stderr when a value is out of range; 2 for a usage error.
`;

const OPTIONS = {
  'length-m': { type: 'string' },
  'beam-m': { type: 'string' },
  'gm-m': { type: 'string' },
  'draught-m': { type: 'string' },
  speed: { type: 'string' },
  heading: { type: 'string' },
  'wave-period': { type: 'string' },
  'wave-from': { type: 'string' },
  hs: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type NumberOption = Exclude<keyof typeof OPTIONS, 'json' | 'help'>;
type Values = Partial<Record<NumberOption, string>>;

const REQUIRED: readonly NumberOption[] = [
  'length-m',
  'beam-m',
  'gm-m',
  'speed',
  'heading',
  'wave-period',
  'wave-from',
  'hs',
];

function read(values: Values, name: NumberOption, within: Range, code: InputErrorCode): number {
  return requireInRange(readNumber(values[name] ?? '', `--${name}`), within, `--${name}`, code);
}

/** The ship, her course and the sea from the options, each in its range. */
function readInputs(values: Values): { hull: ShipHull; course: ShipCourse; sea: SeaState } {
  const missing = REQUIRED.filter((name) => values[name] === undefined);
  if (missing.length > 0) throw new UsageError(`give ${missing.map((n) => `--${n}`).join(', ')}.\n\n${HELP}`);
  const lengthM = read(values, 'length-m', LENGTH_M, 'invalid-hull');
  const beamM = read(values, 'beam-m', BEAM_M, 'invalid-hull');
  const gmM = read(values, 'gm-m', GM_M, 'invalid-hull');
  const draughtM = values['draught-m'] === undefined ? undefined : read(values, 'draught-m', DRAUGHT_M, 'invalid-hull');
  const speedKn = read(values, 'speed', SPEED_KN, 'invalid-speed');
  const headingDeg = read(values, 'heading', DIRECTION_DEG, 'not-finite');
  const wavePeriodS = read(values, 'wave-period', PERIOD_S, 'not-finite');
  const waveFromDeg = read(values, 'wave-from', DIRECTION_DEG, 'not-finite');
  const hsM = read(values, 'hs', HS_M, 'not-finite');
  if (beamM >= lengthM)
    throw new InputError(
      'invalid-hull',
      `--beam-m (${beamM} m) must be less than --length-m (${lengthM} m).`,
      '--beam-m',
    );
  if (draughtM !== undefined && draughtM >= lengthM)
    throw new InputError(
      'invalid-hull',
      `--draught-m (${draughtM} m) must be less than --length-m (${lengthM} m).`,
      '--draught-m',
    );
  return {
    hull: { lengthM, beamM, gmM, draughtM },
    course: { speedKn, headingDeg },
    sea: { wavePeriodS, waveFromDeg, hsM },
  };
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

export async function seakeepingCommand(args: string[], io: CliIo): Promise<ExitCode> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, HELP);
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  if (positionals.length > 0) {
    throw new UsageError(
      `the voyage mode (passage seakeeping ROUTE, every step of a route against the ensemble) is not ` +
        `available yet; give one sea state with --wave-period, --wave-from and --hs.\n\n${HELP}`,
    );
  }
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

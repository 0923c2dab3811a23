// What `passage seakeeping` takes and its help, both modes (one sea state; a voyage against the
// ensemble), in one place: the command reads its line once and then knows which mode it is in.
import { DANGER_KINDS } from '../../shared/seakeeping/imo-1228';
import { VOYAGE_LIMITS } from '../../shared/domain/voyage';
import { ensembleReachWords } from '../../shared/schedule/ensemble-reach';
import {
  CLOCK_OFFSET_ENV,
  rangeText,
  SERVICE_OPTIONS,
  SERVICE_OPTIONS_HELP,
  SPENDING_OPTIONS,
  SPENDING_OPTIONS_HELP,
} from './options';
import type { parseCommandLine, Range } from './options';
import { routeExtensions } from './route-file';
import { DIRECTION_DEG, HS_M, HULL_HELP, HULL_OPTIONS, PERIOD_S, SPEED_KN } from './seakeeping-hull';

/**
 * The voyage's planned speed: above 0, which a schedule needs (a voyage's own bounds), and at
 * most the circular's method's top speed (the point mode's): the tighter of the two homes.
 */
export const VOYAGE_SPEED_KN: Range = { min: VOYAGE_LIMITS.speedKn.min, max: SPEED_KN.max, unit: 'kn' };

/** The options of one sea state only, and of the voyage only: each refused in the other mode. */
export const POINT_ONLY = ['heading', 'wave-period', 'wave-from', 'hs'] as const;
export const VOYAGE_ONLY = ['depart', 'vessel', 'demo', 'data-dir', 'max-credits'] as const;

export const OPTIONS = {
  ...HULL_OPTIONS,
  speed: { type: 'string' },
  heading: { type: 'string' },
  'wave-period': { type: 'string' },
  'wave-from': { type: 'string' },
  hs: { type: 'string' },
  depart: { type: 'string' },
  vessel: { type: 'string' },
  json: { type: 'boolean' },
  ...SERVICE_OPTIONS,
  ...SPENDING_OPTIONS,
  help: { type: 'boolean', short: 'h' },
} as const;

/** The command line as read, either mode. */
export type SeakeepingValues = ReturnType<typeof parseCommandLine<typeof OPTIONS>>['values'];

export const HELP = `Usage: passage seakeeping --length-m L --beam-m B --gm-m GM [--draught-m D] --speed KN --heading DEG
                          --wave-period S --wave-from DEG --hs M [--json]
       passage seakeeping ROUTE --speed KN --depart ISO --length-m L --beam-m B --gm-m GM [--draught-m D]
                          [--max-credits N] [--demo] [--json]
       passage seakeeping ROUTE --speed KN --depart ISO --vessel NAME [hull options] [--max-credits N]
                          [--data-dir DIR] [--json]

  The dangerous zones of IMO MSC.1/Circ.1228 (revised guidance to the master for avoiding
  dangerous situations in adverse weather and sea conditions): surf-riding and broaching-to
  (4.2.1), successive high-wave attack (4.2.2), synchronous and parametric rolling (4.2.3).
  Guidance, not a substitute for the master's judgement or the ship's own stability booklet.

  One sea state: each zone the ship is in at one speed and heading, with the speed or the
  course that leaves it. No service, no credit.
${HULL_HELP}
  --speed KN        Speed through the water, ${rangeText(SPEED_KN)}.
  --heading DEG     Heading, degrees true, ${rangeText(DIRECTION_DEG)}.
  --wave-period S   Period of the waves (the forecast's mean or peak period), ${rangeText(PERIOD_S)}.
  --wave-from DEG   Direction the waves come FROM, degrees true, ${rangeText(DIRECTION_DEG)}: the heading
                    for head seas.
  --hs M            Significant wave height, ${rangeText(HS_M)}.
  --json            Print { encounterPeriodS, rollPeriodS, waveLengthM, dangers: [{ kind, detail }] }, kind
                    one of ${DANGER_KINDS.join(', ')};
                    encounterPeriodS is null when the ship keeps pace with the waves.

  The voyage: ROUTE (a route file: ${routeExtensions()})
  sailed at --speed from --depart, the ship every 3 hours (the ensemble's steps) on her leg's
  heading, judged in each of the wave ensemble's 51 members (its height, mean direction and mean
  period there and then): the share of members that put her in each zone. The hull options above are
  required, or --vessel: Passage never guesses a hull. Steps ${ensembleReachWords()} are
  judged; steps beyond are cut and said on stderr. In a stay (moored or at anchor) nothing is
  judged.
  --speed KN        Planned speed for the whole voyage, ${rangeText(VOYAGE_SPEED_KN)}.
  --depart ISO      Departure, ISO 8601 with its zone (e.g. 2026-12-01T06:00Z).
  --vessel NAME     The hull of the vessel profile of that name saved in the data folder (as the
                    app shows it; other capitals are matched too); each hull option given takes the
                    place of its field. Fields the profile assumed for the type are said on stderr.
                    Not with --demo, whose data folder is a throwaway one.
  --json            Print { steps: [{ timeUtc, lat, lon, dangers: [{ kind, shareOfMembers }] }] }:
                    timeUtc ISO 8601 UTC with Z (as every command's JSON), lat and lon decimal
                    degrees, shareOfMembers the share of members 0..1; a step lists only the
                    kinds some member puts her in (none: dangers is []).
${SPENDING_OPTIONS_HELP}
${SERVICE_OPTIONS_HELP}
  $${CLOCK_OFFSET_ENV} (tests and rehearsals only) moves the clock by that many hours.

  Deep water is assumed (wave length 1.56·T²); the roll period is the IS Code's 2·C·B/√GM.

The exit code is 1 with the problem on stderr when a value is out of range, the route file
cannot be read or no saved vessel profile of that name has a hull; 2 for a usage error (a missing
option, one of the other mode's).
`;

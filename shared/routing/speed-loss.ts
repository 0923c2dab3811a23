// A merchant ship's involuntary speed loss in wind and waves by Kwon's method, for the router:
// the planned speed through the water, reduced by the Beaufort force and the waves' angle off the bow.
//
// Source: Y. J. Kwon, "Speed loss due to added resistance in wind and waves", The Naval Architect
// (RINA), March 2008, with its three tables as reproduced (Tables 2-4) in R. Lu, O. Turan,
// E. Boulougouris, C. Banks, A. Incecik, "A semi-empirical ship operational performance prediction
// model for voyage optimization towards energy efficient shipping", Ocean Engineering 110 (2015)
// 18-28 (https://www.scribd.com/document/329207328/; only its abstract was readable from here).
// The method goes back to R. L. Townsin and Y. J. Kwon, "Approximate formulae for the speed loss
// due to added resistance in wind and waves", Trans. RINA 125 (1983), where C_β is called μ and
// C_U α. Neither paper's tables could be read here, so every coefficient below was checked against
// independent reproductions in public ship-routing and speed-optimisation code found with a code
// search (Python, Java, C++, TypeScript; among them a German "Widerstandsberechnung" tool and a
// DEAP genetic router's "KwonsMethod"). They agree on every number except one sign, noted at
// C_U. No code was copied from them.
//
//   Δv/v (%) = C_β · C_U · C_Form
//
// C_β: direction reduction coefficient (the table gives 2C_β), by the waves' angle off the bow.
// C_U: speed reduction coefficient, by block coefficient C_B and Froude number Fn.
// C_Form: ship form coefficient, by Beaufort force BN and displacement volume ∇ in m³.
import { InputError, assertNever, requireFinite } from '../domain/errors';
import { MAX_BEAUFORT_FORCE, beaufortFromKn, knToMs } from '../domain/units';

export type Loading = 'laden' | 'ballast';
/** Kwon's C_Form has one formula for container ships and one for all other ships. */
export type ShipForm = 'normal' | 'container';
export type WaveSector = 'head' | 'bow' | 'beam' | 'following';

/** What the method needs to know of the hull (see hull.ts for defaults per ship type). */
export interface Hull {
  /** Length on the waterline, m (for the Froude number). */
  readonly waterlineLengthM: number;
  /** Block coefficient C_B = ∇ / (L·B·T), in (0, 1]. */
  readonly blockCoefficient: number;
  /** Displacement volume ∇, m³. */
  readonly displacementM3: number;
  readonly loading: Loading;
  readonly shipForm: ShipForm;
}

/**
 * The most speed the method may take away, percent. Kwon's fits were made for the sea states a
 * ship keeps going in; at force 8 and more from ahead C_Form grows as BN^6.5 and the product
 * passes 100 % (a ship going astern). A ship in a storm keeps steerage way, so it keeps at least a
 * quarter of its calm-water speed here; the router's wind and wave limits keep it out of most of
 * that weather anyway.
 */
export const MAX_SPEED_LOSS_PERCENT = 75;

/** Standard gravity, m/s² (the Froude number's g). */
const G_MS2 = 9.80665;

// Sectors by the angle between the bow and the direction the waves come from (the C_β table).
// A boundary angle belongs to the sector nearer the bow (the larger loss).
const SECTORS: readonly WaveSector[] = ['head', 'bow', 'beam', 'following'];
const SECTOR_UPPER_DEG = [30, 60, 150, 180] as const;

/** The sector of a wave angle off the bow in degrees (any real angle; port and starboard alike). */
export function waveSector(waveAngleDeg: number): WaveSector {
  const angle = foldAngleDeg(requireFinite(waveAngleDeg, 'waveAngleDeg'));
  return SECTORS[SECTOR_UPPER_DEG.findIndex((upper) => angle <= upper)] ?? 'following';
}

/**
 * The waves' angle off the bow in [0, 180] degrees: 0 when they come from dead ahead, 180 from
 * astern. `headingDeg` is the ship's heading, `wavesFromDeg` the direction the waves come FROM
 * (the convention of wind and of wave models' mean wave direction), both degrees true.
 */
export function waveAngleOffBowDeg(headingDeg: number, wavesFromDeg: number): number {
  return foldAngleDeg(requireFinite(wavesFromDeg, 'wavesFromDeg') - requireFinite(headingDeg, 'headingDeg'));
}

function foldAngleDeg(angleDeg: number): number {
  const wrapped = ((angleDeg % 360) + 360) % 360;
  return wrapped > 180 ? 360 - wrapped : wrapped;
}

/**
 * C_β, direction reduction coefficient (the table gives 2C_β; this returns C_β):
 * head 0-30°: 2C_β = 2; bow 30-60°: 1.7 - 0.03(BN - 4)²; beam 60-150°: 0.9 - 0.06(BN - 6)²;
 * following 150-180°: 0.4 - 0.03(BN - 8)². As published: the parabolas go below zero at low and
 * high forces (beam at BN ≤ 2 and ≥ 10); kwonSpeedLossPercent does not let that become a gain.
 */
export function directionCoefficient(sector: WaveSector, beaufort: number): number {
  const bn = requireBeaufort(beaufort);
  switch (sector) {
    case 'head':
      return 1;
    case 'bow':
      return (1.7 - 0.03 * (bn - 4) ** 2) / 2;
    case 'beam':
      return (0.9 - 0.06 * (bn - 6) ** 2) / 2;
    case 'following':
      return (0.4 - 0.03 * (bn - 8) ** 2) / 2;
    default:
      return assertNever(sector, 'wave sector');
  }
}

// C_U table: C_U = c0 + c1·Fn + c2·Fn² for each tabulated C_B ("normal" rows 0.55-0.85 serve
// laden ships; ballast rows exist only for 0.75-0.85, so a finer ship in ballast uses the normal
// rows). The Fn² term is minus in every row but C_B 0.85 (plus) in six of the seven reproductions
// found; one has plus throughout. We follow the six.
type CuRow = readonly [blockCoefficient: number, c0: number, c1: number, c2: number];
const CU_NORMAL: readonly CuRow[] = [
  [0.55, 1.7, -1.4, -7.4],
  [0.6, 2.2, -2.5, -9.7],
  [0.65, 2.6, -3.7, -11.6],
  [0.7, 3.1, -5.3, -12.4],
  [0.75, 2.4, -10.6, -9.5],
  [0.8, 2.6, -13.1, -15.1],
  [0.85, 3.1, -18.7, 28.0],
];
const CU_BALLAST: readonly CuRow[] = [
  ...CU_NORMAL.slice(0, 4),
  [0.75, 2.6, -12.5, -13.5],
  [0.8, 3.0, -16.3, -21.6],
  [0.85, 3.4, -20.9, 31.8],
];

/**
 * C_U, speed reduction coefficient, at a block coefficient and Froude number. Between tabulated
 * C_B the two neighbouring rows are interpolated linearly; below 0.55 or above 0.85 the end row
 * is used.
 * Each row is a fit over the speeds usual for that fullness: a full ship driven fast (C_B 0.80 at
 * Fn > 0.17) gets a negative value, which is floored at 0 (the method gives no speed gain).
 */
export function speedCoefficient(blockCoefficient: number, froudeNumber: number, loading: Loading): number {
  const cb = requireBlockCoefficient(blockCoefficient);
  const fn = requireFroude(froudeNumber);
  const rows = loading === 'laden' ? CU_NORMAL : loading === 'ballast' ? CU_BALLAST : assertNever(loading, 'loading');
  const at = (row: CuRow): number => Math.max(0, row[1] + row[2] * fn + row[3] * fn * fn);
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (first === undefined || last === undefined) throw new Error('C_U table is empty');
  if (cb <= first[0]) return at(first);
  if (cb >= last[0]) return at(last);
  const upper = rows.findIndex((row) => row[0] >= cb);
  const high = rows[upper];
  const low = rows[upper - 1];
  if (high === undefined || low === undefined) throw new Error(`no C_U rows around C_B ${cb}`);
  const t = (cb - low[0]) / (high[0] - low[0]);
  return at(low) + t * (at(high) - at(low));
}

/**
 * C_Form, ship form coefficient, with ∇ in m³:
 * all ships but container ships, laden: 0.5·BN + BN^6.5 / (2.7·∇^(2/3));
 * all ships but container ships, ballast: 0.7·BN + BN^6.5 / (2.7·∇^(2/3));
 * container ships (one condition): 0.7·BN + BN^6.5 / (22·∇^(2/3)).
 */
export function formCoefficient(
  beaufort: number,
  displacementM3: number,
  loading: Loading,
  shipForm: ShipForm,
): number {
  const bn = requireBeaufort(beaufort);
  const volume = requirePositive(displacementM3, 'displacementM3');
  const surface = volume ** (2 / 3);
  switch (shipForm) {
    case 'container':
      return 0.7 * bn + bn ** 6.5 / (22 * surface);
    case 'normal':
      return (loading === 'laden' ? 0.5 : 0.7) * bn + bn ** 6.5 / (2.7 * surface);
    default:
      return assertNever(shipForm, 'ship form');
  }
}

/** Fn = v / √(g·L), v the speed through the water in m/s and L the waterline length in m. */
export function froudeNumber(speedKn: number, waterlineLengthM: number): number {
  return (
    knToMs(requireSpeed(speedKn, 'speedKn')) / Math.sqrt(G_MS2 * requirePositive(waterlineLengthM, 'waterlineLengthM'))
  );
}

export interface KwonInput {
  /** Beaufort force, a whole number 0..12. */
  readonly beaufort: number;
  /** The waves' angle off the bow, degrees (0 head seas, 180 following; sign ignored). */
  readonly waveAngleDeg: number;
  readonly blockCoefficient: number;
  /** Froude number at the calm-water speed. */
  readonly froudeNumber: number;
  readonly loading: Loading;
  readonly shipForm: ShipForm;
  /** Displacement volume ∇, m³. */
  readonly displacementM3: number;
}

/**
 * Speed loss in percent of the calm-water speed, in [0, MAX_SPEED_LOSS_PERCENT]. Up to force 8 it
 * is Kwon's product as published; two guards keep the fitted parabolas of C_β from giving answers
 * no navigator would accept past their peaks (BN 4 bow, 6 beam, 8 following), both stated here
 * because they depart from the bare formula:
 * - the loss never falls as the force rises from the same direction (C_β·C_Form at a force is the
 *   largest it was at any lower force), so a beam sea of force 10 is not "no loss" where force 9
 *   was a large one;
 * - the loss never grows as the waves move aft (beam ≤ bow ≤ head and following ≤ beam): the
 *   published beam and following parabolas cross at BN 9, after which following seas would cost
 *   more than beam seas.
 */
export function kwonSpeedLossPercent(input: KwonInput): number {
  const bn = requireBeaufort(input.beaufort);
  const sector = SECTORS.indexOf(waveSector(input.waveAngleDeg));
  const cu = speedCoefficient(input.blockCoefficient, input.froudeNumber, input.loading);
  const table = directionAndFormTable(input.displacementM3, input.loading, input.shipForm);
  return Math.min(MAX_SPEED_LOSS_PERCENT, cu * (table[sector * FORCES + bn] ?? 0));
}

const FORCES = MAX_BEAUFORT_FORCE + 1;
// A router asks for the same few hulls millions of times: C_β·C_Form with both guards depends only
// on the hull's ∇, loading and form, so its 4 × 13 table is built once per hull (a handful in a run).
const TABLES = new Map<string, Float64Array>();
const MAX_TABLES = 64;

function directionAndFormTable(displacementM3: number, loading: Loading, shipForm: ShipForm): Float64Array {
  const key = `${displacementM3}|${loading}|${shipForm}`;
  const cached = TABLES.get(key);
  if (cached !== undefined) return cached;
  const form = Array.from({ length: FORCES }, (_, force) => formCoefficient(force, displacementM3, loading, shipForm));
  const table = new Float64Array(SECTORS.length * FORCES);
  SECTORS.forEach((sector, s) => {
    let peak = 0; // the largest loss from this sector at any force up to this one
    form.forEach((cForm, force) => {
      peak = Math.max(peak, Math.max(0, directionCoefficient(sector, force)) * cForm);
      const nearerBow = s === 0 ? Infinity : (table[(s - 1) * FORCES + force] ?? Infinity);
      table[s * FORCES + force] = Math.min(peak, nearerBow);
    });
  });
  if (TABLES.size >= MAX_TABLES) TABLES.clear();
  TABLES.set(key, table);
  return table;
}

export interface SpeedInWavesInput {
  /** Planned speed through the water in calm water, knots. */
  readonly speedKn: number;
  /** Mean wind speed at 10 m, knots (its WMO Beaufort force is Kwon's BN). */
  readonly windKn: number;
  /** The waves' angle off the bow, degrees (see waveAngleOffBowDeg). */
  readonly waveAngleDeg: number;
  readonly hull: Hull;
}

/** The speed through the water in wind and waves, knots: never below 0, never above the planned speed. */
export function speedInWaves(input: SpeedInWavesInput): number {
  const speedKn = requireSpeed(input.speedKn, 'speedKn');
  const beaufort = beaufortFromKn(requireSpeed(input.windKn, 'windKn'));
  const { hull } = input;
  const lossPercent = kwonSpeedLossPercent({
    beaufort,
    waveAngleDeg: input.waveAngleDeg,
    blockCoefficient: hull.blockCoefficient,
    froudeNumber: froudeNumber(speedKn, hull.waterlineLengthM),
    loading: hull.loading,
    shipForm: hull.shipForm,
    displacementM3: hull.displacementM3,
  });
  return Math.max(0, speedKn * (1 - lossPercent / 100));
}

function requireBeaufort(value: number): number {
  requireFinite(value, 'beaufort');
  if (!Number.isInteger(value) || value < 0 || value > MAX_BEAUFORT_FORCE) {
    throw new InputError('invalid-speed', `beaufort ${value} is not a whole force from 0 to 12`, 'beaufort');
  }
  return value;
}

function requireSpeed(value: number, field: string): number {
  requireFinite(value, field);
  if (value < 0) throw new InputError('invalid-speed', `${field} ${value} is negative; a speed is 0 or more`, field);
  return value;
}

function requireFroude(value: number): number {
  requireFinite(value, 'froudeNumber');
  if (value < 0 || value > 1) {
    throw new InputError(
      'invalid-speed',
      `froudeNumber ${value} is outside 0..1 (a displacement ship)`,
      'froudeNumber',
    );
  }
  return value;
}

function requireBlockCoefficient(value: number): number {
  requireFinite(value, 'blockCoefficient');
  if (value <= 0 || value > 1) {
    throw new InputError('invalid-hull', `blockCoefficient ${value} is outside (0, 1]`, 'blockCoefficient');
  }
  return value;
}

function requirePositive(value: number, field: string): number {
  requireFinite(value, field);
  if (value <= 0) throw new InputError('invalid-hull', `${field} ${value} must be more than 0`, field);
  return value;
}

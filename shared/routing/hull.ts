// The hull the speed-loss method needs, from what a vessel profile says (its hull's L, B and
// draught where the navigator gave them), with typical values per ship type wherever it says nothing.
import type { Vessel } from '../domain/voyage';
import { InputError, requireFinite } from '../domain/errors';
import type { Hull, Loading } from './speed-loss';

export type ShipType = 'bulk-carrier' | 'tanker' | 'container-ship' | 'general-cargo' | 'ro-ro';

/** What a navigator may know of the hull; every field optional. */
export interface HullHints {
  readonly shipType?: ShipType;
  readonly waterlineLengthM?: number;
  readonly blockCoefficient?: number;
  readonly displacementM3?: number;
  readonly loading?: Loading;
}

interface TypicalHull {
  /** Length on the waterline, m. */
  readonly waterlineLengthM: number;
  /** Moulded breadth, m. */
  readonly breadthM: number;
  /** Draught at the loaded condition, m. */
  readonly draughtM: number;
  /** Block coefficient at that draught. */
  readonly blockCoefficient: number;
}

// One representative ship per type, loaded. Block coefficients lie inside the ranges commonly
// quoted per type (bulk carriers and tankers 0.80-0.85, general cargo 0.55-0.75, container ships
// and ferries 0.50-0.70, as in MAN Energy Solutions' "Basic principles of ship propulsion", quoted
// from memory: its table was not readable from here) and the rule of thumb read at
// https://marineprohelp.com/terms/202/block-coefficient (slow ships 0.75-0.85, ordinary
// 0.65-0.75, fast 0.50-0.65). Main dimensions are those of the common size of each type, not of
// one ship: a Supramax bulk carrier (about 58 000 dwt), an MR product tanker (about 50 000 dwt), a
// Panamax container ship (about 4 500 TEU, within the old locks' 294.1 m × 32.3 m × 12.0 m), a
// 12 000 dwt multipurpose general cargo ship and a ro-ro cargo ship. The displacement volume
// follows as ∇ = C_B·L·B·T.
const TYPICAL: Readonly<Record<ShipType, TypicalHull>> = {
  'bulk-carrier': { waterlineLengthM: 187, breadthM: 32.26, draughtM: 12.8, blockCoefficient: 0.84 },
  tanker: { waterlineLengthM: 180, breadthM: 32.2, draughtM: 13.0, blockCoefficient: 0.82 },
  'container-ship': { waterlineLengthM: 285, breadthM: 32.2, draughtM: 12.0, blockCoefficient: 0.65 },
  'general-cargo': { waterlineLengthM: 135, breadthM: 21, draughtM: 8.5, blockCoefficient: 0.72 },
  'ro-ro': { waterlineLengthM: 185, breadthM: 28, draughtM: 7.2, blockCoefficient: 0.6 },
};

/**
 * The type assumed when a profile does not say: bulk carriers are the largest segment of the
 * ocean-going fleet by deadweight (about two-fifths in UNCTAD's Review of Maritime Transport,
 * quoted from memory). Not the small general cargo ship: Kwon's C_Form for "normal" ships grows
 * as BN^6.5/∇^(2/3), so a 17 000 m³ hull loses 62 % of 14 kn in force 6 head seas and the router
 * would shun weather an ocean-going ship sails through (the bulk carrier loses 17.5 %).
 */
export const DEFAULT_SHIP_TYPE: ShipType = 'bulk-carrier';

/**
 * A ship in ballast displaces far less than loaded: lightship plus ballast water, roughly 0.6 of
 * the loaded displacement for bulk carriers and tankers (an assumption, used only when the
 * displacement is not given).
 */
export const BALLAST_DISPLACEMENT_FRACTION = 0.6;

/** The typical loaded displacement volume of a ship type, m³ (∇ = C_B·L·B·T). */
export function typicalDisplacementM3(shipType: ShipType): number {
  const t = TYPICAL[shipType];
  return t.blockCoefficient * t.waterlineLengthM * t.breadthM * t.draughtM;
}

/**
 * The hull of a vessel profile for kwonSpeedLossPercent: `hints` where given, then the profile's
 * own hull (its length on the waterline taken as L, and its displacement as C_B·L·B·T, where the
 * navigator gave L, B and draught rather than Passage assuming them for the type), the ship
 * type's typical figures elsewhere. A given length without a displacement scales the typical
 * displacement by (L/L₀)³, and a given displacement without a length scales the length by
 * (∇/∇₀)^(1/3) (a geometrically similar ship).
 */
export function hullOf(vessel?: Vessel, given: HullHints = {}): Hull {
  const hints = { ...profileHints(vessel), ...given };
  const shipType = hints.shipType ?? DEFAULT_SHIP_TYPE;
  const typical = TYPICAL[shipType];
  // The loading is one fact about the ship: the fuel particulars may say it (the speed plan's ballast).
  const loading = hints.loading ?? vessel?.fuel?.loading ?? 'laden';
  const lengthHint = optionalPositive(hints.waterlineLengthM, 'hull.waterlineLengthM');
  const volumeHint = optionalPositive(hints.displacementM3, 'hull.displacementM3');
  const blockCoefficient =
    optionalPositive(hints.blockCoefficient, 'hull.blockCoefficient') ?? typical.blockCoefficient;
  if (blockCoefficient > 1) {
    throw new InputError(
      'invalid-hull',
      `hull.blockCoefficient ${blockCoefficient} is more than 1`,
      'hull.blockCoefficient',
    );
  }
  const typicalVolume = typicalDisplacementM3(shipType) * (loading === 'ballast' ? BALLAST_DISPLACEMENT_FRACTION : 1);
  const scale =
    lengthHint !== undefined
      ? lengthHint / typical.waterlineLengthM
      : Math.cbrt((volumeHint ?? typicalVolume) / typicalVolume);
  return {
    waterlineLengthM: lengthHint ?? typical.waterlineLengthM * scale,
    blockCoefficient,
    displacementM3: volumeHint ?? typicalVolume * scale ** 3,
    loading,
    shipForm: shipType === 'container-ship' ? 'container' : 'normal',
  };
}

/** What the profile's own hull figures say for the speed loss: only those the navigator gave. */
function profileHints(vessel: Vessel | undefined): { waterlineLengthM?: number; displacementM3?: number } {
  const hull = vessel?.hull;
  if (hull === undefined) return {};
  const own = (field: 'lengthM' | 'beamM' | 'draughtM'): boolean => !hull.assumed.includes(field);
  if (!own('lengthM')) return {};
  if (!own('beamM') || !own('draughtM')) return { waterlineLengthM: hull.lengthM };
  const cb = TYPICAL[DEFAULT_SHIP_TYPE].blockCoefficient;
  return { waterlineLengthM: hull.lengthM, displacementM3: cb * hull.lengthM * hull.beamM * hull.draughtM };
}

function optionalPositive(value: number | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  requireFinite(value, field);
  if (value <= 0) throw new InputError('invalid-hull', `${field} ${value} must be more than 0`, field);
  return value;
}

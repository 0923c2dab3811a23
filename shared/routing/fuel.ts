// The main engine's fuel and its CO2, from what a vessel profile says of its particulars, with the
// ship type's typical figures wherever it says nothing (and words saying which were assumed).
//
// Fuel is a function of the commanded calm-water speed (the engine setting), not of the speed made
// good: in wind and waves the same setting makes less way (Kwon's loss, speed-loss.ts), so the leg
// takes longer and burns more, which is how the weather enters the fuel. Within a ship's working
// range the propulsion power goes roughly as the cube of the speed (the admiralty law,
// P = Δ^(2/3)·V³/C, e.g. MAN Energy Solutions, "Basic principles of ship propulsion", quoted from
// memory): fuel per hour ∝ V³, fuel per mile ∝ V².
import type { FuelParticulars, FuelType, Vessel } from '../domain/voyage';
import { InputError } from '../domain/errors';
import {
  BALLAST_DISPLACEMENT_FRACTION,
  DEFAULT_SHIP_TYPE,
  typicalDisplacementM3,
  type HullHints,
  type ShipType,
} from './hull';
import type { Loading } from './speed-loss';

/**
 * CO2 per tonne of fuel burnt, t/t: the conversion factors C_F of the IMO EEDI guidelines
 * (MEPC.308(73), as amended by MEPC.364(79)), the same table IMO DCS and the CII use; read in
 * MEPC.282(70) appendix 2 (https://imorules.com/GUID-C5C46030-8F6A-4665-860A-6B9CB376A628.html):
 * diesel/gas oil 3.206, LFO 3.151, HFO 3.114, LNG 2.750.
 */
export const CO2_FACTOR_T_PER_T: Readonly<Record<FuelType, number>> = {
  HFO: 3.114,
  LFO: 3.151,
  'MDO/MGO': 3.206,
  LNG: 2.75,
};

interface TypicalFuel {
  readonly words: string;
  /** Service speed, kn, and main-engine consumption there, laden, t/day. */
  readonly serviceSpeedKn: number;
  readonly consumptionTPerDay: number;
}

// The common size of each type as in hull.ts (Supramax bulk carrier, MR tanker, Panamax container
// ship, 12 000 dwt general cargo ship, ro-ro cargo ship), at the speed and consumption their
// charter descriptions typically quote (e.g. a Supramax "about 14 kn on about 28 t IFO"): figures
// of the trade, quoted from memory and not from one source, so they are said whenever assumed.
const TYPICAL: Readonly<Record<ShipType, TypicalFuel>> = {
  'bulk-carrier': { words: 'typical bulk carrier', serviceSpeedKn: 14, consumptionTPerDay: 28 },
  tanker: { words: 'typical product tanker', serviceSpeedKn: 14, consumptionTPerDay: 27 },
  'container-ship': { words: 'typical Panamax container ship', serviceSpeedKn: 21, consumptionTPerDay: 100 },
  'general-cargo': { words: 'typical general cargo ship', serviceSpeedKn: 13, consumptionTPerDay: 16 },
  'ro-ro': { words: 'typical ro-ro ship', serviceSpeedKn: 18, consumptionTPerDay: 45 },
};

/**
 * The speed range when not given: the service speed is commonly quoted at about 85 % of the
 * engine's maximum continuous rating, so the most the engine gives is (1/0.85)^(1/3) ≈ 1.055 of it
 * by the cube law; slow steaming goes down to about 60 % of the service speed (a fifth of the
 * power, above the low-load limits of two-stroke engines). Both are rules of thumb, said when used.
 */
const MAX_OF_SERVICE = Math.cbrt(1 / 0.85);
const MIN_OF_SERVICE = 0.6;
/** With an admiralty coefficient: the specific fuel consumption of a slow-speed two-stroke diesel, g/kWh (175-195 is the usual span). */
const SFOC_G_PER_KWH = 180;
/** Sea water, t/m³ (the displacement in tonnes from the hull's volume). */
const SEA_WATER_T_PER_M3 = 1.025;

/** The fuel model a speed plan uses: every figure resolved, with what was assumed. */
export interface FuelModel {
  readonly serviceSpeedKn: number;
  /** Consumption at the service speed at this loading, t/day. */
  readonly serviceTPerDay: number;
  readonly minSpeedKn: number;
  readonly maxSpeedKn: number;
  readonly fuelType: FuelType;
  readonly loading: Loading;
  /** t CO2 per t fuel. */
  readonly co2Factor: number;
  /** What was assumed, in words (e.g. "typical bulk carrier: 14 kn, 28 t/day assumed"); null when nothing was. */
  readonly assumed: string | null;
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

/**
 * The fuel model of a vessel profile. Consumption is quoted laden; in ballast it is scaled by the
 * admiralty law's Δ^(2/3) with the ballast displacement of hull.ts (0.6 of loaded: 0.71 of the
 * fuel). With an admiralty coefficient the consumption is P·SFOC with P = Δ^(2/3)·V³/C.
 */
export function fuelModelOf(vessel?: Vessel, hints: HullHints = {}): FuelModel {
  const given: FuelParticulars = vessel?.fuel ?? {};
  const shipType = hints.shipType ?? DEFAULT_SHIP_TYPE;
  const typical = TYPICAL[shipType];
  const loading = given.loading ?? hints.loading ?? 'laden';
  const assumed: string[] = [];
  const serviceSpeedKn = given.serviceSpeedKn ?? typical.serviceSpeedKn;
  if (given.serviceSpeedKn === undefined) assumed.push(`${serviceSpeedKn} kn`);
  const ballastFactor = loading === 'ballast' ? BALLAST_DISPLACEMENT_FRACTION ** (2 / 3) : 1;
  let serviceTPerDay: number;
  if (given.admiraltyCoefficient !== undefined) {
    const loaded = typicalDisplacementM3(shipType) * SEA_WATER_T_PER_M3;
    const displacementT = given.displacementT ?? loaded * (loading === 'ballast' ? BALLAST_DISPLACEMENT_FRACTION : 1);
    if (given.displacementT === undefined) assumed.push(`${Math.round(displacementT)} t displacement`);
    const powerKw = (displacementT ** (2 / 3) * serviceSpeedKn ** 3) / given.admiraltyCoefficient;
    serviceTPerDay = (powerKw * SFOC_G_PER_KWH * 24) / 1e6;
    assumed.push(`${SFOC_G_PER_KWH} g/kWh`);
  } else {
    const laden = given.consumptionTPerDay ?? typical.consumptionTPerDay;
    if (given.consumptionTPerDay === undefined) assumed.push(`${laden} t/day`);
    serviceTPerDay = laden * ballastFactor;
  }
  const minSpeedKn = given.minSpeedKn ?? round1(MIN_OF_SERVICE * serviceSpeedKn);
  const maxSpeedKn = given.maxSpeedKn ?? round1(MAX_OF_SERVICE * serviceSpeedKn);
  if (given.minSpeedKn === undefined || given.maxSpeedKn === undefined)
    assumed.push(`${minSpeedKn}-${maxSpeedKn} kn range`);
  if (!(minSpeedKn < maxSpeedKn))
    throw new InputError(
      'invalid-speed',
      `the least speed ${minSpeedKn} kn must be below the most, ${maxSpeedKn} kn`,
      'vessel.fuel.minSpeedKn',
    );
  const fuelType = given.fuelType ?? 'HFO';
  if (given.fuelType === undefined) assumed.push(fuelType);
  const whose = vessel?.fuel === undefined ? typical.words : `${typical.words} where the profile is silent`;
  return {
    serviceSpeedKn,
    serviceTPerDay,
    minSpeedKn,
    maxSpeedKn,
    fuelType,
    loading,
    co2Factor: CO2_FACTOR_T_PER_T[fuelType],
    assumed: assumed.length === 0 ? null : `${whose}: ${assumed.join(', ')} assumed`,
  };
}

/** Main-engine fuel per hour at a commanded calm-water speed, t/h: the cube law from the service point. */
export function fuelRateTPerH(model: Pick<FuelModel, 'serviceSpeedKn' | 'serviceTPerDay'>, speedKn: number): number {
  return (model.serviceTPerDay / 24) * (speedKn / model.serviceSpeedKn) ** 3;
}

/** Fuel for `hours` under way at a commanded speed, t. */
export function fuelT(
  model: Pick<FuelModel, 'serviceSpeedKn' | 'serviceTPerDay'>,
  speedKn: number,
  hours: number,
): number {
  return fuelRateTPerH(model, speedKn) * hours;
}

/** CO2 of burning `fuel` tonnes of the model's fuel, t. */
export function co2T(model: Pick<FuelModel, 'co2Factor'>, fuel: number): number {
  return fuel * model.co2Factor;
}

// The unit objects of spec §2.12: a speed in kph, kts, mph and mps; a pressure in mb and inHg;
// a direction as degrees and its 16-point compass word. Each is rounded as an advisory states it.
import type { StormConditions, StormSpeed } from '../../../shared/api/resources/storms';
import { compassPoint } from '../../../shared/forecast/wind-display';

/** Exact definitions: 1 kn = 1.852 km/h; 1 mile = 1609.344 m. */
const KPH_PER_KN = 1.852;
const MPH_PER_KN = 1852 / 1609.344;
const MPS_PER_KN = 1852 / 3600;
/** 1 inHg = 33.8639 hPa (at 0 °C, standard gravity). */
const MB_PER_INHG = 33.8639;

function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** A speed given in whole knots, in the four units; all null when unknown. */
export function speedFromKn(speedKn: number | null): StormSpeed {
  if (speedKn === null) return { kph: null, kts: null, mph: null, mps: null };
  return {
    kph: Math.round(speedKn * KPH_PER_KN),
    kts: speedKn,
    mph: Math.round(speedKn * MPH_PER_KN),
    mps: roundTo(speedKn * MPS_PER_KN, 1),
  };
}

/** A pressure given in whole millibars (hPa); both null when unknown. */
export function pressureFromMb(pressureMb: number | null): StormConditions['pressure'] {
  if (pressureMb === null) return { mb: null, in: null };
  return { mb: pressureMb, in: roundTo(pressureMb / MB_PER_INHG, 2) };
}

/** A direction as whole degrees [0, 360) and its compass word. */
export function directionFromDeg(degrees: number): StormConditions['movementDirection'] {
  const whole = Math.round(((degrees % 360) + 360) % 360) % 360;
  return { text: compassPoint(whole), degrees: whole };
}

/** Rounds a wind to 5 knots, as advisories report it. */
export function roundWindKn(windKn: number): number {
  return Math.round(windKn / 5) * 5;
}

/**
 * Central pressure from the maximum sustained wind: the Atkinson–Holliday (1977) relation
 * V = 6.7 (1010 − P)^0.644 (V in knots, P in hPa), turned round, in whole hPa.
 */
export function pressureFromWindMb(windKn: number): number {
  return Math.round(1010 - (windKn / 6.7) ** (1 / 0.644));
}

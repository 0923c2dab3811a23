// The words for a route that breaks the vessel's limits because none keeps them from the
// departure asked: which limit, where, when and by how much, and the later departure that keeps
// them. One wording for the app and the CLI; positions in degrees and minutes, times in UTC.
import { formatPosition } from '../domain/coordinates';
import { formatUtcMinute } from '../domain/time';
import type { VesselLimits } from '../domain/voyage';
import { QUANTITIES } from '../domain/quantities';
import type { LimitBreach, SoftLimits } from '../ipc/methods/routing';

/** A value with its unit as the reader wants it: kn or m from the backend, converted by the caller. */
export interface BreachUnits {
  readonly speed: (kn: number) => string;
  readonly wave: (m: number) => string;
  /** Visibility, NM; NM with one decimal when not given. */
  readonly distance?: (nm: number) => string;
}

export const KNOTS_AND_METRES: BreachUnits = {
  speed: (kn) => `${Math.round(kn)} kn`,
  wave: (m) => `${(Math.round(m * 10) / 10).toFixed(1)} m`,
};

/** A value of the breach's quantity in the reader's unit for its family (quantity table). */
function valueText(b: Pick<LimitBreach, 'quantity'>, value: number, units: BreachUnits): string {
  const family = QUANTITIES[b.quantity].family;
  if (family === 'speed') return units.speed(value);
  if (family === 'waveHeight') return units.wave(value);
  return units.distance?.(value) ?? `${(Math.round(value * 10) / 10).toFixed(1)} NM`;
}

function hoursText(h: number): string {
  return h < 1 ? 'under an hour' : `${Math.round(h)} h`;
}

/** "No route keeps the P90 limits (wind 34 kn, gusts 45 kn, Hs 4.0 m) departing …". */
export function softLimitsHeadline(
  departUtc: number,
  percentile: number,
  limits: VesselLimits,
  units: BreachUnits = KNOTS_AND_METRES,
): string {
  return (
    `No route keeps the P${percentile} limits (wind ${units.speed(limits.windKn)}, gusts ${units.speed(limits.gustKn)}, ` +
    `Hs ${units.wave(limits.hsM)}) departing ${formatUtcMinute(departUtc)}: this is the fastest route that breaks them least.`
  );
}

/** One sentence per limit broken: the worst value, where and when, and how long above it. */
export function breachSentence(b: LimitBreach, units: BreachUnits = KNOTS_AND_METRES): string {
  // How far beyond, as a share of the limit: over it, or under it for visibility.
  const sense = QUANTITIES[b.quantity].sense;
  const over = Math.round((sense === 'above' ? b.worst / b.limit - 1 : 1 - b.worst / b.limit) * 100);
  const span =
    b.firstUtc === b.lastUtc
      ? `at ${formatUtcMinute(b.firstUtc)}`
      : `${hoursText(b.hoursAbove)} in all between ${formatUtcMinute(b.firstUtc)} and ${formatUtcMinute(b.lastUtc)}`;
  return (
    `${QUANTITIES[b.quantity].short} ${sense} ${valueText(b, b.limit, units)}: ${sense === 'above' ? 'up to' : 'down to'} ${valueText(b, b.worst, units)} (${over} % ${sense === 'above' ? 'over' : 'under'}) ` +
    `at ${formatPosition(b)} on ${formatUtcMinute(b.worstUtc)}; ${span}.`
  );
}

/** The offer of a later departure, or why there is none. */
export function laterDepartureSentence(soft: SoftLimits): string {
  const later = soft.laterDeparture;
  if (later === null)
    return (
      `No departure every ${soft.stepH} h up to ${formatUtcMinute(soft.triedUntilUtc)} keeps the limits ` +
      `(as far as the ensemble reaches): relax them, or plan the departure again with a newer forecast.`
    );
  return (
    `Depart later: departing ${formatUtcMinute(later.departUtc)}, a route keeps the limits as far as the ensemble ` +
    `reaches (to ${formatUtcMinute(later.checkedUntilUtc)}), ETA ${formatUtcMinute(later.etaUtc)}.`
  );
}

/** All of it, a line each: the headline, each limit broken, the later departure. */
export function softLimitsLines(
  soft: SoftLimits,
  departUtc: number,
  percentile: number,
  limits: VesselLimits,
  units: BreachUnits = KNOTS_AND_METRES,
): string[] {
  return [
    softLimitsHeadline(departUtc, percentile, limits, units),
    ...soft.breaches.map((b) => breachSentence(b, units)),
    laterDepartureSentence(soft),
  ];
}

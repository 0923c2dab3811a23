// The storm warnings the panel and the badge show: shared/forecast's closest approach of each
// storm to the voyage (computed there, not here), ranked, with the words a navigator reads.
// A storm warns when the ship, at its own positions and times, comes within the warning
// distance of the storm's class at that time, or sails into the forecast cone.
import type { Storm } from '../../../shared/api/resources/storms';
import { formatPosition } from '../../../shared/domain/coordinates';
import { formatUtcMinute } from '../../../shared/domain/time';
import { stormProximities, type ClosestApproach, type StormProximity } from '../../../shared/forecast/storm-proximity';
import { stormClassOf, type StormClass, type WarningDistancesNm } from '../../../shared/forecast/storm-track';

/** A ship position at an instant: a forecast snapshot's step or a schedule timestep. */
export interface ShipStep {
  /** Unix seconds UTC. */
  readonly timeUtc: number;
  readonly lat: number;
  readonly lon: number;
}

export interface StormAssessment {
  readonly proximity: StormProximity;
  /** Within a warning distance, or into the cone. */
  readonly warns: boolean;
  /** The class whose distance is broken (at the first breach), or null. */
  readonly brokenClass: StormClass | null;
}

export interface StormWarnings {
  /** Every storm, warnings first (strongest class broken, then nearest CPA), then by CPA. */
  readonly storms: readonly StormAssessment[];
  /** How many storms warn. */
  readonly count: number;
  /** The first of `storms` when it warns, else null. */
  readonly worst: StormAssessment | null;
}

/** Breaches rank by the class broken: hurricane first; an unclassified storm (kept at the largest distance) next. */
const CLASS_RANK: Readonly<Record<StormClass, number>> = { hurricane: 0, unknown: 1, tropicalStorm: 2, depression: 3 };

export const CLASS_WORDS: Readonly<Record<StormClass, string>> = {
  hurricane: 'hurricane / typhoon',
  tropicalStorm: 'tropical storm',
  depression: 'depression',
  unknown: 'unclassified storm',
};

function severity(a: StormAssessment): number {
  if (!a.warns) return 10;
  return a.brokenClass === null ? 5 : CLASS_RANK[a.brokenClass];
}

/**
 * The storms against the voyage. `asOfUtc` is the advisory time: the cone covers the forecast
 * from then on (shared/forecast stormProximity's `forecastFromUtc`).
 */
export function assessStorms(
  steps: readonly ShipStep[],
  storms: readonly Storm[],
  distancesNm: WarningDistancesNm,
  asOfUtc: number | null,
): StormWarnings {
  const options =
    asOfUtc === null
      ? { warningDistancesNm: distancesNm }
      : { warningDistancesNm: distancesNm, forecastFromUtc: asOfUtc };
  const assessed = stormProximities(steps, storms, options).map((proximity): StormAssessment => ({
    proximity,
    warns: proximity.breaches || proximity.entersCone,
    brokenClass: proximity.firstBreach ? stormClassOf(proximity.firstBreach.category) : null,
  }));
  const cpaNm = (a: StormAssessment): number => a.proximity.cpa?.distanceNm ?? Infinity;
  const ranked = assessed
    .map((a, i) => ({ a, i }))
    .sort((x, y) => severity(x.a) - severity(y.a) || cpaNm(x.a) - cpaNm(y.a) || x.i - y.i)
    .map(({ a }) => a);
  const count = ranked.filter((a) => a.warns).length;
  const first = ranked[0];
  return { storms: ranked, count, worst: first?.warns ? first : null };
}

/** `142 NM at 2026-11-23 06:00Z, ship at 31°36.00'N 144°06.00'E` */
export function approachText(a: ClosestApproach): string {
  return `${Math.round(a.distanceNm)} NM at ${formatUtcMinute(a.timeUtc)}, ship at ${formatPosition(a.ship)}`;
}

/** The closest approach in words, or why there is none. */
export function cpaText(p: StormProximity): string {
  if (!p.cpa) return 'No closest approach: the voyage is not at sea during the storm’s track times.';
  return `Closest approach ${approachText(p.cpa)}.`;
}

/** What the warning is, in one or two sentences; null when the storm does not warn. */
export function warningText(a: StormAssessment): string | null {
  const p = a.proximity;
  const parts: string[] = [];
  if (p.firstBreach) {
    const cls = CLASS_WORDS[stormClassOf(p.firstBreach.category)];
    parts.push(
      `Within the ${p.firstBreach.thresholdNm} NM ${cls} distance from ${formatUtcMinute(p.firstBreach.timeUtc)} (${Math.round(p.firstBreach.distanceNm)} NM then).`,
    );
  }
  if (p.entersCone && p.firstConeEntryUtc !== null)
    parts.push(`Enters the forecast cone at ${formatUtcMinute(p.firstConeEntryUtc)}.`);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The badge's short form of the worst warning: `Typhoon Fengshen 142 NM` or `… in cone`. */
export function shortWarning(a: StormAssessment): string {
  const p = a.proximity;
  const distance = p.cpa ? `${Math.round(p.cpa.distanceNm)} NM` : '';
  const cone = p.entersCone ? 'in cone' : '';
  return [p.name, [distance, cone].filter((s) => s !== '').join(', ')].filter((s) => s !== '').join(' ');
}

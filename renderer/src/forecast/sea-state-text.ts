// What the sea-state section says (issue 29): the IMO MSC.1/Circ.1228 check of the voyage in the
// wave ensemble, in a master's words. The hull missing and where to enter it, the estimate, the
// steps left beyond the ensemble's reach, and per step with a danger: time, position, the zone
// with the circular's paragraph, the share of members, and the speed or course that leaves it.
import { formatPosition } from '../../../shared/domain/coordinates';
import { formatUtcMinute } from '../../../shared/domain/time';
import type { Vessel } from '../../../shared/domain/voyage';
import { HULL_NAMES, type VesselHull } from '../../../shared/domain/vessel-hull-schema';
import { percentWords } from '../../../shared/forecast/chance-words';
import type { SeakeepingEstimate, SeakeepingStep, VoyageSeakeeping } from '../../../shared/ipc';
import { citation, course3, DANGER_WORDS, wayOutWords } from '../../../shared/seakeeping/danger-words';
import type { ShipHull } from '../../../shared/seakeeping/encounter';
import { DANGER_KINDS, type DangerKind } from '../../../shared/seakeeping/imo-1228';

export const SEA_STATE_TITLE = 'Sea state (IMO MSC.1/Circ.1228)';

/** Where the forecast's sea is drawn: with the other weather charts, not here. */
export const SEA_STATE_CHART_WHERE =
  'The Sea state chart (Hs, wave periods, waves off the bow along the track) is with the weather charts: ' +
  'Weather charts tab, below the forecast.';

/** What the service gives of the sea, said beside the check and the chart. */
export const SEA_ELEMENTS_NOTE =
  'The wave ensemble gives the significant height, mean direction and mean period of the whole sea: ' +
  'wind sea and swell heights are not given apart.';

/** The hull the check needs, from the voyage's vessel; null (with why, in hullMissingText) when there is none. */
export function shipHullOf(vessel: Vessel | undefined): ShipHull | null {
  const hull = vessel?.hull;
  if (hull === undefined) return null;
  return { lengthM: hull.lengthM, beamM: hull.beamM, gmM: hull.gmM, draughtM: hull.draughtM };
}

/** Why there is no check, and where to enter what is missing; null when the hull is there. */
export function hullMissingText(vessel: Vessel | undefined): string | null {
  if (vessel === undefined)
    return (
      'No vessel is chosen for this voyage. The check needs her hull (length L, beam B, draught and GM): ' +
      'in the Vessel tab, make or edit a profile with its hull and use it for this voyage. Passage does not guess a hull.'
    );
  if (vessel.hull === undefined)
    return (
      `The profile of ${vessel.name} has no hull. The check needs her length L, beam B, draught and GM: ` +
      `enter them in the Vessel tab (Edit limits of ${vessel.name}). Passage does not guess a hull.`
    );
  return null;
}

/** "Hull of Swift: L 40 m, B 10 m, draught 2.5 m, GM 1 m." and what was assumed, with where to correct it. */
export function hullUsedText(vessel: Vessel & { hull: VesselHull }): string {
  const h = vessel.hull;
  const line = `Hull of ${vessel.name}: L ${h.lengthM} m, B ${h.beamM} m, draught ${h.draughtM} m, GM ${h.gmM} m.`;
  if (h.assumed.length === 0) return line;
  const names = h.assumed.map((f) => HULL_NAMES[f]);
  const rolling = h.assumed.includes('gmM') ? ' The rolling zones are only as good as GM:' : '';
  return (
    `${line} ${names.join(', ')} assumed from her type and size, not her own figures.${rolling} ` +
    'give the loading condition’s in the Vessel tab.'
  );
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "7 steps at 7 places: 7 credits (2 answers stored); the ensemble reaches 2026-12-10 12:00Z." */
export function seakeepingEstimateText(e: SeakeepingEstimate): string {
  const stored = e.cachedRequests === 0 ? '' : ` (${plural(e.cachedRequests, 'answer')} stored, free)`;
  return (
    `${plural(e.steps, 'step')} at ${plural(e.places, 'place')}: ${plural(e.credits, 'credit')}${stored}; ` +
    `the ensemble reaches ${formatUtcMinute(e.horizonUtc)}.`
  );
}

/**
 * Why the check shown is no longer of the voyage on screen: the route changed (a newer revision)
 * or the hull did; null while it still is.
 */
export function outdatedText(
  r: Pick<VoyageSeakeeping, 'voyageRevision' | 'hull'>,
  currentRevision: number | null,
  hull: ShipHull | null,
): string | null {
  const parts = [
    currentRevision !== null && currentRevision !== r.voyageRevision
      ? `the route has changed since this check (revision ${r.voyageRevision}; now ${currentRevision})`
      : '',
    hull !== null &&
    (hull.lengthM !== r.hull.lengthM ||
      hull.beamM !== r.hull.beamM ||
      hull.gmM !== r.hull.gmM ||
      (hull.draughtM ?? r.hull.draughtM) !== r.hull.draughtM)
      ? 'the hull has changed since this check'
      : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  const text = parts.join(', and ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}: check the sea state again.`;
}

/** "7 places along the route · 7 credits spent" */
export function spentText(r: Pick<VoyageSeakeeping, 'places' | 'creditsSpent'>): string {
  return `${plural(r.places, 'place')} along the route · ${plural(r.creditsSpent, 'credit')} spent`;
}

/** The steps of the voyage not judged, in words; null when every one is. */
export function reachText(r: Pick<VoyageSeakeeping, 'cutBefore' | 'cutAfter' | 'horizonUtc'>): string | null {
  const parts = [
    r.cutBefore === 0 ? '' : `${plural(r.cutBefore, 'step')} already past (before the ensemble’s reach)`,
    r.cutAfter === 0
      ? ''
      : `${plural(r.cutAfter, 'step')} after ${formatUtcMinute(r.horizonUtc)}, beyond the ensemble’s reach`,
  ].filter(Boolean);
  return parts.length === 0 ? null : `Not judged: ${parts.join('; ')}. Run the check again nearer the time.`;
}

export interface DangerItem {
  readonly kind: DangerKind;
  /** "Surf-riding and broaching-to (MSC.1/Circ.1228, 4.2.1)" */
  readonly title: string;
  /** "the ship may surf-ride on a crest and broach" */
  readonly effect: string;
  /** "96 % of members (49 of 51)" */
  readonly share: string;
  /** The speed or course that leaves it in every member; null when the result has none. */
  readonly wayOut: string | null;
}

export interface DangerRow {
  readonly timeUtc: number;
  /** "2026-12-01 03:00Z" */
  readonly time: string;
  readonly position: string;
  /** "heading 350° at 20.0 kn" */
  readonly course: string;
  readonly items: readonly DangerItem[];
}

/** "96 % of members (49 of 51)": a zone's share at one step of the check. */
export function shareText(step: Pick<SeakeepingStep, 'members'>, shareOfMembers: number): string {
  return `${percentWords(shareOfMembers)} of members (${Math.round(shareOfMembers * step.members)} of ${step.members})`;
}

function dangerItem(step: SeakeepingStep, d: SeakeepingStep['dangers'][number]): DangerItem {
  const words = DANGER_WORDS[d.kind];
  return {
    kind: d.kind,
    title: `${words.name} (${citation(d.kind)})`,
    effect: words.effect,
    share: shareText(step, d.shareOfMembers),
    wayOut:
      d.wayOut === undefined || step.headingDeg === null
        ? null
        : wayOutWords(d.wayOut, step.headingDeg, 'every member'),
  };
}

/** The steps with a danger, in time order, each zone with its way out. */
export function dangerRows(r: VoyageSeakeeping): DangerRow[] {
  return r.steps
    .filter((s) => s.dangers.length > 0)
    .map((s) => ({
      timeUtc: s.timeUtc,
      time: formatUtcMinute(s.timeUtc),
      position: formatPosition({ lat: s.lat, lon: s.lon }),
      course: s.headingDeg === null ? 'stay' : `heading ${course3(s.headingDeg)} at ${s.speedKn.toFixed(1)} kn`,
      items: s.dangers.map((d) => dangerItem(s, d)),
    }));
}

/**
 * One line over the steps: each zone met, at how many of the steps judged and at most what
 * share of members; or that none is met at all.
 */
export function seakeepingHeadline(r: VoyageSeakeeping): string {
  const judged = r.steps.filter((s) => s.headingDeg !== null && s.members > 0).length;
  const met = DANGER_KINDS.flatMap((kind) => {
    const shares = r.steps.flatMap((s) => s.dangers.filter((d) => d.kind === kind).map((d) => d.shareOfMembers));
    if (shares.length === 0) return [];
    return [
      `${DANGER_WORDS[kind].name} at ${shares.length} of ${plural(judged, 'step')} ` +
        `(up to ${percentWords(Math.max(...shares))} of members)`,
    ];
  });
  if (met.length === 0)
    return `No dangerous zone of the circular in any member at the ${plural(judged, 'step')} judged.`;
  return `${met.join('; ')}.`;
}

// Port size classes, DERIVED: sea-ports has no size, and the spec's classes (§2.15) come from a
// world port index Passage cannot ship. A port's size here is its rank by how big a place it
// serves, cut into the spec's proportions:
//   1. the hand-picked major ports (major-ports.ts) rank first;
//   2. then ports by the population of the largest GeoNames town within 30 km (a port city's
//      size is a fair proxy for its harbour's: Hamburg over Cuxhaven), divided by 1 + d / 25 km
//      where d is how far inland the point lies, so a city's river or dry port (Ciudad de
//      Mexico, 250 km from the sea) ranks below a coastal port of a smaller town;
//   3. ties (remote ports with no town near) by UN/LOCODE, so the order never depends on input order.
// The ranked list is cut at the spec's counts (170 / 360 / 1,000 / 2,300 of about 3,830).
import type { PortSize } from '../../../shared/api/resources/ports';

/** The spec's approximate count per class (§2.15), in rank order. */
export const SPEC_SIZE_COUNTS: readonly (readonly [PortSize, number])[] = [
  ['large', 170],
  ['medium', 360],
  ['small', 1_000],
  ['very_small', 2_300],
];

export interface SizeCandidate {
  readonly locode: string;
  readonly major: boolean;
  /** Population of the largest town within 30 km; 0 when there is none. */
  readonly servedPopulation: number;
  /** Distance to the sea for a port on land, metres; 0 in the water. */
  readonly inlandM: number;
}

/** Kilometres inland that halve a port's weight (see the ranking above). */
const INLAND_HALVING_M = 25_000;

function weight(candidate: SizeCandidate): number {
  return candidate.servedPopulation / (1 + candidate.inlandM / INLAND_HALVING_M);
}

/** The size class of every candidate, by UN/LOCODE. */
export function deriveSizes(candidates: readonly SizeCandidate[]): Map<string, PortSize> {
  const ranked = [...candidates].sort(
    (a, b) =>
      Number(b.major) - Number(a.major) ||
      weight(b) - weight(a) ||
      (a.locode < b.locode ? -1 : a.locode > b.locode ? 1 : 0),
  );
  const specTotal = SPEC_SIZE_COUNTS.reduce((sum, [, count]) => sum + count, 0);
  const sizes = new Map<string, PortSize>();
  let rank = 0;
  let cumulative = 0;
  for (const [size, count] of SPEC_SIZE_COUNTS) {
    cumulative += count;
    const end = size === 'very_small' ? ranked.length : Math.round((ranked.length * cumulative) / specTotal);
    for (; rank < end; rank++) {
      const candidate = ranked[rank];
      if (candidate) sizes.set(candidate.locode, size);
    }
  }
  return sizes;
}

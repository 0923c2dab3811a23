// The spread of the per-member routes' arrivals: how many members found a route, the earliest,
// median and latest ETA among them. The percentile route is one answer; this says how far the
// ensemble's possible futures scatter round it.

export interface MemberSpread {
  readonly members: number;
  /** Members in whose weather a route was found. */
  readonly routed: number;
  /** ETAs of the routed members, Unix seconds; null when none was routed. */
  readonly earliestUtc: number | null;
  /** The median (the lower middle of an even count, an ETA some member has). */
  readonly medianUtc: number | null;
  readonly latestUtc: number | null;
}

export function memberSpread(members: readonly { readonly etaUtc: number | null }[]): MemberSpread {
  const etas = members.flatMap((m) => (m.etaUtc === null ? [] : [m.etaUtc])).sort((a, b) => a - b);
  return {
    members: members.length,
    routed: etas.length,
    earliestUtc: etas[0] ?? null,
    medianUtc: etas[Math.floor((etas.length - 1) / 2)] ?? null,
    latestUtc: etas[etas.length - 1] ?? null,
  };
}

// The spread of the per-member routes' ETAs: earliest, median (an ETA some member has) and latest
// of the members that found a route; members without one are counted apart.
import { describe, expect, it } from 'vitest';
import { memberSpread } from '../../../shared/routing/member-spread';

describe('memberSpread', () => {
  it('takes the earliest, the lower median and the latest of the routed members', () => {
    const etas = [500, null, 100, 300, null, 200];
    expect(memberSpread(etas.map((etaUtc) => ({ etaUtc })))).toEqual({
      members: 6,
      routed: 4,
      earliestUtc: 100,
      medianUtc: 200,
      latestUtc: 500,
    });
    expect(memberSpread([{ etaUtc: 7 }, { etaUtc: 3 }, { etaUtc: 5 }]).medianUtc).toBe(5);
  });

  it('says none when no member found a route', () => {
    expect(memberSpread([{ etaUtc: null }])).toEqual({
      members: 1,
      routed: 0,
      earliestUtc: null,
      medianUtc: null,
      latestUtc: null,
    });
  });
});

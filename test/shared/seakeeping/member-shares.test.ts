// The seakeeping check against an ensemble: the share of constructed members in each zone of
// MSC.1/Circ.1228 annex 4.2, in the annex's order, members without a sea left out of the count.
import { describe, expect, it } from 'vitest';
import type { ShipHull } from '../../../shared/seakeeping/encounter';
import { memberDangerShares } from '../../../shared/seakeeping/member-shares';

/** B 16 m, d 6.4 m, L 100 m, GM 1 m: T_R = 12.4 s; surf-riding above 18 kn with the waves dead astern. */
const SMALL: ShipHull = { lengthM: 100, beamM: 16, gmM: 1, draughtM: 6.4 };

/** `following` members with 8 s waves of Hs 3 m from dead astern, the rest from dead ahead. */
function members(following: number, total = 51) {
  const n = (f: (m: number) => number) => Float64Array.from({ length: total }, (_, m) => f(m));
  return {
    hsM: n(() => 3),
    waveFromDeg: n((m) => (m < following ? 180 : 0)),
    wavePeriodS: n(() => 8),
  };
}

describe('memberDangerShares: the share of members in each zone', () => {
  it('20 of 51 members in following seas at 20 kn put her in the surf-riding zone (4.2.1): 20/51', () => {
    // Following: λ 99.9 m, TE 45 s (not near T_R 12.4 s or its half); head seas: TE 4.4 s (0.71·T_R/2).
    const verdict = memberDangerShares(SMALL, { speedKn: 20, headingDeg: 0 }, members(20));
    expect(verdict).toEqual({ members: 51, dangers: [{ kind: 'surf-riding', shareOfMembers: 20 / 51 }] });
  });

  it('lists no kind no member is in: slower than 18 kn, nobody surf-rides', () => {
    expect(memberDangerShares(SMALL, { speedKn: 17, headingDeg: 0 }, members(20))).toEqual({
      members: 51,
      dangers: [],
    });
  });

  it('leaves a member with no sea out of the count, rather than taking it as calm', () => {
    const seas = members(20);
    seas.wavePeriodS[50] = Number.NaN;
    seas.hsM[49] = Number.NaN;
    const verdict = memberDangerShares(SMALL, { speedKn: 20, headingDeg: 0 }, seas);
    expect(verdict).toEqual({ members: 49, dangers: [{ kind: 'surf-riding', shareOfMembers: 20 / 49 }] });
  });

  it('judges the sea against her heading: turned to 180° the head-sea members are astern', () => {
    const verdict = memberDangerShares(SMALL, { speedKn: 20, headingDeg: 180 }, members(20));
    expect(verdict.dangers).toEqual([{ kind: 'surf-riding', shareOfMembers: 31 / 51 }]);
  });

  it('lists the zones in the annex order, each with its own share; a calm member counts in none', () => {
    // At 20 kn, heading 000°: 10 s head seas met every 6.03 s (T_R/2 = 6.2 s: parametric, 4.2.3.2);
    // 12.4 s beam seas met every 12.4 s (T_R: synchronous, 4.2.3.1); 8 s following seas
    // (surf-riding, 4.2.1); the same following seas at Hs 0 (no sea running).
    const seas = { hsM: [3, 3, 3, 0], waveFromDeg: [0, 90, 180, 180], wavePeriodS: [10, 12.4, 8, 8] };
    expect(memberDangerShares(SMALL, { speedKn: 20, headingDeg: 0 }, seas)).toEqual({
      members: 4,
      dangers: [
        { kind: 'surf-riding', shareOfMembers: 0.25 },
        { kind: 'synchronous-rolling', shareOfMembers: 0.25 },
        { kind: 'parametric-rolling', shareOfMembers: 0.25 },
      ],
    });
  });
});

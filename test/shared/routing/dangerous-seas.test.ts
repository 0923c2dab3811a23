// The dangerous zones of MSC.1/Circ.1228 as the router's soft cost (issue 29): the share of members
// in a zone depends on the heading and speed sailed, and a fast small hull running before a
// following sea is routed out of it, while without a hull the route is the one it always was.
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../shared/domain/position';
import { M_PER_NM } from '../../../shared/domain/units';
import { rhumbDistanceM } from '../../../shared/geodesy/rhumb';
import {
  dangerousSeasRisk,
  memberSeaBuffers,
  shareInDangerousZone,
  SOFT_COST_PRICE_H,
  type MemberSeaBuffers,
  type MemberSeasField,
} from '../../../shared/routing/dangerous-seas';
import type { RoutingEnvironment } from '../../../shared/routing/model';
import { optimiseRoute } from '../../../shared/routing/route';
import { newSailedLeg, sailRhumb } from '../../../shared/routing/sail';
import { turnDangers, TURN_DANGER_MIN_H } from '../../../shared/routing/turn-danger';
import { waypointGain } from '../../../shared/routing/turn-reasons';
import { turnWords } from '../../../shared/routing/turn-words';
import { memberDangerShares } from '../../../shared/seakeeping/member-shares';
import { surfRidingSpeedKn } from '../../../shared/seakeeping/imo-1228';
import { DEPART } from './fixtures';

/**
 * A 50 m patrol boat, B 10 m, GM 1 m, draught 4 m: roll period 2·C·B/√GM with C = 0.373 +
 * 0.023·2.5 − 0.043·0.5 = 0.409, 8.18 s. Surf-riding above 1.8·√50 = 12.73 kn in a dead following
 * sea (4.2.1), so at 16 kn she is in the zone within 37.3° of dead astern (cos⁻¹(12.73/16)).
 */
const HULL = { lengthM: 50, beamM: 10, gmM: 1, draughtM: 4 };
const SPEED_KN = 16;
const MEMBERS = 10;

/** Ten members of the same sea. */
function seas(hsM: number, waveFromDeg: number, wavePeriodS: number): MemberSeaBuffers {
  const out = memberSeaBuffers(MEMBERS);
  out.hsM.fill(hsM);
  out.waveFromDeg.fill(waveFromDeg);
  out.wavePeriodS.fill(wavePeriodS);
  return out;
}

describe('shareInDangerousZone', () => {
  it('is the members’ share in any zone, for the heading and speed sailed', () => {
    expect(surfRidingSpeedKn(HULL.lengthM, 0)).toBeCloseTo(12.728, 3);
    // A following sea (from 270°, the ship heading 090°): surf-riding in every member. Hs 1.8 m is
    // below 0.04·L = 2 m, so the waves' 100 m at 8 s bring no successive high waves (4.2.2).
    const following = seas(1.8, 270, 8);
    expect(shareInDangerousZone(HULL, following, MEMBERS, 90, SPEED_KN)).toBe(1);
    // 40° off the sea's run (the waves 40° off the stern): out of surf-riding's 37.3°; and of the
    // other zones (checked by the seakeeping check's own verdict).
    expect(memberDangerShares(HULL, { speedKn: SPEED_KN, headingDeg: 50 }, following).dangers).toEqual([]);
    expect(shareInDangerousZone(HULL, following, MEMBERS, 50, SPEED_KN)).toBe(0);
    // Slowed to 12 kn, below 12.73 kn, on the same heading: out of surf-riding.
    expect(memberDangerShares(HULL, { speedKn: 12, headingDeg: 90 }, following).dangers).toEqual([]);
    expect(shareInDangerousZone(HULL, following, MEMBERS, 90, 12)).toBe(0);
  });

  it('counts a member once whatever zones it puts her in, and only members with a whole sea', () => {
    const mixed = seas(1.8, 270, 8);
    // Three members in a head sea (not surf-riding), two with no period (left out of the count).
    for (const m of [0, 1, 2]) mixed.waveFromDeg[m] = 90;
    for (const m of [3, 4]) mixed.wavePeriodS[m] = Number.NaN;
    const verdict = memberDangerShares(HULL, { speedKn: SPEED_KN, headingDeg: 90 }, mixed);
    expect(verdict.members).toBe(8);
    const surf = verdict.dangers.find((d) => d.kind === 'surf-riding')!.shareOfMembers;
    expect(surf).toBeCloseTo(5 / 8, 12);
    const share = shareInDangerousZone(HULL, mixed, MEMBERS, 90, SPEED_KN);
    // At least the largest zone's share, at most their sum.
    expect(share).toBeGreaterThanOrEqual(Math.max(...verdict.dangers.map((d) => d.shareOfMembers)) - 1e-12);
    expect(share).toBeLessThanOrEqual(verdict.dangers.reduce((s, d) => s + d.shareOfMembers, 0) + 1e-12);
  });

  it('is 0 where no sea runs or no member has one', () => {
    expect(shareInDangerousZone(HULL, seas(0, 270, 8), MEMBERS, 90, SPEED_KN)).toBe(0);
    expect(shareInDangerousZone(HULL, seas(Number.NaN, 270, 8), MEMBERS, 90, SPEED_KN)).toBe(0);
  });
});

/**
 * Along 10°N from 0° to 3°E at 16 kn (177 NM, 11 h): a following sea from the west, 1.8 m at 8 s,
 * in a patch across the track from 1°E to 2°E and 0.25° either side of 10°N; a flat calm elsewhere.
 */
const FROM = { lat: 10, lon: 0 };
const TO = { lat: 10, lon: 3 };
const inPatch = (p: Position): boolean => p.lon > 1 && p.lon < 2 && Math.abs(p.lat - 10) < 0.25;
const patchSeas: MemberSeasField = {
  members: MEMBERS,
  seasAt(p, _t, out) {
    out.hsM.fill(inPatch(p) ? 1.8 : 0);
    out.waveFromDeg.fill(270);
    out.wavePeriodS.fill(8);
  },
};
const calm: RoutingEnvironment = { speedKn: () => SPEED_KN, maxSpeedKn: SPEED_KN };
const corridor = { halfWidthNm: 40 };

/** Hours in the zone (members' share × hours) sailing the waypoints in `env`. */
function exposure(waypoints: readonly Position[], env: RoutingEnvironment): number {
  const leg = newSailedLeg();
  let t = DEPART;
  let risk = 0;
  for (let k = 0; k + 1 < waypoints.length; k++) {
    sailRhumb(waypoints[k]!, waypoints[k + 1]!, t, env, 1, leg);
    t = leg.arrivalUtc;
    risk += leg.risk;
  }
  return risk;
}

describe('a route through a following sea that puts a fast small hull into surf-riding', () => {
  const dangers: RoutingEnvironment = { ...calm, risk: dangerousSeasRisk(HULL, patchSeas) };

  it('without a hull is the straight route it always was', () => {
    const plain = optimiseRoute({ from: FROM, to: TO, departUtc: DEPART, env: calm, corridor });
    if (!plain.ok) throw new Error(plain.message);
    expect(plain.waypoints.map(({ lat, lon }) => ({ lat, lon }))).toEqual([FROM, TO]);
    expect(plain.risk).toBe(0);
    // The straight route meets the patch's 1° of longitude (59.1 NM at 10°N) in the zone: 3.7 h.
    const straight = exposure([FROM, TO], dangers);
    expect(straight).toBeGreaterThan(3.5);
    expect(straight).toBeLessThan(3.8);
  });

  it('with the hull is bent out of the zone, a little longer and far less exposed', () => {
    const straightHours = exposure([FROM, TO], dangers);
    const priced = optimiseRoute({
      from: FROM,
      to: TO,
      departUtc: DEPART,
      env: dangers,
      corridor,
      objective: 'risk',
      riskPriceH: SOFT_COST_PRICE_H,
    });
    if (!priced.ok) throw new Error(priced.message);
    expect(priced.waypoints.length).toBeGreaterThan(2);
    expect(Math.max(...priced.waypoints.map((w) => Math.abs(w.lat - 10)))).toBeGreaterThan(0.2);
    // Out of the zone (at most a sub-step's brush of its edge), for some minutes more at sea.
    expect(priced.risk).toBeLessThan(0.05 * straightHours);
    expect(exposure(priced.waypoints, dangers)).toBeCloseTo(priced.risk, 6);
    const straightS = (rhumbDistanceM(FROM.lat, FROM.lon, TO.lat, TO.lon) / M_PER_NM / SPEED_KN) * 3600;
    expect(priced.durationS).toBeGreaterThan(straightS);
    expect(priced.durationS).toBeLessThan(straightS + 2 * 3600);
    // Priced as the search prices it, the bent route is far cheaper than the straight one.
    const cost = (hours: number, risk: number): number => hours + SOFT_COST_PRICE_H * risk;
    expect(cost(priced.durationS / 3600, priced.risk)).toBeLessThan(0.2 * cost(straightS / 3600, straightHours));
    // Why it turns, in the circular's words: a turn the weather pays for keeps her out of surf-riding.
    const turns = turnDangers(priced.waypoints, priced.turnReasons, calm.speedKn, HULL, patchSeas, 5);
    const said = turns.flatMap((d, k) => (d === null ? [] : [{ d, gain: priced.turnGains[k]! }]));
    expect(said.length).toBeGreaterThan(0);
    for (const { d, gain } of said) {
      expect(d.kind).toBe('surf-riding');
      expect(d.hours).toBeGreaterThan(TURN_DANGER_MIN_H);
      // No more than the straight route's hours in the zone.
      expect(d.hours).toBeLessThanOrEqual(straightHours + 1e-9);
      const words = turnWords('weather', { ...waypointGain(gain, priced.risk)!, danger: d });
      expect(words).toContain('keeps out of surf-riding and broaching-to');
      expect(words).toContain('(MSC.1/Circ.1228, 4.2.1)');
      expect(words).toContain(`${d.hours.toFixed(1)} h less in a dangerous zone`);
    }
  });

  it('prices the same track by the course sailed: slower than 12.7 kn, straight on, no cost', () => {
    const slow: RoutingEnvironment = { speedKn: () => 12, maxSpeedKn: 12, risk: dangerousSeasRisk(HULL, patchSeas) };
    expect(exposure([FROM, TO], slow)).toBe(0);
    const priced = optimiseRoute({
      from: FROM,
      to: TO,
      departUtc: DEPART,
      env: slow,
      corridor,
      objective: 'risk',
      riskPriceH: SOFT_COST_PRICE_H,
    });
    if (!priced.ok) throw new Error(priced.message);
    expect(priced.waypoints.map(({ lat, lon }) => ({ lat, lon }))).toEqual([FROM, TO]);
  });
});

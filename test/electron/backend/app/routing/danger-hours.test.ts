// Hours in a dangerous zone of MSC.1/Circ.1228 along a route, as the route summaries give them:
// the members' share in a zone × the hours sailed there, judged on the leg's course and speed.
import { describe, expect, it } from 'vitest';
import { hoursInDangerousZones } from '../../../../../electron/backend/app/routing/danger-hours';
import type { Position } from '../../../../../shared/domain/position';
import type { MemberSeasField } from '../../../../../shared/routing/dangerous-seas';

/** A 50 m patrol boat: surf-riding above 1.8·√50 = 12.7 kn in a dead following sea (4.2.1). */
const HULL = { lengthM: 50, beamM: 10, gmM: 1, draughtM: 4 };
const MEMBERS = 10;
const T0 = Date.UTC(2026, 11, 1, 0) / 1000;
const H = 3600;
/**
 * Along 10°N from 0° to 3°E: 177.6 NM (RhumbSolve -i 10 0 10 3: 328,918 m along the parallel),
 * 11 h at 16.1 kn; the waypoint at 1.5°E is the middle.
 */
const ROUTE = [
  { lat: 10, lon: 0, timeUtc: T0 },
  { lat: 10, lon: 1.5, timeUtc: T0 + 5.5 * H },
  { lat: 10, lon: 3, timeUtc: T0 + 11 * H },
];

/** `share` of the members in a 1.8 m sea at 8 s from `fromDeg` where `where` holds; the rest flat calm. */
function seasOf(fromDeg: number, where: (p: Position) => boolean, share = 1): MemberSeasField {
  return {
    members: MEMBERS,
    seasAt(p, _t, out) {
      for (let m = 0; m < MEMBERS; m++) out.hsM[m] = where(p) && m < share * MEMBERS ? 1.8 : 0;
      out.waveFromDeg.fill(fromDeg);
      out.wavePeriodS.fill(8);
    },
  };
}
const everywhere = (): boolean => true;

describe('hours in a dangerous zone along a route', () => {
  it('is the whole passage running at 16 kn before a following sea, and none in a flat calm', () => {
    expect(hoursInDangerousZones(ROUTE, { hull: HULL, seas: seasOf(270, everywhere) })).toBe(11);
    expect(hoursInDangerousZones(ROUTE, { hull: HULL, seas: seasOf(270, () => false) })).toBe(0);
  });

  it('judges the heading: the same sea on the beam is no surf-riding', () => {
    // Waves from 000° on a course of 090°: 90° off the bow, outside 4.2.1's 135°–225°; 8 s waves
    // are 100 m long, no high-wave attack for 50 m (4.2.2); the encounter period on the beam is
    // the wave period, 8 s, near her 8.18 s roll: synchronous rolling (4.2.3), which is a zone too.
    expect(hoursInDangerousZones(ROUTE, { hull: HULL, seas: seasOf(0, everywhere) })).toBe(11);
    const longSeas: MemberSeasField = {
      members: MEMBERS,
      seasAt(_p, _t, out) {
        out.hsM.fill(1.8);
        out.waveFromDeg.fill(0);
        out.wavePeriodS.fill(14);
      },
    };
    // 14 s on the beam: far from the roll period and from half of it, 306 m waves: no zone.
    expect(hoursInDangerousZones(ROUTE, { hull: HULL, seas: longSeas })).toBe(0);
  });

  it('counts the members: half of them in the zone is half the hours', () => {
    expect(hoursInDangerousZones(ROUTE, { hull: HULL, seas: seasOf(270, everywhere, 0.5) })).toBe(5.5);
  });

  it('counts only where the sea is: a patch over a third of the track', () => {
    const patch = (p: Position): boolean => p.lon > 1 && p.lon < 2;
    // 1°E to 2°E: 3.67 h of the 11; the 10 NM stretches whose middle is in it count whole.
    const hours = hoursInDangerousZones(ROUTE, { hull: HULL, seas: seasOf(270, patch) });
    expect(hours).toBeGreaterThan(11 / 3 - 0.7);
    expect(hours).toBeLessThan(11 / 3 + 0.7);
  });

  it('judges the speed made good: the same track sailed at 11 kn is below surf-riding', () => {
    const slow = ROUTE.map((w, i) => ({ ...w, timeUtc: T0 + (i * 177.6 * H) / 2 / 11 }));
    expect(hoursInDangerousZones(slow, { hull: HULL, seas: seasOf(270, everywhere) })).toBe(0);
  });

  it('meets no zone while she stays at a waypoint', () => {
    const stay = [ROUTE[0]!, ROUTE[1]!, { ...ROUTE[1]!, timeUtc: ROUTE[1]!.timeUtc + 24 * H }, ROUTE[2]!];
    const later = stay.map((w, i) => (i === 3 ? { ...w, timeUtc: w.timeUtc + 24 * H } : w));
    expect(hoursInDangerousZones(later, { hull: HULL, seas: seasOf(270, everywhere) })).toBe(11);
  });
});

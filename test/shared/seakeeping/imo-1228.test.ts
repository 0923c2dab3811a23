// The dangerous zones of MSC.1/Circ.1228 annex 4.2, each at its edges, with the way out and the
// words, against values worked by hand (c = 30.339 kn for T = 10 s, see waves.test.ts).
import { describe, expect, it } from 'vitest';
import { assessSeakeeping } from '../../../shared/seakeeping/assess';
import { encounterOf, withDraught, type ShipHull } from '../../../shared/seakeeping/encounter';
import { dangerKinds, surfRidingSpeedKn, ZONES } from '../../../shared/seakeeping/imo-1228';
import { wayOut } from '../../../shared/seakeeping/way-out';

/** B 16 m, d 6.4 m, L 100 m, GM 1 m: T_R = 12.4 s (roll-period.test.ts). */
const SMALL: ShipHull = { lengthM: 100, beamM: 16, gmM: 1, draughtM: 6.4 };
/** The Supramax bulk carrier: T_R = 15.993 s. */
const BULKER: ShipHull = { lengthM: 187, beamM: 32.26, gmM: 2, draughtM: 12.8 };

function kinds(
  hull: ShipHull,
  speedKn: number,
  headingDeg: number,
  wavePeriodS: number,
  waveFromDeg: number,
  hsM: number,
) {
  return dangerKinds(encounterOf(withDraught(hull), { speedKn, headingDeg }, { wavePeriodS, waveFromDeg, hsM }));
}

describe('4.2.1 surf-riding and broaching-to: V > 1.8·√L / cos(180° − α), 135° < α < 225°', () => {
  it('L = 100 m: 18 kn with the waves dead astern, 18 / cos 30° = 20.785 kn 30° off the stern', () => {
    expect(surfRidingSpeedKn(100, 0)).toBeCloseTo(18, 12);
    expect(surfRidingSpeedKn(100, 30)).toBeCloseTo(20.7846, 4);
    expect(surfRidingSpeedKn(100, 45)).toBe(Infinity);
  });

  // T = 9 s keeps the other zones away: λ 126 m but Hs 3 m < 4 m; TE 33.6 s against T_R 12.4 s.
  it.each([
    [18.0, 180, false],
    [18.1, 180, true],
    [20.7, 150, false],
    [20.9, 150, true],
    [20.9, 210, true],
    [40, 135, false],
    [40, 225, false],
  ])('at %f kn with waves from %i° (heading 000°): %s', (speed, from, inZone) => {
    expect(kinds(SMALL, speed, 0, 9, from, 3).includes('surf-riding')).toBe(inZone);
  });

  it('20 kn dead astern: slow to 18.0 kn or less, or turn until cos θ < 18/20 (θ > 25.84°): 26° either way', () => {
    const e = encounterOf(
      withDraught(SMALL),
      { speedKn: 20, headingDeg: 0 },
      { wavePeriodS: 9, waveFromDeg: 180, hsM: 3 },
    );
    expect(wayOut(ZONES['surf-riding'], e)).toEqual({
      slowToKn: 18,
      slowerStaysOut: true,
      speedUpToKn: null,
      portDeg: 26,
      starboardDeg: 26,
    });
    expect(assessSeakeeping(SMALL, e.course, e.sea).dangers).toEqual([
      {
        kind: 'surf-riding',
        detail:
          'Waves from 180°, dead astern: at 20.0 kn, faster than 18.0 kn (1.8·√L / cos 0°), the ship may surf-ride ' +
          'on a crest and broach (MSC.1/Circ.1228, 4.2.1). Reduce speed to 18.0 kn or less, or alter course 26° to ' +
          'port (to 334°) or 26° to starboard (to 026°).',
        // The detail's way out, as numbers (the forecast summary reads them).
        wayOut: { slowToKn: 18, slowerStaysOut: true, speedUpToKn: null, portDeg: 26, starboardDeg: 26 },
      },
    ]);
  });
});

describe('4.2.2 successive high-wave attack: λ > 0.8·L, Hs > 0.04·L, TE 1.8–3.0 times T', () => {
  // L = 150 m: 0.8·L = 120 m, 0.04·L = 6 m. T = 10 s: λ 156 m, c 30.339 kn. Dead astern
  // TE/T = c / (c − V): 1.8 at V = c·(1 − 1/1.8) = 13.484 kn, 3.0 at V = c·2/3 = 20.226 kn.
  const hull: ShipHull = { lengthM: 150, beamM: 25, gmM: 1.5 };
  it.each([
    [13.4, 10, 7, false],
    [13.5, 10, 7, true],
    [20.2, 10, 7, true],
    [20.3, 10, 7, false],
    [15, 10, 6, false],
    [15, 8, 7, false],
  ])('at %f kn, T %i s, Hs %i m dead astern: %s', (speed, period, hs, inZone) => {
    expect(kinds(hull, speed, 0, period, 180, hs).includes('successive-high-waves')).toBe(inZone);
  });

  it('at 15 kn the way out is 13.4 kn (below 13.484) or a turn', () => {
    const e = encounterOf(
      withDraught(hull),
      { speedKn: 15, headingDeg: 0 },
      { wavePeriodS: 10, waveFromDeg: 180, hsM: 7 },
    );
    const out = wayOut(ZONES['successive-high-waves'], e);
    expect(out.slowToKn).toBe(13.4);
    expect(out.slowerStaysOut).toBe(true);
    // Turning by θ leaves when V·cos θ < 13.484 kn: θ > acos(13.484/15) = 25.99° -> 26°.
    expect(out.portDeg).toBe(26);
    expect(out.starboardDeg).toBe(26);
  });
});

describe('4.2.3.1 synchronous rolling: TE within 20 % of T_R', () => {
  // Bulker T_R = 15.993 s; beam seas TE = T: the band is 12.795–19.192 s.
  it.each([
    [12.7, false],
    [12.8, true],
    [16, true],
    [19.1, true],
    [19.3, false],
  ])('beam seas of T %f s: %s', (period, inZone) => {
    expect(kinds(BULKER, 12, 0, period, 90, 3).includes('synchronous-rolling')).toBe(inZone);
  });

  it('in beam seas speed changes nothing: only a turn (away from the bow: the head-seas TE 12.83 s stays inside)', () => {
    const e = encounterOf(
      withDraught(BULKER),
      { speedKn: 12, headingDeg: 0 },
      { wavePeriodS: 16, waveFromDeg: 90, hsM: 3 },
    );
    const out = wayOut(ZONES['synchronous-rolling'], e);
    expect(out.slowToKn).toBeNull();
    expect(out.speedUpToKn).toBeNull();
    expect(out.starboardDeg).toBeNull();
    // Waves θ off the starboard quarter: TE = 399.56 / (24.978 − 6.173·cos θ) > 19.192 s when cos θ > 0.674 (θ < 47.6°), a turn of 43°.
    expect(out.portDeg).toBe(43);
  });
});

describe('4.2.3.2 parametric rolling: TE within 20 % of T_R/2, head or following seas', () => {
  it('head seas, T 10 s, 15 kn: TE 6.692 s against T_R/2 = 7.997 s (ratio 0.837): in the zone', () => {
    expect(kinds(BULKER, 15, 0, 10, 0, 5)).toEqual(['parametric-rolling']);
  });

  it('the same TE in beam seas is not parametric (T 8 s abeam: TE 8 s)', () => {
    expect(kinds(BULKER, 0, 0, 8, 90, 5)).toEqual([]);
    expect(kinds(BULKER, 0, 0, 8, 0, 5)).toEqual(['parametric-rolling']);
    expect(kinds(BULKER, 0, 0, 8, 180, 5)).toEqual(['parametric-rolling']);
    expect(kinds(BULKER, 0, 0, 8, 44, 5)).toEqual(['parametric-rolling']);
    expect(kinds(BULKER, 0, 0, 8, 46, 5)).toEqual([]);
  });

  it('head seas at 15 kn: slow to 1.2 kn (TE 156.078 / 16.2251 = 9.620 s, above 1.2·7.997 = 9.596 s) or turn 46° (out of the ±45° sector)', () => {
    const r = assessSeakeeping(BULKER, { speedKn: 15, headingDeg: 0 }, { wavePeriodS: 10, waveFromDeg: 0, hsM: 5 });
    expect(r.dangers.map((d) => d.detail)).toEqual([
      'Waves from 000°, dead ahead (head seas), met every 6.7 s, within 20 % of half the roll period (8.0 s): the ' +
        'stability changing between crest and trough may build up a heavy roll (parametric rolling, MSC.1/Circ.1228, ' +
        '4.2.3.2). Reduce speed to 1.2 kn or less, or alter course 46° to port (to 314°) or 46° to starboard (to 046°).',
    ]);
  });
});

describe('the assessment', () => {
  it('gives the periods and wave length it judged on, and the draught assumed when none is given', () => {
    const r = assessSeakeeping(
      { lengthM: 187, beamM: 32.26, gmM: 2 },
      { speedKn: 15, headingDeg: 0 },
      { wavePeriodS: 10, waveFromDeg: 0, hsM: 5 },
    );
    expect(r.waveLengthM).toBeCloseTo(156.078, 3);
    expect(r.encounterPeriodS).toBeCloseTo(6.6916, 3);
    // d = 32.26 / 2.5 = 12.904 m: C = 0.373 + 0.0575 − 0.08041 = 0.35009, T_R = 2·0.35009·32.26/√2 = 15.972 s.
    expect(r.draughtM).toBeCloseTo(12.904, 12);
    expect(r.draughtAssumed).toBe(true);
    expect(r.rollPeriodS).toBeCloseTo(15.972, 3);
  });

  it('no sea running (Hs 0): no danger, whatever the periods', () => {
    expect(kinds(BULKER, 15, 0, 10, 0, 0)).toEqual([]);
  });

  it('lying stopped abeam of waves in resonance: neither speed nor heading alone changes TE, and the words say so', () => {
    const e = encounterOf(
      withDraught(BULKER),
      { speedKn: 0, headingDeg: 0 },
      { wavePeriodS: 16, waveFromDeg: 90, hsM: 3 },
    );
    // Stopped, a turn leaves TE = T; under way abeam, cos α = 0 leaves it too.
    expect(wayOut(ZONES['synchronous-rolling'], e)).toEqual({
      slowToKn: null,
      slowerStaysOut: false,
      speedUpToKn: null,
      portDeg: null,
      starboardDeg: null,
    });
    const [danger] = assessSeakeeping(BULKER, e.course, e.sea).dangers;
    expect(danger?.detail).toMatch(/No change of speed or of course alone leaves it in this sea\.$/);
  });
});

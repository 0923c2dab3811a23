// Wave length, wave speed, angle of encounter and encounter period against values worked by
// hand (g = 9.80665 m/s², 1 kn = 1852/3600 m/s); each test states its tolerance.
import { describe, expect, it } from 'vitest';
import {
  encounterAngleDeg,
  encounterPeriodS,
  offBowDeg,
  waveCelerityMs,
  waveLengthM,
} from '../../../shared/seakeeping/waves';

describe('deep-water waves (MSC.1/Circ.1228 annex 1.4)', () => {
  it('T = 10 s: λ = 9.80665·100/(2π) = 156.078 m, the circular 1.56·T² = 156 m', () => {
    expect(waveLengthM(10)).toBeCloseTo(156.078, 3);
    expect(Math.abs(waveLengthM(10) / (1.56 * 100) - 1)).toBeLessThan(0.001);
  });

  it('T = 8 s: λ = 9.80665·64/(2π) = 99.890 m', () => {
    expect(waveLengthM(8)).toBeCloseTo(99.89, 2);
  });

  it('T = 10 s: c = 9.80665·10/(2π) = 15.608 m/s = 30.34 kn (the circular: 3·T = 30 kn)', () => {
    expect(waveCelerityMs(10)).toBeCloseTo(15.6078, 4);
    expect((waveCelerityMs(10) * 3600) / 1852).toBeCloseTo(30.339, 3);
  });
});

describe('angle of encounter α (annex, figure 1: 0° head seas, 90° from starboard)', () => {
  it.each([
    [0, 0, 0],
    [0, 90, 90],
    [0, 180, 180],
    [0, 270, 270],
    [350, 10, 20],
    [10, 350, 340],
    [90, 270, 180],
    [360, 45, 45],
  ])('heading %i°, waves from %i°: α = %i°', (heading, from, alpha) => {
    expect(encounterAngleDeg(heading, from)).toBe(alpha);
  });

  it.each([
    [0, 0],
    [30, 30],
    [180, 180],
    [200, 160],
    [330, 30],
  ])('α %i° is %i° off the bow', (alpha, off) => {
    expect(offBowDeg(alpha)).toBe(off);
  });
});

describe('encounter period TE = λ / |c + V·cos α| (annex 1.6, figure 1)', () => {
  // T = 10 s: λ = 156.078 m, c = 15.6078 m/s; 15 kn = 7.71667 m/s.
  it('head seas at 15 kn: 156.078 / (15.6078 + 7.7167) = 6.692 s', () => {
    expect(encounterPeriodS(10, 15, 0)).toBeCloseTo(6.6916, 3);
  });

  it('following seas at 15 kn: 156.078 / (15.6078 − 7.7167) = 19.779 s', () => {
    expect(encounterPeriodS(10, 15, 180)).toBeCloseTo(19.779, 3);
  });

  it('beam seas, or lying stopped: TE = T', () => {
    expect(encounterPeriodS(10, 15, 90)).toBeCloseTo(10, 9);
    expect(encounterPeriodS(10, 0, 137)).toBeCloseTo(10, 12);
  });

  it('60° off the bow at 20 kn: 156.078 / (15.6078 + 10.2889·0.5) = 7.521 s', () => {
    expect(encounterPeriodS(10, 20, 60)).toBeCloseTo(7.521, 3);
    expect(encounterPeriodS(10, 20, 300)).toBeCloseTo(7.521, 3);
  });

  it('a ship faster than following waves overtakes them: T = 5 s (λ 39.020 m, c 7.8039 m/s) at 25 kn (12.8611 m/s), TE = 39.020 / 5.0572 = 7.716 s', () => {
    expect(encounterPeriodS(5, 25, 180)).toBeCloseTo(7.7157, 3);
  });

  it('keeping pace with following waves (V = c = 30.339 kn at T = 10 s): no crest passes, TE beyond any bound', () => {
    const paceKn = (waveCelerityMs(10) * 3600) / 1852;
    expect(encounterPeriodS(10, paceKn, 180)).toBeGreaterThan(1e6);
  });
});

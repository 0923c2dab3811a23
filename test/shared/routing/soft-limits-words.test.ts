// The words for a route that breaks the limits: positions in degrees and minutes, the limit and
// its worst value with the share over, the hours above, and the later departure or why none.
import { describe, expect, it } from 'vitest';
import {
  breachSentence,
  laterDepartureSentence,
  softLimitsHeadline,
  softLimitsLines,
} from '../../../shared/routing/soft-limits-words';

const T = Date.UTC(2026, 11, 2, 6, 0) / 1000;
const H = 3600;
const WIND = {
  quantity: 'wind' as const,
  limit: 34,
  worst: 40.8,
  worstUtc: T + 6 * H,
  lat: 49.5,
  lon: -20.25,
  firstUtc: T,
  lastUtc: T + 14 * H,
  hoursAbove: 13.6,
};

describe('soft limits in words', () => {
  it('says which limit, where in degrees and minutes, when, and by how much', () => {
    expect(breachSentence(WIND)).toBe(
      "Wind above 34 kn: up to 41 kn (20 % over) at 49°30.00'N 020°15.00'W on 2026-12-02 12:00Z; 14 h in all between 2026-12-02 06:00Z and 2026-12-02 20:00Z.",
    );
    expect(breachSentence({ ...WIND, quantity: 'hs', limit: 4, worst: 5.4, firstUtc: T, lastUtc: T })).toContain(
      'Hs above 4.0 m: up to 5.4 m (35 % over)',
    );
  });

  it('offers the later departure with the reach it was checked to, or says why none', () => {
    const soft = {
      reason: 'r',
      breaches: [WIND],
      laterDeparture: { departUtc: T + 48 * H, etaUtc: T + 9 * 24 * H, checkedUntilUtc: T + 7 * 24 * H },
      triedUntilUtc: T + 6 * 24 * H,
      stepH: 6,
    };
    expect(laterDepartureSentence(soft)).toBe(
      'Depart later: departing 2026-12-04 06:00Z, a route keeps the limits as far as the ensemble reaches (to 2026-12-09 06:00Z), ETA 2026-12-11 06:00Z.',
    );
    expect(laterDepartureSentence({ ...soft, laterDeparture: null })).toMatch(
      /^No departure every 6 h up to 2026-12-08 06:00Z keeps the limits/,
    );
    const lines = softLimitsLines(soft, T, 90, { windKn: 34, gustKn: 45, hsM: 4 });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(softLimitsHeadline(T, 90, { windKn: 34, gustKn: 45, hsM: 4 }));
    expect(lines[0]).toContain(
      'No route keeps the P90 limits (wind 34 kn, gusts 45 kn, Hs 4.0 m) departing 2026-12-02 06:00Z',
    );
  });
});

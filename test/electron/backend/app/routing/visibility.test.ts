// Visibility in the router, through the same slots as wind, gust and Hs (quantity-index.ts): a
// minimum, so the soft cost, the breaches and the members' percentile read its low side.
import { describe, expect, it } from 'vitest';
import { softExcess } from '../../../../../electron/backend/app/routing/environment';
import { limitBreaches } from '../../../../../electron/backend/app/routing/breaches';
import { INDEX, Q, riskQuantile } from '../../../../../electron/backend/app/routing/quantity-index';
import { breachSentence } from '../../../../../shared/routing/soft-limits-words';
import type { Position } from '../../../../../shared/domain/position';

const H = 3600;
const T0 = 1_800_000_000 - (1_800_000_000 % (24 * H));
const LIMITS = { windKn: 30, gustKn: 40, hsM: 4, visibilityNm: 1 };

function slots(wind: number, gust: number, hs: number, visibility: number): Float64Array {
  const out = new Float64Array(Q).fill(Number.NaN);
  out[INDEX.wind] = wind;
  out[INDEX.gust] = gust;
  out[INDEX.hs] = hs;
  out[INDEX.visibility] = visibility;
  return out;
}

describe('visibility as a routing limit', () => {
  it('costs the fraction under the minimum, nothing at or above it, nothing unknown or without the limit', () => {
    expect(softExcess(slots(20, 30, 2, 1), LIMITS)).toBe(0);
    expect(softExcess(slots(20, 30, 2, 0.25), LIMITS)).toBeCloseTo(0.75, 12);
    expect(softExcess(slots(36, 30, 2, 0.5), LIMITS)).toBeCloseTo(0.2 + 0.5, 12);
    expect(softExcess(slots(20, 30, 2, Number.NaN), LIMITS)).toBe(0);
    expect(softExcess(slots(20, 30, 2, 0.25), { windKn: 30, gustKn: 40, hsM: 4 })).toBe(0);
  });

  it('compares the P10 of the members with the minimum when the setting is P90', () => {
    expect(riskQuantile(INDEX.wind, 90)).toBeCloseTo(0.9, 12);
    expect(riskQuantile(INDEX.visibility, 90)).toBeCloseTo(0.1, 12);
  });

  it('names a visibility breach by its lowest value, in words that say under', () => {
    // Fog east of 6°W: 0.3 NM, else 5 NM; wind, gust and Hs within.
    const fog = {
      percentileAt(p: Position, _t: number, out: Float64Array): void {
        out.set(slots(20, 30, 2, p.lon > -6 ? 0.3 : 5));
      },
    };
    const route = [
      { lat: 50, lon: -10, timeUtc: T0 },
      { lat: 50, lon: 0, timeUtc: T0 + 36 * H },
    ];
    const [breach, ...others] = limitBreaches(route, fog, LIMITS);
    expect(others).toEqual([]);
    expect(breach).toMatchObject({ quantity: 'visibility', limit: 1, worst: 0.3 });
    expect(breachSentence(breach!)).toMatch(/^Visibility below 1\.0 NM: down to 0\.3 NM \(70 % under\) at /);
  });
});

// Regression: Natural Earth's Chukotka ring crosses the antimeridian (179.9° to -179.9°). Drawn
// as one straight edge it flipped whole rows of the land mask (Siberia as sea at 65°N and
// 67°N, Alaska as sea at 67°N), and the overlays' wave images showed the Bering Sea as land.
import { describe, expect, it } from 'vitest';
import { landMask } from '../../../../electron/sandbox/land/mask';

describe('land mask across the antimeridian', () => {
  const mask = landMask();
  it.each([
    ['Chukotka', 66, 175],
    ['Chukotka east of 180°', 66, -175],
    ['Siberia', 67, 130],
    ['Alaska', 67, -150],
    ['Kamchatka', 56, 159],
  ])('%s is land', (_name, lat, lon) => expect(mask.isLand(lat, lon)).toBe(true));
  it.each([
    ['Bering Sea', 57, -178],
    ['Sea of Okhotsk', 55, 150],
    ['North Pacific', 45, 170],
  ])('%s is sea', (_name, lat, lon) => expect(mask.isLand(lat, lon)).toBe(false));
});

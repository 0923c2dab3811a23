// Colour to value: every pressure the demo service paints (its own painter, sandbox colour.ts)
// reads back within the rounding of an 8-bit channel, the scale is one-to-one (no two values
// share a colour), and a colour of no scale (the chart's land, white) reads as none.
import { describe, expect, it } from 'vitest';
import { colourReader } from '../../../../shared/glyphs/colour-value';
import { OVERLAY_INFO, stopsOf } from '../../../../shared/forecast/overlay-scales';
import { mapScale } from '../../../../electron/sandbox/weather/products/colour';
import { ELEMENTS } from '../../../../electron/sandbox/weather/world/elements';

describe('colourReader', () => {
  const range = OVERLAY_INFO.pressure.range;
  const reader = colourReader(stopsOf(range));
  /** The demo service's painter of pressure map layers (its range is fixed, so shown min and max do not matter). */
  const painter = () => mapScale(ELEMENTS.get('pressure_meansealevel')!, false, Number.NaN, Number.NaN);

  it('reads back each pressure the sandbox paints, 960 to 1050 hPa, within 0.5 hPa', () => {
    const scale = painter();
    const px = new Uint8Array(4);
    let worst = 0;
    for (let p = range.min; p <= range.max; p += 0.1) {
      scale.paint(p, px, 0);
      const read = reader.valueOf(px[0]!, px[1]!, px[2]!);
      expect(read, `${p.toFixed(1)} hPa painted as ${[...px].join(',')}`).not.toBeNull();
      worst = Math.max(worst, Math.abs(read! - p));
    }
    expect(worst).toBeLessThan(0.5);
  });

  it('is monotone along the scale: a higher pressure never reads lower by more than the rounding', () => {
    const scale = painter();
    const px = new Uint8Array(4);
    let last = -Infinity;
    for (let p = range.min; p <= range.max; p += 0.5) {
      scale.paint(p, px, 0);
      const read = reader.valueOf(px[0]!, px[1]!, px[2]!)!;
      expect(read).toBeGreaterThan(last - 0.5);
      last = read;
    }
  });

  it('reads a colour of no scale as none', () => {
    expect(reader.valueOf(255, 255, 255)).toBeNull();
    expect(reader.valueOf(220, 201, 143)).toBeNull();
  });
});

// One home for the overlays' colours: the sandbox paints each overlay element on exactly the
// stops the chart's legend draws, whatever values the image happens to show.
import { describe, expect, it } from 'vitest';
import { OVERLAY_INFO, stopsOf, transparentBelow } from '../../../../shared/forecast/overlay-scales';
import { OVERLAY_ELEMENTS } from '../../../../shared/ipc/methods/maps';
import { mapScale } from '../../../../electron/sandbox/weather/products/colour';
import { ELEMENTS } from '../../../../electron/sandbox/weather/world/elements';

function painted(elementId: string, value: number, shown: [number, number]): number[] {
  const element = ELEMENTS.get(elementId);
  if (element === undefined) throw new Error(`no element ${elementId}`);
  const out = new Uint8Array(4);
  mapScale(element, false, shown[0], shown[1]).paint(value, out, 0);
  return [...out];
}

describe('overlay scales', () => {
  for (const element of OVERLAY_ELEMENTS) {
    it(`${element}: the sandbox paints every legend stop in the legend's colour, on a fixed scale`, () => {
      const info = OVERLAY_INFO[element];
      for (const [value, r, g, b, a] of stopsOf(info.range)) {
        // The range the image shows must not move the colours (a fixed scale, not auto).
        expect(painted(info.serviceElement, value, [value - 1, value + 1])).toEqual([r, g, b, a]);
        expect(painted(info.serviceElement, value, [-1e6, 1e6])).toEqual([r, g, b, a]);
      }
    });
  }

  it('leaves dry precipitation transparent, below the legend first stop', () => {
    const below = transparentBelow(OVERLAY_INFO.precipitation.range);
    expect(below).toBeCloseTo(0.1, 9);
    expect(painted('precipitation', 0.05, [0, 1])).toEqual([0, 0, 0, 0]);
    expect(transparentBelow(OVERLAY_INFO.wind.range)).toBeNull();
  });
});

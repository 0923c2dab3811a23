// The legend draws the overlay's own stops (shared/forecast/overlay-scales) in the navigator's units.
import { describe, expect, it } from 'vitest';
import { legendScale } from '../../../renderer/src/overlay/legend-scale';
import { OVERLAY_INFO, stopsOf } from '../../../shared/forecast/overlay-scales';

const UNITS = { speed: 'kn', distance: 'NM', waveHeight: 'm', coordinates: 'dm' } as const;

describe('legendScale', () => {
  it('writes wind ticks in knots over the 0 to 35 m/s scale the images are painted on', () => {
    const wind = legendScale('wind', UNITS);
    expect(wind).toMatchObject({ label: 'Wind', unit: 'kn', transparentBelowText: null });
    expect(wind.ticks.map((t) => t.text)).toEqual(['0', '17', '34', '51', '68']);
    const [, r, g, b] = stopsOf(OVERLAY_INFO.wind.range)[0]!;
    expect(wind.gradient).toContain(`rgba(${r}, ${g}, ${b}, 1.00) 0.0%`);
  });

  it('follows the units chosen in Settings, and says below what precipitation is clear', () => {
    expect(legendScale('gusts', { ...UNITS, speed: 'm/s' }).ticks.map((t) => t.text)).toEqual([
      '0',
      '8.8',
      '18',
      '26',
      '35',
    ]);
    expect(legendScale('waves', { ...UNITS, waveHeight: 'ft' }).unit).toBe('ft');
    expect(legendScale('pressure', UNITS).ticks[0]!.text).toBe('960');
    expect(legendScale('precipitation', UNITS).transparentBelowText).toBe('0.1 mm/h');
  });
});

// Storm colours and legend follow the warning classes the storms panel uses.
import { describe, expect, it } from 'vitest';
import { DAY_PALETTE, NIGHT_PALETTE } from '../../../../renderer/src/chart/palette';
import { stormColour, stormLegend } from '../../../../renderer/src/chart/storms/storm-style';

describe('storm colours', () => {
  it('colours every basin scale code by its warning class', () => {
    for (const code of ['H1', 'H5', 'TY', 'STY', 'III', 'SCS'])
      expect(stormColour(code, DAY_PALETTE)).toBe(DAY_PALETTE.storm.hurricane);
    for (const code of ['TS', 'STS', 'CS'])
      expect(stormColour(code, DAY_PALETTE)).toBe(DAY_PALETTE.storm.tropicalStorm);
    for (const code of ['TD', 'D', 'DD']) expect(stormColour(code, DAY_PALETTE)).toBe(DAY_PALETTE.storm.depression);
    expect(stormColour('EX', DAY_PALETTE)).toBe(DAY_PALETTE.storm.unknown);
  });

  it('keeps the four classes apart by day and by night', () => {
    for (const palette of [DAY_PALETTE, NIGHT_PALETTE]) expect(new Set(Object.values(palette.storm)).size).toBe(4);
  });

  it('lists only the classes drawn, strongest first', () => {
    expect(stormLegend(['TD', 'TY', 'TS', 'TY'], DAY_PALETTE).map((e) => e.stormClass)).toEqual([
      'hurricane',
      'tropicalStorm',
      'depression',
    ]);
    expect(stormLegend(['TD'], NIGHT_PALETTE)).toEqual([
      { stormClass: 'depression', text: 'Depression', codes: 'TD, D, DD', colour: NIGHT_PALETTE.storm.depression },
    ]);
    expect(stormLegend([], DAY_PALETTE)).toEqual([]);
  });
});

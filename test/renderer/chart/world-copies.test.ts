// World copies: which whole turns put a point or a span into a view on the unwrapped axis.
import { describe, expect, it } from 'vitest';
import { worldCopyOffsets } from '../../../renderer/src/chart/world-copies';

describe('worldCopyOffsets', () => {
  it('keeps a point inside the view where it is', () => {
    expect(worldCopyOffsets(4.5, 4.5, -30, 20)).toEqual([0]);
  });

  it('moves a point west of 180 onto the copy east of it when the view is unwrapped there', () => {
    // A Pacific view from 150° to 230°: -170° (170°W) draws at 190°.
    expect(worldCopyOffsets(-170, -170, 150, 230)).toEqual([360]);
    expect(worldCopyOffsets(175, 175, 150, 230)).toEqual([0]);
  });

  it('gives every copy of a view wider than the world', () => {
    expect(worldCopyOffsets(0, 0, -400, 400)).toEqual([-360, 0, 360]);
  });

  it('counts a span that only touches the view edge', () => {
    expect(worldCopyOffsets(170, 190, 185, 200)).toEqual([0]);
    expect(worldCopyOffsets(170, 190, -175, -160)).toEqual([-360]);
  });

  it('gives nothing for a point outside the view, and for NaN', () => {
    expect(worldCopyOffsets(90, 90, -30, 20)).toEqual([]);
    expect(worldCopyOffsets(NaN, NaN, -30, 20)).toEqual([]);
  });

  it('never returns -0', () => {
    const [offset] = worldCopyOffsets(10, 10, 0, 20);
    expect(Object.is(offset, -0)).toBe(false);
  });
});

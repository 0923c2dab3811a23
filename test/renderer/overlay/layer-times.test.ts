// Layer times: the nearest to an instant, and steps from one to the next.
import { describe, expect, it } from 'vitest';
import { nearestIndex, steppedTime } from '../../../renderer/src/overlay/layer-times';

const H = 3600;
const TIMES = [0, H, 2 * H, 3 * H, 6 * H, 9 * H];
const RANGE = { minUtc: 0, maxUtc: 9 * H };

describe('nearestIndex', () => {
  it('finds the nearest layer, the earlier on a tie, and -1 without layers', () => {
    expect(nearestIndex(TIMES, 0)).toBe(0);
    expect(nearestIndex(TIMES, 1.4 * H)).toBe(1);
    expect(nearestIndex(TIMES, 1.5 * H)).toBe(1);
    expect(nearestIndex(TIMES, 4.6 * H)).toBe(4);
    expect(nearestIndex(TIMES, 100 * H)).toBe(5);
    expect(nearestIndex(TIMES, -5)).toBe(0);
    expect(nearestIndex([], 10)).toBe(-1);
  });
});

describe('steppedTime', () => {
  it('steps to the next and previous layer, from a layer or between two', () => {
    expect(steppedTime(TIMES, 0, 1, RANGE)).toBe(H);
    expect(steppedTime(TIMES, 3 * H, 1, RANGE)).toBe(6 * H);
    expect(steppedTime(TIMES, 4 * H, 1, RANGE)).toBe(6 * H);
    expect(steppedTime(TIMES, 4 * H, -1, RANGE)).toBe(3 * H);
    expect(steppedTime(TIMES, 6 * H, -1, RANGE)).toBe(3 * H);
    expect(steppedTime(TIMES, 0, 3, RANGE)).toBe(3 * H);
  });

  it('stops at the ends of the range, and steps by the hour without layers', () => {
    expect(steppedTime(TIMES, 9 * H, 1, RANGE)).toBe(9 * H);
    expect(steppedTime(TIMES, 0, -1, RANGE)).toBe(0);
    expect(steppedTime(TIMES, 9 * H, 1, { minUtc: 0, maxUtc: 20 * H })).toBe(20 * H);
    expect(steppedTime(TIMES, 30, -1, { minUtc: -H, maxUtc: 9 * H })).toBe(0);
    expect(steppedTime(TIMES, 0, -1, { minUtc: -H, maxUtc: 9 * H })).toBe(-H);
    expect(steppedTime(TIMES, 0, 50, RANGE)).toBe(9 * H);
    expect(steppedTime([], 5 * H, 2, RANGE)).toBe(7 * H);
    expect(steppedTime([], 8 * H, 6, RANGE)).toBe(9 * H);
  });
});

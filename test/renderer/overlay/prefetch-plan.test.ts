// The prefetch planner: nearest layers first, ahead before behind, and never more bytes in a
// round than its budget, whatever sizes the images turn out to have.
import { describe, expect, it } from 'vitest';
import { nextToPrefetch, prefetchOrder, PrefetchRound } from '../../../renderer/src/overlay/prefetch-plan';

describe('prefetchOrder', () => {
  it('goes outward from the centre, ahead before behind, within the radius and the layers', () => {
    expect(prefetchOrder(10, 4, 2)).toEqual([5, 3, 6, 2]);
    expect(prefetchOrder(10, 0, 3)).toEqual([1, 2, 3]);
    expect(prefetchOrder(3, 2, 5)).toEqual([1, 0]);
    expect(prefetchOrder(0, 0, 3)).toEqual([]);
    expect(prefetchOrder(5, 7, 3)).toEqual([]);
  });
});

describe('a prefetch round', () => {
  /** Runs a round the way the app does: ask with what is left, a larger image is refused. */
  function run(budget: number, guess: number, sizes: readonly number[]): { spent: number; fetched: number[] } {
    const round = new PrefetchRound(budget, guess);
    const fetched: number[] = [];
    const order = sizes.map((_, i) => i);
    for (let next = nextToPrefetch(order, (i) => fetched.includes(i), round); next !== null;) {
      const size = sizes[next]!;
      if (size > round.remainingBytes) break; // maps.image maxBytes: refused, nothing received
      fetched.push(next);
      round.record(size);
      next = nextToPrefetch(order, (i) => fetched.includes(i), round);
    }
    return { spent: round.spentBytes, fetched };
  }

  it('stops before the budget when the images are as large as the first', () => {
    expect(run(100, 30, [30, 30, 30, 30, 30])).toEqual({ spent: 90, fetched: [0, 1, 2] });
  });

  it('never spends more than the budget, even when a later image is larger than any seen', () => {
    for (let seed = 1; seed <= 200; seed++) {
      let x = seed;
      const sizes = Array.from({ length: 30 }, () => {
        x = (x * 16807) % 2147483647;
        return 1 + (x % 5000);
      });
      const budget = 1000 + ((seed * 977) % 20000);
      const { spent } = run(budget, 500, sizes);
      expect(spent).toBeLessThanOrEqual(budget);
    }
  });

  it('skips what is cached and ends when nothing is left to fetch', () => {
    const round = new PrefetchRound(1000, 10);
    expect(nextToPrefetch(['a', 'b', 'c'], (id) => id !== 'c', round)).toBe('c');
    expect(nextToPrefetch(['a', 'b'], () => true, round)).toBeNull();
    round.record(995);
    expect(round.canAfford()).toBe(false);
    expect(nextToPrefetch(['x'], () => false, round)).toBeNull();
  });
});

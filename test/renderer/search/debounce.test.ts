// Debounce: one call after a pause, with the last arguments; cancel and flush.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from '../../../renderer/src/search/debounce';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, after the pause, with the last arguments', () => {
    const fn = vi.fn();
    const d = debounce(fn, 250);
    d('R');
    vi.advanceTimersByTime(100);
    d('Ro');
    vi.advanceTimersByTime(100);
    d('Rot');
    vi.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('Rot');
  });

  it('runs again for typing after the pause', () => {
    const fn = vi.fn();
    const d = debounce(fn, 250);
    d('Rot');
    vi.advanceTimersByTime(300);
    d('Rotterdam');
    vi.advanceTimersByTime(300);
    expect(fn.mock.calls).toEqual([['Rot'], ['Rotterdam']]);
  });

  it('drops a pending call on cancel', () => {
    const fn = vi.fn();
    const d = debounce(fn, 250);
    d('Rot');
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('runs a pending call at once on flush, and only once', () => {
    const fn = vi.fn();
    const d = debounce(fn, 250);
    d.flush();
    expect(fn).not.toHaveBeenCalled();
    d('Rotterdam');
    d.flush();
    expect(fn).toHaveBeenCalledWith('Rotterdam');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('takes injected timers', () => {
    const scheduled: (() => void)[] = [];
    const fn = vi.fn();
    const d = debounce(fn, 250, { setTimeout: (f) => scheduled.push(f), clearTimeout: () => {} });
    d('Le Havre');
    expect(fn).not.toHaveBeenCalled();
    scheduled.at(-1)?.();
    expect(fn).toHaveBeenCalledWith('Le Havre');
  });
});

// `npm run bench` arguments: section selection with and without --quick, and the time limit.
import { describe, expect, it } from 'vitest';
import { FULL_TIME_LIMIT_MS, parseBenchArgs, QUICK_TIME_LIMIT_MS } from '../../bench/options';

const KNOWN = ['schedule', 'ui-drag', 'store-ports'];

describe('parseBenchArgs', () => {
  it('runs every section at full size by default, with the long limit', () => {
    expect(parseBenchArgs([], KNOWN)).toEqual({
      ok: true,
      options: { quick: false, names: KNOWN, timeLimitMs: FULL_TIME_LIMIT_MS },
    });
  });

  it('keeps section selection with --quick, in the order given, with the short limit', () => {
    expect(parseBenchArgs(['--quick', 'ui-drag', 'schedule'], KNOWN)).toEqual({
      ok: true,
      options: { quick: true, names: ['ui-drag', 'schedule'], timeLimitMs: QUICK_TIME_LIMIT_MS },
    });
    expect(parseBenchArgs(['schedule', '--quick'], KNOWN)).toMatchObject({
      options: { quick: true, names: ['schedule'] },
    });
  });

  it('takes a time limit in seconds', () => {
    expect(parseBenchArgs(['--quick', '--time-limit=2.5'], KNOWN)).toMatchObject({ options: { timeLimitMs: 2500 } });
  });

  it('refuses an unknown option or section, and a limit that is not a positive number', () => {
    expect(parseBenchArgs(['--fast'], KNOWN)).toEqual({ ok: false, error: 'unknown option --fast' });
    expect(parseBenchArgs(['shedule'], KNOWN)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^unknown section "shedule"/),
    });
    for (const bad of ['--time-limit=0', '--time-limit=x', '--time-limit=']) {
      expect(parseBenchArgs([bad], KNOWN)).toMatchObject({ ok: false });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { defined } from '../../../shared/domain/defined';

describe('defined', () => {
  it('keeps every entry that has a value, falsy ones included, and drops the undefined ones', () => {
    const out = defined({ a: 0, b: undefined, c: '', d: null, e: false });
    expect(out).toEqual({ a: 0, c: '', d: null, e: false });
    expect('b' in out).toBe(false);
  });

  it('spreads into a record without leaving an undefined property behind', () => {
    const etaUtc: number | undefined = undefined;
    const record = { name: 'WP 1', ...defined({ etaUtc, speedKn: 12 }) };
    expect(Object.keys(record)).toEqual(['name', 'speedKn']);
    expect(JSON.stringify(record)).toBe('{"name":"WP 1","speedKn":12}');
  });
});

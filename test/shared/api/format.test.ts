import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber, formatQueryValue } from '../../../shared/api';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [52.1, '52.1'],
    [-180, '-180'],
    [1e-7, '0.0000001'],
    [-1.5e-7, '-0.00000015'],
    [1.234e-10, '0.0000000001234'],
    [1e21, '1000000000000000000000'],
    [1.5e22, '15000000000000000000000'],
    [123456789.123, '123456789.123'],
    [5e-324, `0.${'0'.repeat(323)}5`],
  ])('%d -> %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it('never uses exponent notation and round-trips every finite double exactly', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatNumber(value);
        expect(text).toMatch(/^-?\d+(\.\d+)?$/);
        expect(Number(text)).toBe(value === 0 ? 0 : value);
      }),
      { numRuns: 2000 },
    );
  });

  it('throws on NaN and Infinity (parameters are validated before formatting)', () => {
    expect(() => formatNumber(NaN)).toThrow(RangeError);
    expect(() => formatNumber(Infinity)).toThrow('Cannot format Infinity as a query number');
  });
});

describe('formatQueryValue', () => {
  it('joins arrays with commas and writes booleans as true/false', () => {
    expect(formatQueryValue([51.95, 1e-7, -3])).toBe('51.95,0.0000001,-3');
    expect(formatQueryValue(['large', 'medium'])).toBe('large,medium');
    expect(formatQueryValue(true)).toBe('true');
    expect(formatQueryValue(false)).toBe('false');
    expect(formatQueryValue('latest')).toBe('latest');
  });
});

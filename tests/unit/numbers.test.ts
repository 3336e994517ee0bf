// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '@/domain/numbers';
import { formatCedis } from '@/domain/plans';

const intl = (value: number, digits: number) =>
  new Intl.NumberFormat('en-GH', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

describe('formatNumber', () => {
  it('writes numbers as en-GH does', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(2847)).toBe('2,847');
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(0.0302, 4)).toBe('0.0302');
    expect(formatNumber(100, 2)).toBe('100.00');
    expect(formatNumber(-1500.5, 2)).toBe('-1,500.50');
  });

  it('rounds half away from zero on the number as written, like Intl', () => {
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(0.00005, 4)).toBe('0.0001');
    expect(formatNumber(-0.004, 2)).toBe('-0.00');
  });

  it('agrees with Intl.NumberFormat for whole numbers, cents and rates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(0, 1, 2, 4),
        fc.constantFrom(1, 10, 100, 10_000),
        (units, digits, divisor) => {
          const value = units / divisor;
          expect(formatNumber(value, digits)).toBe(intl(value, digits));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('falls back to Intl beyond safe integers', () => {
    expect(formatNumber(1e21, 2)).toBe(intl(1e21, 2));
  });
});

describe('formatCedis', () => {
  it('prefixes the cedi sign', () => {
    expect(formatCedis(1642)).toBe('GH₵ 1,642.00');
    expect(formatCedis(0.061, 4)).toBe('GH₵ 0.0610');
  });
});

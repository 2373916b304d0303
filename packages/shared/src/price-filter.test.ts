import { describe, expect, it } from 'vitest';
import {
  isPriceFilterActive,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  PRICE_QUICK_RANGES,
  priceInRange,
  resolvePriceRange,
} from './price-filter.ts';

describe('price filter rules (SPEC §5, §9)', () => {
  it('defaults to 0–100000', () => {
    expect([PRICE_FILTER_MIN, PRICE_FILTER_MAX]).toEqual([0, 100000]);
  });

  it.each([
    ['', '', 0, 100000],
    ['  ', '', 0, 100000],
    [null, undefined, 0, 100000],
    ['5000', '', 5000, 100000],
    ['', '40000', 0, 40000],
    ['1000', '2000', 1000, 2000],
    [2500, 7500, 2500, 7500],
    ['abc', 'xyz', 0, 100000],
  ])('min %j and max %j resolve to %i–%i', (min, max, expectedMin, expectedMax) => {
    expect(resolvePriceRange(min, max)).toEqual({ min: expectedMin, max: expectedMax });
  });

  it('offers the three quick ranges with the spec labels', () => {
    expect(PRICE_QUICK_RANGES.map((r) => [r.label, r.min, r.max])).toEqual([
      ['Under ₹25K', 0, 25000],
      ['₹25K - ₹50K', 25000, 50000],
      ['Above ₹50K', 50000, 100000],
    ]);
  });

  it('includes both bounds', () => {
    const range = { min: 25000, max: 50000 };
    expect(priceInRange(25000, range)).toBe(true);
    expect(priceInRange(50000, range)).toBe(true);
    expect(priceInRange(24999, range)).toBe(false);
    expect(priceInRange(50001, range)).toBe(false);
  });

  it('leaves out prices above the default maximum when no maximum is typed', () => {
    expect(priceInRange(150000, resolvePriceRange('', ''))).toBe(false);
  });

  it('counts as an applied filter only when the range differs from the default', () => {
    expect(isPriceFilterActive('', '')).toBe(false);
    expect(isPriceFilterActive('0', '100000')).toBe(false);
    expect(isPriceFilterActive('1', '')).toBe(true);
    expect(isPriceFilterActive('', '99999')).toBe(true);
  });
});

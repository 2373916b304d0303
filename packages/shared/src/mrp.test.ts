import { describe, expect, it } from 'vitest';
import { mrpDiscount } from './mrp.ts';

describe('mrpDiscount', () => {
  it('gives the MRP and the percentage off, rounded down', () => {
    expect(mrpDiscount({ price: 38_999, mrp: 52_000 })).toEqual({ mrp: 52_000, percentOff: 25 });
    // 33.33… % off reads 33 %, never 34.
    expect(mrpDiscount({ price: 20_000, mrp: 30_000 })).toEqual({ mrp: 30_000, percentOff: 33 });
    // 1.99 % off reads 1 %.
    expect(mrpDiscount({ price: 9_801, mrp: 10_000 })?.percentOff).toBe(1);
  });

  it('has nothing to show without an MRP above the price, or under 1 % off', () => {
    expect(mrpDiscount({ price: 38_999 })).toBeNull();
    expect(mrpDiscount({ price: 38_999, mrp: null })).toBeNull();
    expect(mrpDiscount({ price: 38_999, mrp: 38_999 })).toBeNull();
    expect(mrpDiscount({ price: 38_999, mrp: 30_000 })).toBeNull();
    expect(mrpDiscount({ price: 9_950, mrp: 10_000 })).toBeNull();
  });

  it('works in paise: a paisa above the price is no discount, and fractions add up', () => {
    expect(mrpDiscount({ price: 0.1 + 0.2, mrp: 0.3 })).toBeNull();
    expect(mrpDiscount({ price: 1_499.5, mrp: 2_999 })).toEqual({ mrp: 2_999, percentOff: 50 });
  });
});

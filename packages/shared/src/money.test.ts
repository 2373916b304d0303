import { describe, expect, it } from 'vitest';
import { deliveryChargeText, formatINR, formatRupees, fromPaise, toPaise } from './money.ts';

describe('INR formatting (SPEC §9)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [4000, '4,000'],
    [25000, '25,000'],
    [125000, '1,25,000'],
    [200000, '2,00,000'],
    [10000000, '1,00,00,000'],
    [1234.5, '1,234.5'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatINR(amount)).toBe(text);
  });

  it('prints what Intl.NumberFormat en-IN prints, for every kind of amount', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    const amounts = [
      0,
      -0,
      0.01,
      0.1,
      0.5,
      1.05,
      19.99,
      -250,
      -1234.56,
      999.995,
      99_999.99,
      1e12 + 0.25,
      // The largest amount whose paise are still exact in a double: ₹90 lakh crore.
      9e13 - 0.01,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    // Every amount in paise up to ₹2,000, then a pseudo-random spread up to ₹10 crore.
    for (let paise = 0; paise <= 200_000; paise += 7) amounts.push(paise / 100);
    let seed = 12_345;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      amounts.push((seed % 1_000_000_000) / 100, -(seed % 10_000_000) / 100);
    }
    const differing = amounts.filter((amount) => formatINR(amount) !== intl.format(amount));
    expect(differing.map((amount) => [amount, formatINR(amount), intl.format(amount)])).toEqual([]);
  });

  it('prefixes the rupee symbol', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(4000)).toBe('₹4,000');
  });
});

describe('paise conversion', () => {
  it('round-trips rupees through integer paise', () => {
    expect(toPaise(125000)).toBe(12500000);
    expect(toPaise(19.99)).toBe(1999);
    expect(Number.isInteger(toPaise(0.1 + 0.2))).toBe(true);
    expect(fromPaise(toPaise(1234.56))).toBe(1234.56);
  });
});

describe('deliveryChargeText (issue #26)', () => {
  it('says Free for nothing and the rupees otherwise', () => {
    expect(deliveryChargeText(0)).toBe('Free');
    expect(deliveryChargeText(1499)).toBe('₹1,499');
    expect(deliveryChargeText(2499.5)).toBe('₹2,499.5');
  });
});

import { describe, expect, it } from 'vitest';
import { formatINR, formatRupees, fromPaise, toPaise } from './money.ts';

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

import { describe, expect, it } from 'vitest';
import { createRefundBodySchema } from './refunds.ts';

describe('createRefundBodySchema', () => {
  const parse = (amount: unknown) => createRefundBodySchema.safeParse({ amount, reason: 'Damage' });

  it('takes rupees with up to two decimals', () => {
    for (const amount of [1, 0.01, 1234.56, 19.99, 20_00_000]) {
      expect(parse(amount).success, String(amount)).toBe(true);
    }
  });

  it('refuses zero, negatives, fractions of a paisa, strings and more than any order', () => {
    for (const amount of [0, -1, 10.005, 0.001, '100', 20_00_000.01, Number.NaN]) {
      expect(parse(amount).success, String(amount)).toBe(false);
    }
  });

  it('trims the reason and requires one', () => {
    expect(createRefundBodySchema.parse({ amount: 5, reason: '  Leg  ' }).reason).toBe('Leg');
    expect(createRefundBodySchema.safeParse({ amount: 5, reason: ' ' }).success).toBe(false);
  });
});

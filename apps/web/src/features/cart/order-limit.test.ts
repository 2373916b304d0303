import { type CartItem, priceCart } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { bed, chair } from '@/testing/fixtures';
import { orderLimitMessage } from './order-limit';

const limitOf = (items: CartItem[]) => orderLimitMessage(priceCart(items), '+91 90000 00000');

describe('orderLimitMessage', () => {
  it('says nothing up to ₹20,00,000 and names the limit, the fix and the phone above it', () => {
    // 32 beds at the set price: ₹19,84,000, then ₹19,84,000 + ₹17,000.
    expect(limitOf([{ ...bed, quantity: 32 }])).toBeNull();
    expect(limitOf([{ ...bed, quantity: 32 }, chair])).toBe(
      'Orders are limited to ₹20,00,000. Remove some items, or call us on +91 90000 00000 to order in person.',
    );
  });

  it('names the per-piece limit when two lines of one piece merge past it', () => {
    // A set line whose set is no longer offered is charged, and merged, as the plain line.
    const plain = { ...chair, quantity: 60 };
    const withdrawnSet = { ...chair, quantity: 60, selectedSet: true };
    expect(limitOf([plain, withdrawnSet])).toBe(
      'An order can hold at most 99 of one piece. Lower the quantity, or call us on +91 90000 00000 to order in person.',
    );
  });
});

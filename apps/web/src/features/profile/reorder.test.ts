import type { Product } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/testing/fixtures';
import { anItem } from '@/testing/orders';
import { planReorder, reorderMessage } from './reorder';

const product = (id: string, overrides: Partial<Product> = {}) =>
  aProduct({
    _id: id,
    name: `Today's ${id}`,
    image: `/media/products/${id}-new.webp`,
    price: 50000,
    set_price: 70000,
    has_set_option: true,
    stock: 10,
    ...overrides,
  });

describe('planReorder', () => {
  it("puts each item back at today's name, image and price with the ordered quantity and set", () => {
    const plan = planReorder(
      [anItem({ productId: 'bed', quantity: 2, price: 45000, selected_set: true })],
      new Map([['bed', product('bed')]]),
    );
    expect(plan).toEqual({
      lines: [
        {
          product: {
            id: 'bed',
            name: "Today's bed",
            image: '/media/products/bed-new.webp',
            price: 50000,
            set_price: 70000,
          },
          quantity: 2,
          selectedSet: true,
        },
      ],
      unavailable: [],
      reduced: [],
    });
  });

  it('drops the set choice when the product no longer offers a set', () => {
    const plan = planReorder(
      [anItem({ productId: 'bed', selected_set: true })],
      new Map([['bed', product('bed', { has_set_option: false, set_price: null })]]),
    );
    expect(plan.lines[0]?.selectedSet).toBe(false);
  });

  it('skips products that are gone or out of stock, naming them as ordered', () => {
    const plan = planReorder(
      [
        anItem({ productId: 'gone', name: 'Old Sofa' }),
        anItem({ productId: 'sold-out', name: 'Sold Out Chair' }),
        anItem({ productId: 'bed' }),
      ],
      new Map([
        ['gone', null],
        ['sold-out', product('sold-out', { stock: 0 })],
        ['bed', product('bed')],
      ]),
    );
    expect(plan.lines.map((line) => line.product.id)).toEqual(['bed']);
    expect(plan.unavailable).toEqual(['Old Sofa', 'Sold Out Chair']);
  });

  it('caps the quantity at the stock left and says so', () => {
    const plan = planReorder(
      [anItem({ productId: 'bed', quantity: 5 })],
      new Map([['bed', product('bed', { stock: 2 })]]),
    );
    expect(plan.lines[0]?.quantity).toBe(2);
    expect(plan.reduced).toEqual(["Today's bed"]);
  });
});

describe('reorderMessage', () => {
  it('counts the pieces added and names what was skipped or capped', () => {
    const plan = planReorder(
      [anItem({ productId: 'bed', quantity: 3 }), anItem({ productId: 'gone', name: 'Old Sofa' })],
      new Map([
        ['bed', product('bed', { stock: 2 })],
        ['gone', null],
      ]),
    );
    expect(reorderMessage(plan, 1004)).toBe(
      "2 items from order #1004 have been added to your cart. No longer available: Old Sofa. Fewer than ordered (limited stock): Today's bed.",
    );
  });
});

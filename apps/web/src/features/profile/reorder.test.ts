import type { Product } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/testing/fixtures';
import { anItem } from '@/testing/orders';
import { nothingToReorderMessage, planReorder, reorderMessage } from './reorder';

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
            stock: 10,
          },
          quantity: 2,
          selectedSet: true,
        },
      ],
      unavailable: [],
      reduced: [],
      alreadyInCart: [],
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

describe('planReorder with a cart that already holds some', () => {
  it('counts the pieces already in the cart (set or not) against the stock', () => {
    const plan = planReorder(
      [anItem({ productId: 'bed', quantity: 3 })],
      new Map([['bed', product('bed', { stock: 4 })]]),
      [
        { id: 'bed', quantity: 1 },
        { id: 'bed', quantity: 1 },
        { id: 'chair', quantity: 5 },
      ],
    );
    expect(plan.lines[0]?.quantity).toBe(2);
    expect(plan.reduced).toEqual(["Today's bed"]);
  });

  it('puts nothing back when the cart already holds all the stock left', () => {
    const plan = planReorder(
      [anItem({ productId: 'bed', quantity: 1 })],
      new Map([['bed', product('bed', { stock: 2 })]]),
      [{ id: 'bed', quantity: 2 }],
    );
    expect(plan.lines).toEqual([]);
    expect(plan.alreadyInCart).toEqual(["Today's bed"]);
    expect(nothingToReorderMessage(plan)).toBe(
      "Your cart already holds all the stock left of: Today's bed.",
    );
  });

  it('shares the stock between two lines of one product in the same order', () => {
    const plan = planReorder(
      [
        anItem({ productId: 'bed', quantity: 2, selected_set: true }),
        anItem({ productId: 'bed', quantity: 2, selected_set: false }),
      ],
      new Map([['bed', product('bed', { stock: 3 })]]),
    );
    expect(plan.lines.map((line) => [line.selectedSet, line.quantity])).toEqual([
      [true, 2],
      [false, 1],
    ]);
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

  it('names products left out because the cart already holds the stock left', () => {
    const plan = planReorder(
      [anItem({ productId: 'bed' }), anItem({ productId: 'chair', name: 'Chair' })],
      new Map([
        ['bed', product('bed')],
        ['chair', product('chair', { stock: 1 })],
      ]),
      [{ id: 'chair', quantity: 1 }],
    );
    expect(reorderMessage(plan, 1004)).toBe(
      "1 item from order #1004 has been added to your cart. Your cart already holds all the stock left of: Today's chair.",
    );
  });
});

describe('nothingToReorderMessage', () => {
  it('says nothing is available when every product is gone or sold out', () => {
    const plan = planReorder([anItem({ productId: 'gone' })], new Map([['gone', null]]));
    expect(nothingToReorderMessage(plan)).toBe(
      'None of the items in this order are available any more.',
    );
  });

  it('names both what the cart already holds and what is gone', () => {
    const plan = planReorder(
      [anItem({ productId: 'bed' }), anItem({ productId: 'gone', name: 'Old Sofa' })],
      new Map([
        ['bed', product('bed', { stock: 1 })],
        ['gone', null],
      ]),
      [{ id: 'bed', quantity: 1 }],
    );
    expect(nothingToReorderMessage(plan)).toBe(
      "Your cart already holds all the stock left of: Today's bed. No longer available: Old Sofa.",
    );
  });
});

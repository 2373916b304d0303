import { describe, expect, it } from 'vitest';
import {
  addItem,
  type CartProduct,
  itemCount,
  linePrice,
  removeItem,
  sanitizeCart,
  totalPrice,
  updateQuantity,
} from './cart.ts';

const bed: CartProduct = {
  id: 'bed-1',
  name: 'Jaipur Bed',
  image: '/media/bed.webp',
  price: 42000,
};
const sofa: CartProduct = {
  id: 'sofa-1',
  name: 'Udaipur Sofa',
  image: '/media/sofa.webp',
  price: 30000,
  set_price: 75000,
};

describe('addItem (SPEC §4)', () => {
  it('appends a new line with quantity 1 and no set by default', () => {
    const cart = addItem([], bed);
    expect(cart).toEqual([{ ...bed, quantity: 1, selectedSet: false }]);
  });

  it('grows the line with the same id and set flag by 1 by default', () => {
    const cart = addItem(addItem([], bed), bed);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(2);
  });

  it('grows the line by the amount added', () => {
    const cart = addItem(addItem([], bed, 2), bed, 3);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(5);
  });

  it('appends a separate line when the set flag differs', () => {
    const cart = addItem(addItem([], sofa, 1, false), sofa, 1, true);
    expect(cart.map((i) => [i.id, i.selectedSet, i.quantity])).toEqual([
      ['sofa-1', false, 1],
      ['sofa-1', true, 1],
    ]);
  });

  it('grows only the set line when the set is added again', () => {
    let cart = addItem([], sofa, 1, false);
    cart = addItem(cart, sofa, 1, true);
    cart = addItem(cart, sofa, 2, true);
    expect(cart.map((i) => [i.selectedSet, i.quantity])).toEqual([
      [false, 1],
      [true, 3],
    ]);
  });

  it('does not mutate the cart it was given', () => {
    const before = addItem([], bed);
    const snapshot = structuredClone(before);
    addItem(before, bed);
    addItem(before, sofa);
    expect(before).toEqual(snapshot);
  });
});

describe('removeItem (SPEC §4)', () => {
  it('removes every line with that id, whatever its set flag', () => {
    let cart = addItem([], sofa, 1, false);
    cart = addItem(cart, sofa, 1, true);
    cart = addItem(cart, bed);
    expect(removeItem(cart, 'sofa-1')).toEqual([{ ...bed, quantity: 1, selectedSet: false }]);
  });

  it('leaves the cart unchanged for an id it does not hold', () => {
    const cart = addItem([], bed);
    expect(removeItem(cart, 'nope')).toEqual(cart);
  });
});

describe('updateQuantity (SPEC §4, §5)', () => {
  it('sets the quantity of the matching line', () => {
    const cart = updateQuantity(addItem([], bed), 'bed-1', 4);
    expect(cart[0]?.quantity).toBe(4);
  });

  it.each([0, -1, -10])('removes the line when the quantity is %i', (quantity) => {
    const cart = addItem(addItem([], bed), sofa);
    expect(updateQuantity(cart, 'bed-1', quantity).map((i) => i.id)).toEqual(['sofa-1']);
  });

  it('touches only the line with the given set flag when one is passed', () => {
    let cart = addItem([], sofa, 1, false);
    cart = addItem(cart, sofa, 1, true);
    cart = updateQuantity(cart, 'sofa-1', 5, true);
    expect(cart.map((i) => [i.selectedSet, i.quantity])).toEqual([
      [false, 1],
      [true, 5],
    ]);
    cart = updateQuantity(cart, 'sofa-1', 0, false);
    expect(cart.map((i) => [i.selectedSet, i.quantity])).toEqual([[true, 5]]);
  });
});

describe('prices and totals (SPEC §9)', () => {
  it('uses the set price only when the set is selected and a set price exists', () => {
    expect(linePrice({ price: 30000, set_price: 75000, selectedSet: true })).toBe(75000);
    expect(linePrice({ price: 30000, set_price: 75000, selectedSet: false })).toBe(30000);
    expect(linePrice({ price: 30000, set_price: null, selectedSet: true })).toBe(30000);
    expect(linePrice({ price: 30000, selectedSet: true })).toBe(30000);
  });

  it('totals each line price times its quantity', () => {
    let cart = addItem([], bed, 2); // 2 × 42,000
    cart = addItem(cart, sofa, 1, true); // 1 × 75,000 (set)
    cart = addItem(cart, sofa, 3, false); // 3 × 30,000
    expect(totalPrice(cart)).toBe(2 * 42000 + 75000 + 3 * 30000);
  });

  it('counts items as the sum of quantities, not lines', () => {
    let cart = addItem([], bed, 2);
    cart = addItem(cart, sofa, 1, true);
    cart = addItem(cart, sofa, 3, false);
    expect(cart).toHaveLength(3);
    expect(itemCount(cart)).toBe(6);
  });
});

describe('sanitizeCart', () => {
  it('keeps well-formed lines and drops malformed ones', () => {
    const good = { ...bed, quantity: 2, selectedSet: false };
    const stored = [
      good,
      { ...bed, quantity: 0, selectedSet: false },
      { ...bed, quantity: 1.5, selectedSet: false },
      { ...bed, price: '42000', quantity: 1, selectedSet: false },
      { id: 'x', quantity: 1 },
      null,
      'junk',
    ];
    expect(sanitizeCart(stored)).toEqual([good]);
  });

  it('returns an empty cart for anything that is not a list', () => {
    expect(sanitizeCart(null)).toEqual([]);
    expect(sanitizeCart({ items: [] })).toEqual([]);
  });
});

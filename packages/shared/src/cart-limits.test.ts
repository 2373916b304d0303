import { describe, expect, it } from 'vitest';
import { addItem, type CartProduct, lineLimit, refreshProduct, updateQuantity } from './cart.ts';
import { MAX_LINE_QUANTITY } from './orders.ts';

const table: CartProduct = {
  id: 'table-1',
  name: 'Jodhpur Table',
  image: '/media/table.webp',
  price: 20000,
  set_price: 50000,
  stock: 5,
};
const lamp: CartProduct = { id: 'lamp-1', name: 'Lamp', image: '/l.webp', price: 900, stock: 500 };
const quantities = (cart: { selectedSet: boolean; quantity: number }[]) =>
  cart.map((i) => [i.selectedSet, i.quantity]);

describe('the cart caps each line at the stock (issue 12)', () => {
  it('addItem grows a line only up to the stock, and adds nothing once it is all in the cart', () => {
    let cart = addItem([], table, 4);
    cart = addItem(cart, table, 3);
    expect(quantities(cart)).toEqual([[false, 5]]);
    expect(addItem(cart, table)).toEqual(cart);
    expect(addItem([], { ...table, stock: 0 })).toEqual([]);
  });

  it('counts the set line and the plain line of one product against one stock', () => {
    let cart = addItem([], table, 3, true);
    cart = addItem(cart, table, 4, false);
    expect(quantities(cart)).toEqual([
      [true, 3],
      [false, 2],
    ]);
    expect(lineLimit(cart, { id: 'table-1', selectedSet: false })).toEqual({
      max: 2,
      reason: 'stock',
      stock: 5,
    });
  });

  it('caps at MAX_LINE_QUANTITY when the stock is larger', () => {
    const cart = addItem([], lamp, 150);
    expect(cart[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(lineLimit(cart, { id: 'lamp-1', selectedSet: false })).toMatchObject({
      max: 99,
      reason: 'line-quantity',
    });
  });

  it('updateQuantity clamps to the cap and still lowers and removes', () => {
    const cart = addItem([], table, 2);
    expect(quantities(updateQuantity(cart, 'table-1', 9))).toEqual([[false, 5]]);
    expect(quantities(updateQuantity(cart, 'table-1', 1))).toEqual([[false, 1]]);
    expect(updateQuantity(cart, 'table-1', 0)).toEqual([]);
  });

  it('takes the latest stock a product brings, for every line of it', () => {
    let cart = addItem([], table, 1, true);
    cart = addItem(cart, { ...table, stock: 2 }, 5, false);
    expect(cart.map((i) => [i.selectedSet, i.quantity, i.stock])).toEqual([
      [true, 1, 2],
      [false, 1, 2],
    ]);
  });

  it('caps nothing but MAX_LINE_QUANTITY while the stock is unknown (a cart stored before)', () => {
    const { stock: _, ...unknown } = table;
    expect(addItem([], unknown, 40)[0]?.quantity).toBe(40);
  });
});

describe('refreshProduct', () => {
  const stored = [
    { ...lamp, quantity: 2, selectedSet: false },
    { ...table, stock: undefined, quantity: 4, selectedSet: true },
    { ...table, stock: undefined, quantity: 3, selectedSet: false },
  ];

  it('lowers quantities to fresh stock, earlier lines first, keeping the order of lines', () => {
    const cart = refreshProduct(stored, { ...table, stock: 5 });
    expect(cart.map((i) => [i.id, i.selectedSet, i.quantity, i.stock])).toEqual([
      ['lamp-1', false, 2, 500],
      ['table-1', true, 4, 5],
      ['table-1', false, 1, 5],
    ]);
  });

  it('takes today’s prices, and merges a set that is no longer offered into the plain line', () => {
    const cart = refreshProduct(stored, { ...table, price: 21000, set_price: null, stock: 10 });
    expect(cart.map((i) => [i.id, i.selectedSet, i.quantity, i.price])).toEqual([
      ['lamp-1', false, 2, 900],
      ['table-1', false, 7, 21000],
    ]);
  });

  it('drops a product with no stock left, and leaves a cart without it as it is', () => {
    expect(refreshProduct(stored, { ...table, stock: 0 }).map((i) => i.id)).toEqual(['lamp-1']);
    expect(refreshProduct(stored, { ...lamp, id: 'other' })).toEqual(stored);
  });
});

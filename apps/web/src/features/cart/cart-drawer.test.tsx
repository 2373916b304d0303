import type { CartItem } from '@sheesham/shared';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@/testing/dom';
import { fakeApi, type Handler } from '@/testing/fake-api';
import { bed, chair, productOf } from '@/testing/fixtures';
import { render, resetTestState, storedCart } from '@/testing/render';
import { CartDrawer } from './cart-drawer';

/** The catalogue answers only with the given routes (404 otherwise), so no stock is read. */
const renderDrawer = (items: CartItem[], routes: Record<string, Handler> = {}) => {
  fakeApi(routes);
  render(<CartDrawer open onOpenChange={() => {}} />, { cart: items });
};

const lines = () => [...document.querySelectorAll('[data-testid="cart-line"]')];
const total = () => document.querySelector('[data-testid="cart-total"]')?.textContent;
const button = (name: string) => {
  const found = document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  if (!found) throw new Error(`No button labelled "${name}"`);
  return found;
};

afterEach(resetTestState);

describe('CartDrawer', () => {
  it('says the cart is empty when it is', () => {
    renderDrawer([]);
    expect(document.body.textContent).toContain('Shopping Cart');
    expect(document.body.textContent).toContain('Your cart is empty');
    expect(document.body.textContent).not.toContain('Proceed to Checkout');
  });

  it('prices set lines at the set price, labels them and totals with thousands separators', () => {
    renderDrawer([bed, chair]);
    expect(lines()).toHaveLength(2);
    expect(lines()[0]?.textContent).toContain('Complete Set');
    expect(lines()[0]?.textContent).toContain('₹62,000');
    expect(lines()[1]?.textContent).not.toContain('Complete Set');
    expect(total()).toBe('Total: ₹79,000');
    const checkout = [...document.querySelectorAll('a')].find((a) =>
      a.textContent?.includes('Proceed to Checkout'),
    );
    expect(checkout?.getAttribute('href')).toBe('/checkout');
  });

  it('says on a set line what the set adds over the piece and saves (issue #29)', () => {
    const sofaSet: CartItem = {
      ...bed,
      price: 38_999,
      set_price: 62_999,
      set_description: '2 matching armchairs, 3+1+1',
      set_items_price: 29_998,
    };
    renderDrawer([sofaSet, { ...sofaSet, selectedSet: false }, chair]);
    const terms = [...document.querySelectorAll('[data-testid="cart-set-terms"]')];
    expect(terms.map((line) => line.textContent)).toEqual([
      '+₹24,000 for 2 matching armchairs, 3+1+1You save ₹5,998 on buying them separately',
    ]);
    expect(lines()[0]?.contains(terms[0] as Node)).toBe(true);
    // A stored line without the words still says what the set costs over the piece.
    resetTestState();
    renderDrawer([bed]);
    expect(document.querySelector('[data-testid="cart-set-terms"]')?.textContent).toBe(
      '+₹17,000 over the piece alone',
    );
  });

  it('raises and lowers the quantity by one, and minus at 1 removes the line', () => {
    renderDrawer([bed, chair]);
    act(() => button('Increase quantity of Udaipur Accent Chair').click());
    expect(total()).toBe('Total: ₹87,500');
    act(() => button('Decrease quantity of Jaisalmer King Bed (Complete Set)').click());
    expect(lines()).toHaveLength(1);
    expect(total()).toBe('Total: ₹25,500');
    expect(storedCart()).toEqual([{ ...chair, quantity: 3 }]);
  });

  it('removes a line with the remove button', () => {
    renderDrawer([bed, chair]);
    act(() => button('Remove Udaipur Accent Chair from cart').click());
    expect(lines()).toHaveLength(1);
    expect(total()).toBe('Total: ₹62,000');
  });

  it('stops + at the stock, with the reason the button points at', () => {
    renderDrawer([bed, { ...chair, quantity: 2, stock: 3 }]);
    const plus = button('Increase quantity of Udaipur Accent Chair');
    expect(plus.disabled).toBe(false);
    act(() => plus.click());
    expect(plus.disabled).toBe(true);
    const reason = document.getElementById(plus.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Only 3 in stock');
    expect(total()).toBe('Total: ₹87,500');
    act(() => button('Decrease quantity of Udaipur Accent Chair').click());
    expect(plus.disabled).toBe(false);
    expect(plus.hasAttribute('aria-describedby')).toBe(false);
  });

  it('lowers a stored cart to the stock once the products are read, and says so', async () => {
    renderDrawer([bed, { ...chair, quantity: 4 }], {
      [`GET /api/products/${bed.id}`]: () => ({ status: 200, body: productOf(bed) }),
      [`GET /api/products/${chair.id}`]: () => ({
        status: 200,
        body: productOf(chair, { stock: 1 }),
      }),
    });
    await waitFor(() => expect(total()).toBe('Total: ₹70,500'));
    expect(document.body.textContent).toContain(
      'Fewer in stock than your cart held: Udaipur Accent Chair. Your cart now holds what is left.',
    );
    expect(button('Increase quantity of Udaipur Accent Chair').disabled).toBe(true);
    expect(storedCart()).toEqual([
      { ...bed, stock: 10 },
      { ...chair, quantity: 1, stock: 1 },
    ]);
  });

  it('shows the order limit, with what to do, above the checkout button', () => {
    renderDrawer([{ ...bed, quantity: 33 }]);
    expect(document.querySelector('[data-testid="order-limit"]')?.textContent).toBe(
      'Orders are limited to ₹20,00,000. Remove some items, or call us on +91 98290 12345 to order in person.',
    );
    expect(document.querySelector('[data-testid="order-limit"] a')?.getAttribute('href')).toMatch(
      /^tel:\+91/,
    );
    act(() => button('Decrease quantity of Jaisalmer King Bed (Complete Set)').click());
    expect(total()).toBe('Total: ₹19,84,000');
    expect(document.querySelector('[data-testid="order-limit"]')).toBeNull();
  });
});

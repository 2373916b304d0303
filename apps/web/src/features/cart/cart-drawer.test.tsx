import type { CartItem } from '@sheesham/shared';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { bed, chair } from '@/testing/fixtures';
import { render, resetTestState, storedCart } from '@/testing/render';
import { CartDrawer } from './cart-drawer';

const renderDrawer = (items: CartItem[]) =>
  render(<CartDrawer open onOpenChange={() => {}} />, { cart: items });

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
});

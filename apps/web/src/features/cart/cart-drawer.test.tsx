import type { CartItem } from '@sheesham/shared';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartProvider } from './cart-context';
import { CartDrawer } from './cart-drawer';

// React's act() environment flag, so state updates flush synchronously inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const STORAGE_KEY = 'sheesham.cart.v1';

const bed: CartItem = {
  id: 'bed-1',
  name: 'Jaisalmer King Bed',
  image: '/media/products/bed-1.webp',
  price: 45000,
  set_price: 62000,
  quantity: 1,
  selectedSet: true,
};
const chair: CartItem = {
  id: 'chair-1',
  name: 'Udaipur Accent Chair',
  image: '/media/products/chair-1.webp',
  price: 8500,
  set_price: null,
  quantity: 2,
  selectedSet: false,
};

let root: Root;
let container: HTMLDivElement;

function renderDrawer(items: CartItem[]) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <MemoryRouter>
        <CartProvider>
          <CartDrawer open onOpenChange={() => {}} />
        </CartProvider>
      </MemoryRouter>,
    ),
  );
}

const lines = () => [...document.querySelectorAll('[data-testid="cart-line"]')];
const total = () => document.querySelector('[data-testid="cart-total"]')?.textContent;
const button = (name: string) => {
  const found = document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  if (!found) throw new Error(`No button labelled "${name}"`);
  return found;
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

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
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')).toEqual([
      { ...chair, quantity: 3 },
    ]);
  });

  it('removes a line with the remove button', () => {
    renderDrawer([bed, chair]);
    act(() => button('Remove Udaipur Accent Chair from cart').click());
    expect(lines()).toHaveLength(1);
    expect(total()).toBe('Total: ₹62,000');
  });
});

import type { CartItem, Product } from '@sheesham/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Component as CheckoutRoute } from '@/app/routes/checkout';
import { SessionProvider } from '@/features/auth/session-context';
import { CartProvider } from '@/features/cart/cart-context';
import { SESSION_TOKEN_KEY } from '@/lib/session-token';

// React's act() environment flag, so state updates flush synchronously inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const CART_KEY = 'sheesham.cart.v1';

export const bed: CartItem = {
  id: '0b6f4a52-3c1d-4e8f-9a2b-5c6d7e8f9a01',
  name: 'Jaisalmer King Bed',
  image: '/media/products/bed-1.webp',
  price: 45000,
  set_price: 62000,
  quantity: 1,
  selectedSet: true,
};
export const chair: CartItem = {
  id: '1c7a5b63-4d2e-4f90-8b3c-6d7e8f9a0b12',
  name: 'Udaipur Accent Chair',
  image: '/media/products/chair-1.webp',
  price: 8500,
  set_price: null,
  quantity: 2,
  selectedSet: false,
};

/** The catalogue's copy of a cart line's product (GET /products/{id}). */
export function productOf(item: CartItem, overrides: Partial<Product> = {}): Product {
  return {
    _id: item.id,
    name: item.name,
    brand: 'Sheesham Works',
    price: item.price,
    set_price: item.set_price ?? null,
    has_set_option: item.set_price != null,
    image: item.image,
    images: [item.image],
    category: 'beds',
    room_type: 'Bedroom',
    primary_material: 'Solid Wood',
    storage: 'No Storage',
    assembly: 'Included',
    dimensions_cm: '200 x 180 x 100',
    dimensions_inches: '79 x 71 x 39',
    weight: '80 kg',
    warranty: '5 years',
    description: 'Solid sheesham.',
    product_rating: 4.6,
    stock: 10,
    stock_threshold: 10,
    ...overrides,
  };
}

export const sessionUser = {
  id: 'user-1',
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '+919829012345',
  createdAt: '2025-01-10T00:00:00.000Z',
};

interface Reply {
  status: number;
  body: unknown;
}
type Handler = (body: unknown, headers: Headers) => Reply | Promise<Reply>;

export interface ApiCall {
  key: string;
  body: unknown;
  headers: Headers;
}

/**
 * Stands in for the server at the network boundary (window.fetch): a signed-in session (unless
 * `signedIn` is false) plus the given routes keyed "METHOD /api/path". Returns the calls made.
 */
export function fakeServer(routes: Record<string, Handler>, { signedIn = true } = {}) {
  if (signedIn) localStorage.setItem(SESSION_TOKEN_KEY, 'test-token');
  const all: Record<string, Handler> = {
    'GET /api/identity/get-session': () => ({ status: 200, body: { user: sessionUser } }),
    'GET /api/payment/config': () => ({
      status: 200,
      body: { gateway: 'sandbox', key_id: 'sandbox' },
    }),
    ...routes,
  };
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const headers = new Headers(init?.headers);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body, headers });
    const handler = all[key];
    const reply = handler
      ? await handler(body, headers)
      : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

let mounted: { root: Root; container: HTMLElement } | null = null;

/** Renders /checkout (with its guard) inside the app's providers, with `cart` in storage. */
export function renderCheckout(cart: CartItem[]) {
  localStorage.setItem(CART_KEY, JSON.stringify(cart));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <CartProvider>
            <MemoryRouter initialEntries={['/checkout']}>
              <Where />
              <Routes>
                <Route path="/checkout" element={<CheckoutRoute />} />
                <Route path="/" element={<p>Home page</p>} />
                <Route path="/auth" element={<p>Sign in page</p>} />
              </Routes>
            </MemoryRouter>
          </CartProvider>
        </SessionProvider>
      </QueryClientProvider>,
    ),
  );
  mounted = { root, container };
}

export function cleanupCheckout() {
  if (mounted) {
    const { root, container } = mounted;
    act(() => root.unmount());
    container.remove();
    mounted = null;
  }
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  localStorage.clear();
}

/** Waits (letting fetches and renders settle) until `check` stops throwing, up to 3 s. */
export async function waitFor<T>(check: () => T): Promise<T> {
  const deadline = Date.now() + 3000;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

export const text = () => document.body.textContent ?? '';
export const location = () => document.querySelector('[data-testid="location"]')?.textContent;

export function byId<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`No element #${id}`);
  return found as T;
}

/** The button whose visible text contains `name`. */
export function buttonWith(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(name));
  if (!found) throw new Error(`No button with "${name}"`);
  return found;
}

/** Types into a field the way a browser does: sets the value, then fires input. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Clicks and lets the resulting async work (validation, fetches) run. */
export async function clickAndSettle(element: HTMLElement) {
  await act(async () => {
    element.click();
    for (let tick = 0; tick < 5; tick++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The checkout form, once the session has loaded. */
export async function checkoutForm() {
  return waitFor(() => byId<HTMLInputElement>('checkout-pincode'));
}

export function fillDelivery(pincode = '302001', address = '12 Civil Lines, Jaipur') {
  typeInto(byId('checkout-pincode'), pincode);
  typeInto(byId('checkout-address'), address);
}

export function placeOrderButton(): HTMLButtonElement {
  const found = document.querySelector<HTMLButtonElement>('[data-testid="place-order"]');
  if (!found) throw new Error('No place order button');
  return found;
}

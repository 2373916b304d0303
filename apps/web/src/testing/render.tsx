import type { CartItem } from '@sheesham/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, type MemoryRouterProps, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AccountScope } from '@/app/account-scope';
import { currentToast, dismissToast } from '@/components/ui/toast-store';
import { SessionProvider } from '@/features/auth/session-context';
import { CART_STORAGE_KEY } from '@/features/cart/cart-context';
import { removeSandboxWidgets } from '@/features/checkout/payment-widget/sandbox-widget';

// React's act() environment flag, so state updates flush synchronously inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; container: HTMLElement }[] = [];
let path = '';

/** Records where the router is, without adding anything to the page under test. */
function LocationProbe() {
  const location = useLocation();
  path = location.pathname + location.search;
  return null;
}

/** The router's current path and query (e.g. where a guard redirected to). */
export const currentLocation = () => path;

export interface RenderOptions {
  /** The router's history; ['/'] by default. */
  initialEntries?: MemoryRouterProps['initialEntries'];
  /** Put in storage before the cart loads. */
  cart?: CartItem[];
}

/**
 * Renders `ui` inside the app's providers (query client without retries, session, the account's
 * cart) and a MemoryRouter; not the user sync or toaster, so requests and text are the test's
 * own. The session is what `fakeApi` set up (signed out, with no requests, without it).
 */
export function render(ui: ReactNode, { initialEntries = ['/'], cart }: RenderOptions = {}) {
  if (cart) seedCart(cart);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <AccountScope>
            <MemoryRouter initialEntries={initialEntries}>
              <LocationProbe />
              {ui}
            </MemoryRouter>
          </AccountScope>
        </SessionProvider>
      </QueryClientProvider>,
    ),
  );
  const entry = { root, container };
  mounted.push(entry);
  /** Unmounts this render only, keeping storage (a reload in the same browser session). */
  const unmount = () => {
    mounted.splice(mounted.indexOf(entry), 1);
    act(() => root.unmount());
    container.remove();
  };
  return { container, queryClient, unmount };
}

/**
 * Unmounts what `render` mounted and clears the page, the fetch stub, storage and the toast
 * (for afterEach), so no test sees another's leftovers.
 */
export function resetTestState() {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  act(() => removeSandboxWidgets());
  path = '';
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  const toast = currentToast();
  if (toast) dismissToast(toast.id);
}

export function seedCart(items: CartItem[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
}

/** The cart as the app saved it. */
export function storedCart(): CartItem[] {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
}

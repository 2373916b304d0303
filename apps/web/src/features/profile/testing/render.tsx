import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '@/features/auth/session-context';
import { CartProvider } from '@/features/cart/cart-context';

// React's act() environment flag, so state updates flush synchronously inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: { root: Root; container: HTMLElement } | null = null;

/** Renders inside the app's providers (no stored session: signed out, no requests). */
export function render(ui: ReactNode): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <CartProvider>
            <MemoryRouter>{ui}</MemoryRouter>
          </CartProvider>
        </SessionProvider>
      </QueryClientProvider>,
    ),
  );
  mounted = { root, container };
  return queryClient;
}

export function cleanup() {
  if (!mounted) return;
  const { root, container } = mounted;
  act(() => root.unmount());
  container.remove();
  mounted = null;
}

/** The button whose visible text is exactly `name`, within `scope`. */
export function buttonNamed(name: string, scope: ParentNode = document): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button named "${name}"`);
  return found;
}

export function click(element: HTMLElement) {
  act(() => element.click());
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

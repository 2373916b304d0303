import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page's first render has committed: never on the server, and set by the first
 * useHydrated effect in the browser (or at once by showWithoutServerHtml), so what mounts later
 * (a screen navigated to) starts hydrated.
 */
let pageHydrated = false;

/**
 * For a page the browser renders from scratch (/admin, the fallback shell): nothing to match,
 * so useHydrated is true from the first render. Call before rendering.
 */
export function showWithoutServerHtml(): void {
  pageHydrated = true;
}

/**
 * False on the server and while React hydrates its HTML, true from a render after that (and at
 * once in a page rendered only on the client). What only the browser knows (the stored cart and
 * session) is shown from then on, so the first client render matches the server's HTML.
 *
 * The switch is a transition. The session and cart providers sit above the screen's Suspense
 * boundary, and their new value reaches it before it has hydrated; as an urgent update (which
 * useSyncExternalStore's re-render after hydration is) it made React hydrate the whole screen at
 * once, a 500 ms task on /products at 4x CPU slowdown. A transition lets that work yield
 * (docs/decisions/033-first-load-main-thread.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

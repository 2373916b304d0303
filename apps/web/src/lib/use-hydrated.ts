import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates its HTML, true from the render after that (and at
 * once in a page rendered only on the client). What only the browser knows (the stored cart and
 * session) is shown from then on, so the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

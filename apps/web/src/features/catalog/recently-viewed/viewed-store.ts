import { sanitizeViewed, withViewed } from '@sheesham/shared';

/** Where the list lives in localStorage (exported for tests that seed or read it). */
export const RECENTLY_VIEWED_KEY = 'sheesham.recently-viewed.v1';

const listeners = new Set<() => void>();

/** The stored list, newest first; empty when storage is unreadable or absent (the server). */
export function readViewed(): string[] {
  try {
    return sanitizeViewed(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/** Remembers that the shopper opened this product (a full or private storage just forgets). */
export function recordView(productId: string): void {
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withViewed(readViewed(), productId)));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** Calls `onChange` when this tab or another changes the list. */
export function subscribeToViewed(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

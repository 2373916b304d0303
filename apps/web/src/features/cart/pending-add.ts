import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * An Add to Cart a signed-out shopper made: the spec sends them to sign in (SPEC §6), and this
 * rides along in the router's state (product page → /auth → back to the product page), so the
 * piece and its Complete Set choice land in the cart once they are signed in.
 */
export interface PendingAdd {
  productId: string;
  selectedSet: boolean;
}

/** What the product page puts in the state it sends to /auth, beside the guard's `from`. */
export interface PendingAddState {
  addToCart: PendingAdd;
}

/** The pending add in a location's state, if one is there. */
export function pendingAddFrom(state: unknown): PendingAdd | undefined {
  if (typeof state !== 'object' || state === null || !('addToCart' in state)) return undefined;
  const { addToCart } = state as { addToCart: unknown };
  if (typeof addToCart !== 'object' || addToCart === null) return undefined;
  const { productId, selectedSet } = addToCart as Partial<PendingAdd>;
  if (typeof productId !== 'string' || typeof selectedSet !== 'boolean') return undefined;
  return { productId, selectedSet };
}

/** The state /auth hands on to the page it sends the signed-in shopper back to. */
export function carryPendingAdd(state: unknown): PendingAddState | undefined {
  const addToCart = pendingAddFrom(state);
  return addToCart ? { addToCart } : undefined;
}

/**
 * On the product `productId`'s page, once `ready` (signed in): makes the pending add with `add`,
 * once. The state is cleared from the history entry first, so neither a reload, nor Back and
 * Forward, nor the next sign-in adds the piece again.
 */
export function usePendingAdd(
  productId: string,
  ready: boolean,
  add: (selectedSet: boolean) => void,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = pendingAddFrom(location.state);
  // React may run an effect twice for one entry (StrictMode): the entry's key makes it once.
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !pending || pending.productId !== productId) return;
    if (done.current === location.key) return;
    done.current = location.key;
    const { pathname, search, hash } = location;
    navigate({ pathname, search, hash }, { replace: true, state: null });
    add(pending.selectedSet);
  }, [ready, pending, productId, location, navigate, add]);
}

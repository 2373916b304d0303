import type { CartItem } from '@sheesham/shared';

/** The cart as kept in storage, with the account it was filled for (null: none recorded). */
export interface OwnedCart {
  owner: string | null;
  items: CartItem[];
}

/**
 * Who is looking: a user id, null when nobody is signed in, undefined while the session is still
 * being checked (the stored cart is shown as it is, so a reload does not blink the badge).
 */
export type CartViewer = string | null | undefined;

/**
 * The cart as `viewer` may have it: their own as stored, an unclaimed one (kept from before
 * accounts, or emptied by a sign-out) becomes theirs, and another account's cart is never shown:
 * they start with an empty one.
 */
export function cartFor(cart: OwnedCart, viewer: CartViewer): OwnedCart {
  if (viewer === undefined || cart.owner === viewer) return cart;
  return { owner: viewer, items: cart.owner === null ? cart.items : [] };
}

import {
  addItem as addCartItem,
  type CartItem,
  type CartProduct,
  fromPaise,
  itemCount,
  type OrderPricing,
  priceCart,
  refreshProduct as refreshCartProduct,
  removeItem as removeCartItem,
  sanitizeCart,
  updateQuantity as updateCartQuantity,
} from '@sheesham/shared';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createRequiredContext } from '@/lib/required-context';
import { useHydrated } from '@/lib/use-hydrated';
import { type CartViewer, cartFor, type OwnedCart } from './cart-owner';

/** Where the cart is kept in localStorage (exported for tests that seed or read it). */
export const CART_STORAGE_KEY = 'sheesham.cart.v1';
/** The id of the account the stored cart belongs to (absent: nobody's yet). */
export const CART_OWNER_KEY = 'sheesham.cart.owner.v1';

interface CartContextValue {
  items: CartItem[];
  addItem: (product: CartProduct, quantity?: number, selectedSet?: boolean) => void;
  removeItem: (productId: string) => void;
  updateQuantity: (productId: string, quantity: number, selectedSet?: boolean) => void;
  /** Brings a product's lines up to the catalogue's copy: prices, stock and capped quantities. */
  refreshProduct: (product: CartProduct) => void;
  clearCart: () => void;
  /** The cart's money in paise, from the pricing the server uses (see priceCart). */
  pricing: OrderPricing;
  /** pricing's total in rupees, as the UI shows it and POST /payment/order's `amount` sends it. */
  totalPrice: number;
  itemCount: number;
}

const [CartContext, useCartContext] = createRequiredContext<CartContextValue>(
  'useCart',
  'CartProvider',
);

const SIGNED_OUT_CART: OwnedCart = { owner: null, items: [] };

function loadCart(): OwnedCart {
  try {
    const items = sanitizeCart(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]'));
    return { owner: localStorage.getItem(CART_OWNER_KEY), items };
  } catch {
    // Unreadable storage, or none at all (the server's render): an empty cart.
    return SIGNED_OUT_CART;
  }
}

function saveCart({ owner, items }: OwnedCart) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  if (owner === null) localStorage.removeItem(CART_OWNER_KEY);
  else localStorage.setItem(CART_OWNER_KEY, owner);
}

/**
 * Holds the cart in memory and mirrors it to localStorage; the rules live in @sheesham/shared.
 * The cart belongs to the account `userId` (see CartViewer): another account never sees it, and
 * it is emptied when that account signs out on this page.
 */
export function CartProvider({ children, userId }: { children: ReactNode; userId?: CartViewer }) {
  const hydrated = useHydrated();
  const [stored, setStored] = useState<OwnedCart>(loadCart);
  // The server renders an empty cart (the stored one is the browser's); so does the hydrating
  // render, and the stored cart shows from the next render on. `stored` itself is never emptied
  // for this, so the mirror to localStorage below writes back only what it read.
  const cart = useMemo(
    () => (hydrated ? cartFor(stored, userId) : SIGNED_OUT_CART),
    [hydrated, stored, userId],
  );
  const previousUser = useRef(userId);

  useEffect(() => {
    const before = previousUser.current;
    previousUser.current = userId;
    // Signed out here (or the session ended): the cart leaves with the account.
    if (typeof before === 'string' && userId === null) setStored(SIGNED_OUT_CART);
    // Only a signed-in user claims the stored cart; a visitor who merely looks (or is offline
    // and shown signed out) leaves it for its owner.
    else if (userId) setStored((current) => cartFor(current, userId));
  }, [userId]);

  useEffect(() => saveCart(stored), [stored]);

  // Another tab changed the cart: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === CART_OWNER_KEY) setStored(loadCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<CartContextValue>(() => {
    const { items } = cart;
    const pricing = priceCart(items);
    // Every change is made to the viewer's cart, which is then theirs.
    const change = (update: (items: CartItem[]) => CartItem[]) =>
      setStored((current) => {
        const mine = cartFor(current, userId);
        return { ...mine, items: update(mine.items) };
      });
    return {
      items,
      addItem: (product, quantity = 1, selectedSet = false) =>
        change((current) => addCartItem(current, product, quantity, selectedSet)),
      removeItem: (productId) => change((current) => removeCartItem(current, productId)),
      updateQuantity: (productId, quantity, selectedSet) =>
        change((current) => updateCartQuantity(current, productId, quantity, selectedSet)),
      refreshProduct: (product) => change((current) => refreshCartProduct(current, product)),
      clearCart: () => change(() => []),
      pricing,
      totalPrice: fromPaise(pricing.totalPaise),
      itemCount: itemCount(items),
    };
  }, [cart, userId]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart and its actions; throws outside <CartProvider>. */
export const useCart = useCartContext;

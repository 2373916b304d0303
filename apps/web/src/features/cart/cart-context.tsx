import {
  addItem as addCartItem,
  type CartItem,
  type CartProduct,
  itemCount,
  removeItem as removeCartItem,
  sanitizeCart,
  totalPrice,
  updateQuantity as updateCartQuantity,
} from '@sheesham/shared';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

/** Where the cart is kept in localStorage (exported for tests that seed or read it). */
export const CART_STORAGE_KEY = 'sheesham.cart.v1';

interface CartContextValue {
  items: CartItem[];
  addItem: (product: CartProduct, quantity?: number, selectedSet?: boolean) => void;
  removeItem: (id: string) => void;
  updateQuantity: (id: string, quantity: number, selectedSet?: boolean) => void;
  clearCart: () => void;
  totalPrice: number;
  itemCount: number;
}

const CartContext = createContext<CartContextValue | null>(null);

function loadCart(): CartItem[] {
  try {
    return sanitizeCart(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/** Holds the cart in memory and mirrors it to localStorage; the rules live in @sheesham/shared. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>(loadCart);

  useEffect(() => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  }, [items]);

  // Another tab changed the cart: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) setItems(loadCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      addItem: (product, quantity = 1, selectedSet = false) =>
        setItems((current) => addCartItem(current, product, quantity, selectedSet)),
      removeItem: (id) => setItems((current) => removeCartItem(current, id)),
      updateQuantity: (id, quantity, selectedSet) =>
        setItems((current) => updateCartQuantity(current, id, quantity, selectedSet)),
      clearCart: () => setItems([]),
      totalPrice: totalPrice(items),
      itemCount: itemCount(items),
    }),
    [items],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used inside <CartProvider>');
  return context;
}

import {
  hasSetOption,
  lineLimit,
  linePrice,
  MAX_LINE_QUANTITY,
  type Product,
} from '@sheesham/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify, notifyInfo } from '@/components/ui/toaster';
import { type AuthRedirectState, currentPath } from '@/features/auth/redirect-target';
import { useSession } from '@/features/auth/session-context';
import { useCart } from '@/features/cart/cart-context';
import { type PendingAddState, usePendingAdd } from '@/features/cart/pending-add';
import { toCartProduct } from '@/features/cart/to-cart-product';
import { stockStatus } from '../lib/product-facts';

/**
 * One product page's buying state, shared by the main Add to Cart and the phone's sticky bar. Call
 * it once per page: it also adds the piece a shopper chose before signing in.
 */
export interface Purchase {
  offersSet: boolean;
  /** The Complete Set box as ticked (it may be ticked only when the product offers a set). */
  setSelected: boolean;
  selectSet: (selected: boolean) => void;
  /** Whether the line added is the set: offered and ticked. */
  setChosen: boolean;
  /** The price of one of what Add to Cart adds, in rupees. */
  price: number;
  outOfStock: boolean;
  /** Out of stock, or the session is not known yet. */
  disabled: boolean;
  addToCart: () => void;
}

export function usePurchase(product: Product): Purchase {
  const { addItem, items } = useCart();
  const { status, hydrated } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [setSelected, selectSet] = useState(false);
  const offersSet = hasSetOption(product);
  const setChosen = offersSet && setSelected;
  const outOfStock = stockStatus(product).kind === 'out-of-stock';

  // Until the session is known the button waits: the cart belongs to an account (SPEC §6). That
  // includes the server's HTML and hydration, whose render is always signed out: hydration yields
  // to the browser (decision 031), and a tap replayed into it would ask a signed-in shopper to
  // sign in.
  const sessionPending = !hydrated || status === 'loading';

  const add = (chosen: boolean) => {
    // The cart caps each line at the stock left (and MAX_LINE_QUANTITY): say so, not "Added".
    const line = { id: product._id, selectedSet: chosen };
    const held = items.find((i) => i.id === line.id && i.selectedSet === chosen)?.quantity ?? 0;
    const limit = lineLimit(items, line, product.stock);
    if (held >= limit.max) {
      notifyInfo(
        limit.reason === 'stock' ? `Only ${product.stock} in stock` : 'Cart limit reached',
        limit.reason === 'stock'
          ? `Your cart already holds all the ${product.name} we have.`
          : `An order can hold at most ${MAX_LINE_QUANTITY} of one piece.`,
      );
      return;
    }
    addItem(toCartProduct(product), 1, chosen);
    notify('Added to cart', `${product.name} has been added to your cart.`);
  };

  const addToCart = () => {
    // SPEC §6: the cart needs an account; /auth brings the shopper back to this product, and the
    // piece they chose comes along (pending-add.ts).
    if (status !== 'signed-in') {
      notifyInfo('Sign in required', 'Please sign in to add items to your cart.');
      const state: AuthRedirectState & PendingAddState = {
        from: currentPath(location),
        addToCart: { productId: product._id, selectedSet: setChosen },
      };
      navigate('/auth', { state });
      return;
    }
    add(setChosen);
  };

  // Back from signing in: the piece chosen before goes in the cart now, with its set choice.
  usePendingAdd(product._id, status === 'signed-in' && hydrated, (selectedSet) => {
    const chosen = offersSet && selectedSet;
    selectSet(chosen);
    add(chosen);
  });

  return {
    offersSet,
    setSelected,
    selectSet,
    setChosen,
    price: linePrice({ ...product, selectedSet: setChosen }),
    outOfStock,
    disabled: outOfStock || sessionPending,
    addToCart,
  };
}

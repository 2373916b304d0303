import type { Product } from '@sheesham/shared';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCart } from '@/features/cart/cart-context';
import { toCartProduct } from '@/features/cart/to-cart-product';
import { productQueryOptions } from '@/features/catalog/api/product';
import { staleLines } from './fresh-prices';

/** Module-level, so TanStack Query can keep the combined list stable between renders. */
function loadedProducts(results: UseQueryResult<Product>[]): Product[] {
  return results.flatMap((result) => (result.data ? [result.data] : []));
}

/**
 * Re-reads every product in the cart when checkout opens (and whenever the server says the cart
 * changed), and re-prices lines added at an old price. The total shown, and the `amount` sent to
 * POST /payment/order, is then what the server charges, so a price edit never leaves the shopper
 * stuck on 'Your cart changed'. Returns whether any price was updated, for a notice.
 */
export function useFreshCartPrices(): boolean {
  const { items, removeItem, addItem } = useCart();
  const [updated, setUpdated] = useState(false);
  const ids = [...new Set(items.map((item) => item.id))];
  const products = useQueries({
    queries: ids.map((id) => ({ ...productQueryOptions(id), staleTime: 0 })),
    combine: loadedProducts,
  });

  useEffect(() => {
    for (const product of products) {
      if (staleLines(items, product).length === 0) continue;
      // The cart has no "set price" operation: replace the product's lines, keeping quantities.
      const lines = items.filter((item) => item.id === product._id);
      removeItem(product._id);
      const current = toCartProduct(product);
      for (const line of lines) {
        addItem(current, line.quantity, line.selectedSet && current.set_price != null);
      }
      setUpdated(true);
    }
  }, [products, items, removeItem, addItem]);

  return updated;
}

import { type CartItem, itemCount, type Product, refreshProduct } from '@sheesham/shared';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { productQueryOptions } from '@/features/catalog/api/product';
import { useCart } from './cart-context';
import { staleLines } from './fresh-prices';
import { toCartProduct } from './to-cart-product';

/** What a refresh changed, for the notices in the drawer and the checkout summary. */
export interface FreshCart {
  /** Some lines were re-priced to today's prices. */
  pricesUpdated: boolean;
  /** Products whose quantity was lowered (or that left the cart) to match the stock left. */
  stockLimited: string[];
}

/** Module-level, so TanStack Query can keep the combined list stable between renders. */
function loadedProducts(results: UseQueryResult<Product>[]): Product[] {
  return results.flatMap((result) => (result.data ? [result.data] : []));
}

/** Lines compared field by field, whatever order their keys were written in. */
function sameLines(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  const key = (line: CartItem) => JSON.stringify(line, Object.keys(line).sort());
  return a.length === b.length && a.every((line, i) => key(line) === key(b[i] as CartItem));
}

const piecesOf = (items: readonly CartItem[], productId: string) =>
  itemCount(items.filter((item) => item.id === productId));

/**
 * Re-reads every product in the cart (when the drawer or checkout opens, and whenever checkout is
 * refused for the cart) and brings its lines up to date: lines added at an old price are re-priced
 * and quantities above the stock left are lowered (refreshProduct). The total shown, and the
 * `amount` sent to POST /payment/order, is then what the server charges, so a price edit never
 * leaves the shopper stuck on 'Your cart changed', and + stops at the stock.
 */
export function useFreshCart(): FreshCart {
  const { items, refreshProduct: refresh } = useCart();
  const [pricesUpdated, setPricesUpdated] = useState(false);
  const [stockLimited, setStockLimited] = useState<string[]>([]);
  const productIds = [...new Set(items.map((item) => item.id))];
  const products = useQueries({
    queries: productIds.map((productId) => ({ ...productQueryOptions(productId), staleTime: 0 })),
    combine: loadedProducts,
  });

  useEffect(() => {
    for (const product of products) {
      const current = toCartProduct(product);
      const next = refreshProduct(items, current);
      if (sameLines(next, items)) continue;
      if (staleLines(items, product).length > 0) setPricesUpdated(true);
      if (piecesOf(next, product._id) < piecesOf(items, product._id)) {
        setStockLimited((names) =>
          names.includes(product.name) ? names : [...names, product.name],
        );
      }
      refresh(current);
    }
  }, [products, items, refresh]);

  return { pricesUpdated, stockLimited };
}

import { type CartItem, linePrice, type Product } from '@sheesham/shared';
import { toCartProduct } from './to-cart-product';

/**
 * The lines of `product` whose unit price in the cart is not what the server charges today
 * (a price edit, or a set that is no longer offered since the line was added).
 */
export function staleLines(items: readonly CartItem[], product: Product): CartItem[] {
  const current = toCartProduct(product);
  return items.filter(
    (item) =>
      item.id === current.id &&
      linePrice(item) !== linePrice({ ...current, selectedSet: item.selectedSet }),
  );
}

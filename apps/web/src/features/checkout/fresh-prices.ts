import {
  type CartItem,
  type CartProduct,
  hasSetOption,
  linePrice,
  type Product,
} from '@sheesham/shared';

/** The cart's view of a product as the server prices it now (no set price unless it is offered). */
export function currentCartProduct(product: Product): CartProduct {
  return {
    id: product._id,
    name: product.name,
    image: product.image,
    price: product.price,
    set_price: hasSetOption(product) ? (product.set_price ?? null) : null,
  };
}

/**
 * The lines of `product` whose unit price in the cart is not what the server charges today
 * (a price edit, or a set that is no longer offered since the line was added).
 */
export function staleLines(items: readonly CartItem[], product: Product): CartItem[] {
  const current = currentCartProduct(product);
  return items.filter(
    (item) =>
      item.id === current.id &&
      linePrice(item) !== linePrice({ ...current, selectedSet: item.selectedSet }),
  );
}

import { type CartProduct, hasSetOption, type Product } from '@sheesham/shared';

/**
 * A catalogue product as a cart line holds it. The set price comes along only while the product
 * offers the set (the server prices a set line at the normal price otherwise), so every way into
 * the cart (Add to Cart, Reorder, checkout's re-pricing) agrees with the server.
 */
export function toCartProduct(product: Product): CartProduct {
  return {
    id: product._id,
    name: product.name,
    image: product.image,
    price: product.price,
    set_price: hasSetOption(product) ? (product.set_price ?? null) : null,
  };
}

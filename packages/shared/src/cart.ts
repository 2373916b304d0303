/**
 * Cart rules from SPEC §4 and §9. Prices are rupees here, as the API and the UI show them; the
 * money is worked out in paise by the shared pricing (pricing.ts), as the server does.
 */
import { fromPaise, toPaise } from './money.ts';
import {
  hasSetOption,
  type OrderPricing,
  type PricingLine,
  priceOrder,
  unitPricePaise,
} from './pricing.ts';
import type { Product } from './product.ts';

/** One cart line (SPEC §4): a line is identified by id plus selectedSet. */
export interface CartItem {
  id: string;
  name: string;
  image: string;
  price: number;
  set_price?: number | null;
  quantity: number;
  selectedSet: boolean;
}

export type CartProduct = Omit<CartItem, 'quantity' | 'selectedSet'>;

/**
 * A catalogue product as a cart line holds it. The set price comes along only while the product
 * offers the set (the server prices a set line at the normal price otherwise), so every way into
 * the cart (Add to Cart, Reorder, checkout's re-pricing) agrees with the server.
 */
export function toCartProduct(
  product: Pick<Product, '_id' | 'name' | 'image' | 'price' | 'set_price' | 'has_set_option'>,
): CartProduct {
  return {
    id: product._id,
    name: product.name,
    image: product.image,
    price: product.price,
    set_price: hasSetOption(product) ? (product.set_price ?? null) : null,
  };
}

type PricedItem = Pick<CartItem, 'id' | 'price' | 'set_price' | 'selectedSet' | 'quantity'>;

/**
 * A cart line (rupees) as the shared pricing takes it (paise). The cart keeps a set price only
 * while the product offers the set (toCartProduct), so a set price present means offered.
 */
export function toPricingLine(item: PricedItem): PricingLine {
  return {
    productId: item.id,
    quantity: item.quantity,
    selectedSet: item.selectedSet,
    pricePaise: toPaise(item.price),
    setPricePaise: item.set_price == null ? null : toPaise(item.set_price),
    hasSetOption: item.set_price != null,
  };
}

/** The unit price of a line, in rupees: the set price when the set is chosen and one exists. */
export function linePrice(item: Pick<CartItem, 'price' | 'set_price' | 'selectedSet'>): number {
  return fromPaise(unitPricePaise(toPricingLine({ ...item, id: '', quantity: 1 })));
}

/** A line's unit price times its quantity, in rupees. */
export function lineTotal(item: PricedItem): number {
  return fromPaise(unitPricePaise(toPricingLine(item)) * item.quantity);
}

/** The cart's money in paise, priced exactly as the server prices the order. */
export function priceCart(items: readonly PricedItem[]): OrderPricing {
  return priceOrder(items.map(toPricingLine));
}

/** Same id and same selectedSet grow the line; anything else appends a new line. */
export function addItem(
  items: readonly CartItem[],
  product: CartProduct,
  quantity = 1,
  selectedSet = false,
): CartItem[] {
  const existing = items.find((i) => i.id === product.id && i.selectedSet === selectedSet);
  if (existing) {
    return items.map((i) => (i === existing ? { ...i, quantity: i.quantity + quantity } : i));
  }
  return [...items, { ...product, quantity, selectedSet }];
}

/** Removes every line with that id, whatever its set flag (SPEC §4). */
export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** Sets the quantity of the line identified by id and selectedSet; 0 or less removes it. */
export function updateQuantity(
  items: readonly CartItem[],
  id: string,
  quantity: number,
  selectedSet?: boolean,
): CartItem[] {
  const matches = (i: CartItem) =>
    i.id === id && (selectedSet === undefined || i.selectedSet === selectedSet);
  if (quantity <= 0) return items.filter((i) => !matches(i));
  return items.map((i) => (matches(i) ? { ...i, quantity } : i));
}

/** The cart's total in rupees (see priceCart). */
export function totalPrice(items: readonly PricedItem[]): number {
  return fromPaise(priceCart(items).totalPaise);
}

/** Pieces, not lines: a cart, an order or any list of quantities. */
export function itemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

/** Drops anything in stored cart data that is not a well-formed line (old or tampered storage). */
export function sanitizeCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (i): i is CartItem =>
      typeof i === 'object' &&
      i !== null &&
      typeof i.id === 'string' &&
      typeof i.name === 'string' &&
      typeof i.image === 'string' &&
      typeof i.price === 'number' &&
      Number.isInteger(i.quantity) &&
      i.quantity > 0 &&
      typeof i.selectedSet === 'boolean',
  );
}

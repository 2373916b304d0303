/**
 * Cart rules from SPEC §4 and §9. Prices are rupees here, as the API and the UI show them; the
 * money is worked out in paise by the shared pricing (pricing.ts), as the server does.
 */
import { fromPaise, toPaise } from './money.ts';
import { MAX_LINE_QUANTITY } from './orders.ts';
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
  /**
   * The product's id. The field keeps the spec's name (SPEC §3 "Cart line"), as carts stored in
   * localStorage do; a product id held outside a line is called `productId`.
   */
  id: string;
  name: string;
  image: string;
  price: number;
  set_price?: number | null;
  quantity: number;
  selectedSet: boolean;
  /**
   * The product's stock when the cart last read it (every line of a product holds the same), so
   * the cart never asks for more than the shop has. Absent in carts stored before it was kept.
   */
  stock?: number | null;
}

export type CartProduct = Omit<CartItem, 'quantity' | 'selectedSet'>;

/**
 * A catalogue product as a cart line holds it. The set price comes along only while the product
 * offers the set (the server prices a set line at the normal price otherwise), so every way into
 * the cart (Add to Cart, Reorder, checkout's re-pricing) agrees with the server.
 */
export function toCartProduct(
  product: Pick<
    Product,
    '_id' | 'name' | 'image' | 'price' | 'set_price' | 'has_set_option' | 'stock'
  >,
): CartProduct {
  return {
    id: product._id,
    name: product.name,
    image: product.image,
    price: product.price,
    set_price: hasSetOption(product) ? (product.set_price ?? null) : null,
    stock: product.stock,
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

/**
 * The cart's money in paise, priced exactly as the server prices the order, with the delivery
 * charge the server quoted for the pincode (GET /delivery/estimate) when one is known.
 */
export function priceCart(
  items: readonly PricedItem[],
  charges: Parameters<typeof priceOrder>[1] = {},
): OrderPricing {
  return priceOrder(items.map(toPricingLine), charges);
}

type LineKey = Pick<CartItem, 'id' | 'selectedSet'>;

/** What caps a line's quantity: the product's stock, or the per-line MAX_LINE_QUANTITY. */
export interface LineLimit {
  /** The most pieces this line may hold now (0: none left for it). */
  max: number;
  reason: 'stock' | 'line-quantity';
  /** The product's stock, when known. */
  stock: number | null;
}

function knownStock(stock: unknown): number | null {
  return typeof stock === 'number' && Number.isInteger(stock) ? Math.max(stock, 0) : null;
}

/**
 * The cap on one line (SPEC §4 leaves the cart unclamped; issue 12 caps it, since the shop cannot
 * sell what it does not have): MAX_LINE_QUANTITY, and the product's stock less
 * what its other lines hold, since a set line and a plain line of one product share its stock, as
 * the server takes it. An unknown stock (a cart stored before it was kept) caps nothing yet.
 */
export function lineLimit(
  items: readonly CartItem[],
  line: LineKey,
  stock: number | null | undefined = items.find((i) => i.id === line.id)?.stock,
): LineLimit {
  const known = knownStock(stock);
  const others = items
    .filter((i) => i.id === line.id && i.selectedSet !== line.selectedSet)
    .reduce((sum, i) => sum + i.quantity, 0);
  const left = known === null ? Number.POSITIVE_INFINITY : Math.max(known - others, 0);
  return left < MAX_LINE_QUANTITY
    ? { max: left, reason: 'stock', stock: known }
    : { max: MAX_LINE_QUANTITY, reason: 'line-quantity', stock: known };
}

/**
 * Same id and same selectedSet grow the line; anything else appends a new line. The product's
 * stock (when it carries one) is the latest word: every line of it takes it, and the line grows
 * only up to lineLimit; with nothing left for it, the cart is unchanged.
 */
export function addItem(
  items: readonly CartItem[],
  product: CartProduct,
  quantity = 1,
  selectedSet = false,
): CartItem[] {
  const current =
    product.stock === undefined
      ? items
      : items.map((i) => (i.id === product.id ? { ...i, stock: product.stock } : i));
  const existing = current.find((i) => i.id === product.id && i.selectedSet === selectedSet);
  const { max } = lineLimit(current, { id: product.id, selectedSet }, product.stock);
  const wanted = Math.min((existing?.quantity ?? 0) + quantity, max);
  if (existing) {
    return current.map((i) => (i === existing ? { ...i, quantity: Math.max(wanted, 1) } : i));
  }
  if (wanted <= 0) return [...current];
  return [...current, { ...product, quantity: wanted, selectedSet }];
}

/**
 * The lines of `product` brought up to the catalogue's copy: today's prices and stock, a set that
 * is no longer offered charged (and merged) as the plain line, and quantities capped by addItem,
 * earlier lines first. A product with no stock left leaves the cart. The order of lines is kept.
 */
export function refreshProduct(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const at = items.findIndex((i) => i.id === product.id);
  if (at < 0) return [...items];
  let lines: CartItem[] = [];
  for (const line of items.filter((i) => i.id === product.id)) {
    lines = addItem(lines, product, line.quantity, line.selectedSet && product.set_price != null);
  }
  const others = items.filter((i) => i.id !== product.id);
  return [...others.slice(0, at), ...lines, ...others.slice(at)];
}

/** Removes every line of that product, whatever its set flag (SPEC §4). */
export function removeItem(items: readonly CartItem[], productId: string): CartItem[] {
  return items.filter((i) => i.id !== productId);
}

/**
 * Sets the quantity of the line identified by id and selectedSet; 0 or less removes it. More than
 * lineLimit allows is capped to it (a line with nothing left for it keeps one piece).
 */
export function updateQuantity(
  items: readonly CartItem[],
  productId: string,
  quantity: number,
  selectedSet?: boolean,
): CartItem[] {
  const matches = (i: CartItem) =>
    i.id === productId && (selectedSet === undefined || i.selectedSet === selectedSet);
  if (quantity <= 0) return items.filter((i) => !matches(i));
  return items.map((i) =>
    matches(i) ? { ...i, quantity: Math.max(Math.min(quantity, lineLimit(items, i).max), 1) } : i,
  );
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
      typeof i.selectedSet === 'boolean' &&
      (i.stock == null || Number.isInteger(i.stock)),
  );
}

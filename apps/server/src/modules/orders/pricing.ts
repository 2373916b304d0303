import {
  type DiscountTerms,
  formatRupees,
  hasOversizedLine,
  isOrderTooLarge,
  LINE_QUANTITY_RULE,
  MAX_ORDER_TOTAL_RUPEES,
  type OrderPricing,
  type PricedOrderLine,
  type PricingLine,
  priceOrder,
} from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type ProductPrice, productPricesOf } from '../catalog/index.ts';

export type { ProductPrice };

/** One cart line inside the server, as cartLinesFromJson reads it from the API's body. */
export interface CartLine {
  productId: string;
  quantity: number;
  /** The shopper chose the set price (charged only when the product offers one). */
  selectedSet: boolean;
}

/**
 * The API's order lines → cart lines: the one place the server reads the spec's wire names
 * (`product_id`, `selected_set`); from here on a product id is `productId`.
 */
export function cartLinesFromJson(
  items: readonly { product_id: string; quantity: number; selected_set: boolean }[],
): CartLine[] {
  return items.map((item) => ({
    productId: item.product_id,
    quantity: item.quantity,
    selectedSet: item.selected_set,
  }));
}

/** One cart line priced from the database: what an order item snapshots and a payment stores. */
export interface PricedLine {
  productId: string;
  quantity: number;
  /** True only when the set price was charged (chosen and offered). */
  selectedSet: boolean;
  unitPricePaise: number;
  name: string;
  image: string;
  brand: string;
  category: string;
  description: string;
  /** The product's regular price, whatever the line was charged. */
  pricePaise: number;
  /** The discount's share of this line (0 without one): the invoice lowers its value by it. */
  discountPaise: number;
}

/** The order's money from the shared pricing (paise), its lines with their product facts. */
export interface PricedCart extends Omit<OrderPricing, 'lines'> {
  lines: PricedLine[];
}

export const productNotFound = () =>
  new HttpError(404, 'product_not_found', 'A product in your cart is no longer available.');

const orderTooLarge = () =>
  new HttpError(
    400,
    'order_too_large',
    `An order can total at most ${formatRupees(MAX_ORDER_TOTAL_RUPEES)}. Please split it into smaller orders or contact us.`,
  );

/** A cart line with its product's prices from the database, for the shared pricing. */
function toPricingLine(line: CartLine, product: ProductPrice): PricingLine {
  return {
    productId: product.productId,
    quantity: line.quantity,
    selectedSet: line.selectedSet,
    pricePaise: product.pricePaise,
    setPricePaise: product.setPricePaise,
    hasSetOption: product.hasSetOption,
    category: product.category,
  };
}

/** A charged line with what an order item snapshots of its product. */
function withProductFacts(
  { productId, quantity, selectedSet, unitPricePaise }: PricedOrderLine,
  { name, images, brand, category, description, pricePaise }: ProductPrice,
  discountPaise: number,
): PricedLine {
  const image = images[0] ?? '';
  return {
    productId,
    quantity,
    selectedSet,
    unitPricePaise,
    name,
    image,
    brand,
    category,
    description,
    pricePaise,
    discountPaise,
  };
}

/**
 * Prices cart lines against product rows already read (the pure part of priceLines, which the
 * web's cart prices through the same shared priceOrder). Throws like priceLines.
 */
export function priceFromProducts(
  lines: readonly CartLine[],
  rows: readonly ProductPrice[],
  deliveryPaise = 0,
  /** A coupon's or staff discount's terms (decision 059); null: none. */
  discount: DiscountTerms | null = null,
): PricedCart {
  const byId = new Map(rows.map((row) => [row.productId, row]));
  const productOf = (id: string) => {
    const product = byId.get(id.toLowerCase());
    if (!product) throw productNotFound();
    return product;
  };
  const pricing = priceOrder(
    lines.map((line) => toPricingLine(line, productOf(line.productId))),
    { deliveryPaise, discount },
  );
  if (hasOversizedLine(pricing)) throw badRequest(LINE_QUANTITY_RULE);
  if (isOrderTooLarge(pricing)) throw orderTooLarge();
  return {
    ...pricing,
    lines: pricing.lines.map((line, index) =>
      withProductFacts(
        line,
        productOf(line.productId),
        pricing.discount?.lineDiscountsPaise[index] ?? 0,
      ),
    ),
  };
}

/**
 * Prices cart lines from the products table; client prices are never read. Unknown or archived
 * ids throw a 404 `product_not_found`, a total above MAX_ORDER_TOTAL_RUPEES a 400
 * `order_too_large`. Pass a transaction handle to price inside it.
 */
export async function priceLines(
  db: Database,
  lines: readonly CartLine[],
  /** The delivery module's charge for the order's pincode; 0 for a collection. */
  deliveryPaise = 0,
  /** A coupon's or staff discount's terms, checked by the caller (decision 059); null: none. */
  discount: DiscountTerms | null = null,
): Promise<PricedCart> {
  if (lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1)) {
    throw badRequest(LINE_QUANTITY_RULE);
  }
  if (lines.some((l) => !isUuid(l.productId))) throw productNotFound();
  const ids = [...new Set(lines.map((l) => l.productId.toLowerCase()))];
  const rows = ids.length === 0 ? [] : await productPricesOf(db, ids);
  return priceFromProducts(lines, rows, deliveryPaise, discount);
}

import {
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
import { and, isNull, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import { products } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { productLabelColumns } from '../catalog/index.ts';

export interface LineToPrice {
  product_id: string;
  quantity: number;
  selected_set: boolean;
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

/** The products' prices, with a placeholder for the ids. */
const selectPrices = (db: Database) =>
  db
    .select({
      ...productLabelColumns,
      description: products.description,
      images: products.images,
      pricePaise: products.pricePaise,
      setPricePaise: products.setPricePaise,
      hasSetOption: products.hasSetOption,
    })
    .from(products)
    .where(
      and(
        sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`,
        isNull(products.archivedAt),
      ),
    );

/** A product row as pricing reads it. */
export type ProductPrice = Awaited<ReturnType<typeof selectPrices>>[number];

const productPrices = builtOnce<ProductPrice>('price_lines', selectPrices);

/**
 * The products' prices. Built once, one text whatever the cart's size (the ids travel as one
 * array), and named, so each connection plans it once (decision 043).
 */
function loadProducts(db: Database, ids: string[]): Promise<ProductPrice[]> {
  return productPrices(db, { ids });
}

/** A cart line with its product's prices from the database, for the shared pricing. */
function toPricingLine(line: LineToPrice, product: ProductPrice): PricingLine {
  return {
    productId: product.id,
    quantity: line.quantity,
    selectedSet: line.selected_set,
    pricePaise: product.pricePaise,
    setPricePaise: product.setPricePaise,
    hasSetOption: product.hasSetOption,
  };
}

/** A charged line with what an order item snapshots of its product. */
function withProductFacts(
  { productId, quantity, selectedSet, unitPricePaise }: PricedOrderLine,
  { name, images, brand, category, description, pricePaise }: ProductPrice,
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
  };
}

/**
 * Prices cart lines against product rows already read (the pure part of priceLines, which the
 * web's cart prices through the same shared priceOrder). Throws like priceLines.
 */
export function priceFromProducts(
  lines: readonly LineToPrice[],
  rows: readonly ProductPrice[],
): PricedCart {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const productOf = (id: string) => {
    const product = byId.get(id.toLowerCase());
    if (!product) throw productNotFound();
    return product;
  };
  const pricing = priceOrder(lines.map((line) => toPricingLine(line, productOf(line.product_id))));
  if (hasOversizedLine(pricing)) throw badRequest(LINE_QUANTITY_RULE);
  if (isOrderTooLarge(pricing)) throw orderTooLarge();
  return {
    ...pricing,
    lines: pricing.lines.map((line) => withProductFacts(line, productOf(line.productId))),
  };
}

/**
 * Prices cart lines from the products table; client prices are never read. Unknown or archived
 * ids throw a 404 `product_not_found`, a total above MAX_ORDER_TOTAL_RUPEES a 400
 * `order_too_large`. Pass a transaction handle to price inside it.
 */
export async function priceLines(db: Database, lines: readonly LineToPrice[]): Promise<PricedCart> {
  if (lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1)) {
    throw badRequest(LINE_QUANTITY_RULE);
  }
  if (lines.some((l) => !isUuid(l.product_id))) throw productNotFound();
  const ids = [...new Set(lines.map((l) => l.product_id.toLowerCase()))];
  const rows = ids.length === 0 ? [] : await loadProducts(db, ids);
  return priceFromProducts(lines, rows);
}

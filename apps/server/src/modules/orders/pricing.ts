import { formatRupees, MAX_LINE_QUANTITY, MAX_ORDER_TOTAL_RUPEES, toPaise } from '@sheesham/shared';
import { and, inArray, isNull } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { productLabelColumns } from '../catalog/product-sql.ts';

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

export interface PricedCart {
  lines: PricedLine[];
  totalPaise: number;
}

export const productNotFound = () =>
  new HttpError(404, 'product_not_found', 'A product in your cart is no longer available.');

const QUANTITY_RULE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

const MAX_TOTAL_PAISE = toPaise(MAX_ORDER_TOTAL_RUPEES);
const orderTooLarge = () =>
  new HttpError(
    400,
    'order_too_large',
    `An order can total at most ${formatRupees(MAX_ORDER_TOTAL_RUPEES)}. Please split it into smaller orders or contact us.`,
  );

type ProductPrice = Awaited<ReturnType<typeof loadProducts>>[number];

function loadProducts(db: Database, ids: string[]) {
  return db
    .select({
      ...productLabelColumns,
      description: products.description,
      images: products.images,
      pricePaise: products.pricePaise,
      setPricePaise: products.setPricePaise,
      hasSetOption: products.hasSetOption,
    })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
}

function priceLine(line: LineToPrice, product: ProductPrice): PricedLine {
  // SPEC §2: the set price applies only when chosen and the product offers a set price.
  const setPrice = line.selected_set && product.hasSetOption ? product.setPricePaise : null;
  return {
    productId: product.id,
    quantity: line.quantity,
    selectedSet: setPrice !== null,
    unitPricePaise: setPrice ?? product.pricePaise,
    name: product.name,
    image: product.images[0] ?? '',
    brand: product.brand,
    category: product.category,
    description: product.description,
    pricePaise: product.pricePaise,
  };
}

/** Same product and same charged set choice are one line, as in the cart (SPEC §4). */
function mergeLines(lines: PricedLine[]): PricedLine[] {
  const merged = new Map<string, PricedLine>();
  for (const line of lines) {
    const key = `${line.productId}|${line.selectedSet}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  const result = [...merged.values()];
  if (result.some((l) => l.quantity > MAX_LINE_QUANTITY)) throw badRequest(QUANTITY_RULE);
  return result;
}

/**
 * Prices cart lines from the products table; client prices are never read. Unknown or archived
 * ids throw a 404 `product_not_found`, a total above MAX_ORDER_TOTAL_RUPEES a 400
 * `order_too_large`. Pass a transaction handle to price inside it.
 */
export async function priceLines(db: Database, lines: readonly LineToPrice[]): Promise<PricedCart> {
  if (lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1)) {
    throw badRequest(QUANTITY_RULE);
  }
  if (lines.some((l) => !isUuid(l.product_id))) throw productNotFound();
  const ids = [...new Set(lines.map((l) => l.product_id.toLowerCase()))];
  const rows = ids.length === 0 ? [] : await loadProducts(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const priced = lines.map((line) => {
    const product = byId.get(line.product_id.toLowerCase());
    if (!product) throw productNotFound();
    return priceLine(line, product);
  });
  const merged = mergeLines(priced);
  const totalPaise = merged.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  if (totalPaise > MAX_TOTAL_PAISE) throw orderTooLarge();
  return { lines: merged, totalPaise };
}

import type { Database } from '../../db/types.ts';
import { conflict } from '../../lib/http-error.ts';
import { type AlongsideStock, addStock, stockOf, takeStockOf } from './repository.ts';

export type { AlongsideStock };

export interface StockNeed {
  productId: string;
  quantity: number;
  /** The name the order was priced with: what a refusal says once the row itself is gone. */
  name?: string;
}

type StockRow = Awaited<ReturnType<typeof stockOf>>[number];

const insufficientStock = (left: number, name: string) =>
  conflict(`Only ${Math.max(left, 0)} left of ${name}`, 'insufficient_stock');

const noLongerAvailable = (name: string) =>
  conflict(`${name} is no longer available`, 'product_unavailable');

/** Why a need cannot be met: the product was archived or deleted, or too little is left. */
function refusal(need: StockNeed, product: StockRow | undefined) {
  if (!product || product.archivedAt) {
    return noLongerAvailable(product?.name ?? need.name ?? 'This product');
  }
  return insufficientStock(product.stock, product.name);
}

/** One need per product (a set line and a plain line of one product share its stock), id order. */
export function needsPerProduct(lines: readonly StockNeed[]): StockNeed[] {
  const totals = new Map<string, StockNeed>();
  for (const { productId, quantity, name } of lines) {
    const total = totals.get(productId);
    if (total) total.quantity += quantity;
    else totals.set(productId, { productId, quantity, name });
  }
  return [...totals.values()].sort((a, b) => (a.productId < b.productId ? -1 : 1));
}

/**
 * Throws 409 for the first product (in id order) with less stock than needed right now. No lock:
 * a check before taking payment, so the shopper does not pay for goods that are gone; the order's
 * transaction still takes the stock with takeStock.
 */
export async function assertInStock(db: Database, needs: readonly StockNeed[]) {
  const perProduct = needsPerProduct(needs);
  const rows = await stockOf(
    db,
    perProduct.map((n) => n.productId),
  );
  const byId = new Map(rows.map((row) => [row.productId, row]));
  for (const need of perProduct) {
    const product = byId.get(need.productId);
    if (!product || product.archivedAt || product.stock < need.quantity) {
      throw refusal(need, product);
    }
  }
}

/**
 * Takes the stock of these needs inside the caller's transaction (one statement, rows locked in
 * id order), with the caller's `alongside` write in that statement (an order's items). A
 * shortage, or a product archived or deleted since it was priced, throws 409 for the first such
 * need in id order; the caller's transaction then rolls back whatever was taken. The
 * products' rows stay locked until the commit.
 */
export async function takeStock(
  tx: Database,
  needs: readonly StockNeed[],
  alongside?: AlongsideStock,
): Promise<void> {
  const perProduct = needsPerProduct(needs);
  const taken = await takeStockOf(tx, perProduct, alongside);
  const short = perProduct.find((need) => !taken.has(need.productId));
  if (!short) return;
  const [product] = await stockOf(tx, [short.productId]);
  throw refusal(short, product);
}

/** Puts stock back (an order released what it held), inside the caller's transaction. */
export async function returnStock(
  tx: Database,
  held: readonly { productId: string; quantity: number }[],
): Promise<void> {
  for (const { productId, quantity } of held) await addStock(tx, productId, quantity);
}

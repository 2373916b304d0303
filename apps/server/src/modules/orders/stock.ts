import type { Database } from '../../db/types.ts';
import { conflict } from '../../lib/http-error.ts';
import {
  heldQuantities,
  returnStock,
  stockOf,
  stopHoldingStock,
  takeStock,
} from './stock-repository.ts';

export interface StockNeed {
  productId: string;
  quantity: number;
}

const insufficientStock = (left: number, name: string) =>
  conflict(`Only ${Math.max(left, 0)} left of ${name}`, 'insufficient_stock');

/** One need per product (a set line and a plain line of one product share its stock), id order. */
export function needsPerProduct(lines: readonly StockNeed[]): StockNeed[] {
  const totals = new Map<string, number>();
  for (const { productId, quantity } of lines) {
    totals.set(productId, (totals.get(productId) ?? 0) + quantity);
  }
  return [...totals]
    .map(([productId, quantity]) => ({ productId, quantity }))
    .sort((a, b) => (a.productId < b.productId ? -1 : 1));
}

/**
 * Throws 409 for the first product (in id order) with less stock than needed right now. No lock:
 * a check before taking payment, so the shopper does not pay for goods that are gone; the order's
 * transaction still takes the stock with takeStockOrThrow.
 */
export async function assertInStock(db: Database, needs: readonly StockNeed[]) {
  const perProduct = needsPerProduct(needs);
  const rows = await stockOf(
    db,
    perProduct.map((n) => n.productId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const need of perProduct) {
    const product = byId.get(need.productId);
    if (!product || product.stock < need.quantity) {
      throw insufficientStock(product?.stock ?? 0, product?.name ?? 'this product');
    }
  }
}

/**
 * Takes the stock with conditional decrements, in product-id order so that two transactions lock
 * rows in the same order and cannot deadlock. A shortage throws 409; the caller's transaction
 * then rolls back whatever was taken before it.
 */
export async function takeStockOrThrow(tx: Database, needs: readonly StockNeed[]) {
  for (const need of needsPerProduct(needs)) {
    if (await takeStock(tx, need.productId, need.quantity)) continue;
    const [product] = await stockOf(tx, [need.productId]);
    throw insufficientStock(product?.stock ?? 0, product?.name ?? 'this product');
  }
}

/** Returns an order's stock if it still holds it; a second call (or a racing one) does nothing. */
export async function releaseOrderStock(tx: Database, orderId: string): Promise<boolean> {
  if (!(await stopHoldingStock(tx, orderId))) return false;
  for (const held of await heldQuantities(tx, orderId)) {
    await returnStock(tx, held.productId, held.quantity);
  }
  return true;
}

/** Takes an order's stock again (leaving 'cancelled'), or throws 409 when too little is left. */
export async function retakeOrderStock(tx: Database, orderId: string) {
  await takeStockOrThrow(tx, await heldQuantities(tx, orderId));
}

import type { Database } from '../../db/types.ts';
import { conflict } from '../../lib/http-error.ts';
import { heldQuantities, returnStock, stockOf, stopHoldingStock, takeStock } from './repository.ts';

export interface StockNeed {
  productId: string;
  quantity: number;
}

const insufficientStock = (left: number, name: string) =>
  conflict(`Only ${left} left of ${name}`, 'insufficient_stock');

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
 * Takes the stock with conditional decrements, in product-id order so that two transactions lock
 * rows in the same order and cannot deadlock. A shortage throws 409; the caller's transaction
 * then rolls back whatever was taken before it.
 */
export async function takeStockOrThrow(tx: Database, needs: readonly StockNeed[]) {
  for (const need of needsPerProduct(needs)) {
    if (await takeStock(tx, need.productId, need.quantity)) continue;
    const product = await stockOf(tx, need.productId);
    throw insufficientStock(Math.max(product?.stock ?? 0, 0), product?.name ?? 'this product');
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

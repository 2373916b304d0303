import type { Database } from '../../db/types.ts';
import { conflict } from '../../lib/http-error.ts';
import { heldQuantities, returnStock, stockOf, stopHoldingStock } from './stock-repository.ts';

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
    if (!product || product.archivedAt || product.stock < need.quantity) {
      throw refusal(need, product);
    }
  }
}

/**
 * Throws the 409 for a need the order's stock decrement could not meet (placement.ts takes the
 * stock): the product was archived or deleted since it was priced, or too little is left. The
 * caller's transaction then rolls back whatever was taken.
 */
export async function refuseShortNeed(tx: Database, need: StockNeed): Promise<never> {
  const [product] = await stockOf(tx, [need.productId]);
  throw refusal(need, product);
}

/** Returns an order's stock if it still holds it; a second call (or a racing one) does nothing. */
export async function releaseOrderStock(tx: Database, orderId: string): Promise<boolean> {
  if (!(await stopHoldingStock(tx, orderId))) return false;
  for (const held of await heldQuantities(tx, orderId)) {
    await returnStock(tx, held.productId, held.quantity);
  }
  return true;
}

import type { Database } from '../../db/types.ts';
import { returnStock } from '../inventory/index.ts';
import { heldQuantities, stopHoldingStock } from './stock-hold-repository.ts';

/** Returns an order's stock if it still holds it; a second call (or a racing one) does nothing. */
export async function releaseOrderStock(tx: Database, orderId: string): Promise<boolean> {
  if (!(await stopHoldingStock(tx, orderId))) return false;
  await returnStock(tx, await heldQuantities(tx, orderId));
  return true;
}

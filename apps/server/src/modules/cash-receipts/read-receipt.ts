import type { Database } from '../../db/types.ts';
import { type CashReceiptRow, findCashReceipt as findRow } from './repository.ts';

export type { CashReceiptRow };

/** The cash recorded for an order, or null (the invoice and the cancellation flow read it). */
export function findCashReceipt(db: Database, orderId: string): Promise<CashReceiptRow | null> {
  return findRow(db, orderId);
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { cashReceipts } from './schema.ts';

export type NewCashReceipt = typeof cashReceipts.$inferInsert;
export type CashReceiptRow = typeof cashReceipts.$inferSelect;

/** The one write to cash_receipts; its key (the order) refuses a second receipt for an order. */
export async function insertCashReceipt(tx: Database, receipt: NewCashReceipt): Promise<void> {
  await tx.insert(cashReceipts).values(receipt);
}

/** The order's cash receipt, or null (not cash on delivery, or the cash not yet recorded). */
export async function findCashReceipt(
  db: Database,
  orderId: string,
): Promise<CashReceiptRow | null> {
  const [row] = await db.select().from(cashReceipts).where(eq(cashReceipts.orderId, orderId));
  return row ?? null;
}

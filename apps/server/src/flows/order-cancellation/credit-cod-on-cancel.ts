import type { Database } from '../../db/types.ts';
import { findCashReceipt } from '../../modules/cash-receipts/index.ts';
import type { InvoiceService } from '../../modules/invoices/index.ts';

export const COD_CANCELLED_REASON = 'Order cancelled before delivery; nothing was paid.';
export const COD_CASH_CANCELLED_REASON =
  'Order cancelled after its cash was received; the shop hands the cash back.';
export const SHOWROOM_CANCELLED_REASON =
  'Order cancelled; the showroom refunds the payment the way it was taken.';

/** Methods whose cancelled invoice no gateway refund credits (docs/decisions/023). */
const CREDIT_REASONS: Partial<Record<string, string>> = {
  cod: COD_CANCELLED_REASON,
  showroom: SHOWROOM_CANCELLED_REASON,
};

/**
 * A cancelled cash-on-delivery order's invoice is credited in full (nothing was paid, so no refund
 * will do it), and so is a showroom-paid one's (the counter refunds it; no gateway refund will). A
 * paid order's credit notes come with its refunds, one per refund. A cash-on-delivery order whose
 * cash staff had recorded (issue #24) is credited like a showroom one: the shop hands the cash
 * back, so the reason says so instead of "nothing was paid".
 */
export async function creditCodOnCancel(
  tx: Database,
  invoices: Pick<InvoiceService, 'invoiceBalance' | 'issueCreditNote'>,
  orderId: string,
): Promise<void> {
  const balance = await invoices.invoiceBalance(tx, orderId);
  const reason = balance && CREDIT_REASONS[balance.paymentMethod];
  if (!balance || !reason || balance.uncreditedPaise === 0) return;
  const cashReceived = balance.paymentMethod === 'cod' && (await findCashReceipt(tx, orderId));
  await invoices.issueCreditNote(tx, {
    orderId,
    amountPaise: balance.uncreditedPaise,
    reason: cashReceived ? COD_CASH_CANCELLED_REASON : reason,
  });
}

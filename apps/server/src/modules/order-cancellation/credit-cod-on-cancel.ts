import type { Database } from '../../db/types.ts';
import type { InvoiceService } from '../invoices/index.ts';

export const COD_CANCELLED_REASON = 'Order cancelled before delivery; nothing was paid.';
export const SHOWROOM_CANCELLED_REASON =
  'Order cancelled; the showroom refunds the payment the way it was taken.';

/** Methods whose cancelled invoice no gateway refund credits (docs/decisions/023). */
const CREDIT_REASONS: Partial<Record<string, string>> = {
  cod: COD_CANCELLED_REASON,
  showroom: SHOWROOM_CANCELLED_REASON,
};

/**
 * A cancelled cash-on-delivery order's invoice is credited in full (nothing was paid, so no refund
 * will do it), and so is a showroom-paid one's (the counter refunds it; no gateway refund will). A paid order's credit notes come with its refunds, one per refund.
 */
export async function creditCodOnCancel(
  tx: Database,
  invoices: Pick<InvoiceService, 'invoiceBalance' | 'issueCreditNote'>,
  orderId: string,
): Promise<void> {
  const balance = await invoices.invoiceBalance(tx, orderId);
  const reason = balance && CREDIT_REASONS[balance.paymentMethod];
  if (!balance || !reason || balance.uncreditedPaise === 0) return;
  await invoices.issueCreditNote(tx, { orderId, amountPaise: balance.uncreditedPaise, reason });
}

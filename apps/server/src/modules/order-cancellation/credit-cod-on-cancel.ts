import type { Database } from '../../db/types.ts';
import type { InvoiceService } from '../invoices/index.ts';

export const COD_CANCELLED_REASON = 'Order cancelled before delivery; nothing was paid.';

/**
 * A cancelled cash-on-delivery order's invoice is credited in full (nothing was paid, so no refund
 * will do it). A paid order's credit notes come with its refunds, one per refund.
 */
export async function creditCodOnCancel(
  tx: Database,
  invoices: Pick<InvoiceService, 'invoiceBalance' | 'issueCreditNote'>,
  orderId: string,
): Promise<void> {
  const balance = await invoices.invoiceBalance(tx, orderId);
  if (balance?.paymentMethod !== 'cod' || balance.uncreditedPaise === 0) return;
  await invoices.issueCreditNote(tx, {
    orderId,
    amountPaise: balance.uncreditedPaise,
    reason: COD_CANCELLED_REASON,
  });
}

import type { Database } from '../../db/types.ts';
import type { InvoiceService } from '../invoices/index.ts';
import type { CancelHook } from '../orders/index.ts';

export const COD_CANCELLED_REASON = 'Order cancelled before delivery; nothing was paid.';

/**
 * Runs in the cancelling transaction, after the status change: a cancelled cash-on-delivery
 * order's invoice is credited in full (nothing was paid, so no refund will do it). A paid order's
 * credit notes come with its refunds, one per refund, from the refunds flow.
 */
export function cancellationHook(
  invoices: Pick<InvoiceService, 'invoiceBalance' | 'issueCreditNote'>,
): CancelHook {
  return async (tx: Database, orderId: string) => {
    const balance = await invoices.invoiceBalance(tx, orderId);
    if (balance?.paymentMethod !== 'cod' || balance.uncreditedPaise === 0) return;
    await invoices.issueCreditNote(tx, {
      orderId,
      amountPaise: balance.uncreditedPaise,
      reason: COD_CANCELLED_REASON,
    });
  };
}

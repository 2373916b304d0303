import type { InvoiceService } from '../invoices/index.ts';
import type { RefundHooks } from '../refunds/index.ts';

/**
 * A refund of an invoiced order issues a credit note for its amount, referring to the invoice
 * (docs/decisions/018). One per refund: the credit note carries the refund's id, unique.
 */
export function refundFollowUps(deps: {
  invoices: Pick<InvoiceService, 'issueCreditNote'>;
}): RefundHooks {
  return {
    async created(tx, refund) {
      await deps.invoices.issueCreditNote(tx, {
        orderId: refund.orderId,
        amountPaise: refund.amountPaise,
        reason: refund.reason,
        refundId: refund.id,
      });
    },
  };
}

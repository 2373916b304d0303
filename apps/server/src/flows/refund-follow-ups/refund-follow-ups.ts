import type { Database } from '../../db/types.ts';
import type { InvoiceService } from '../../modules/invoices/index.ts';
import type { RefundMailData, ShopMail } from '../../modules/mail/index.ts';
import { readOrder } from '../../modules/orders/index.ts';
import type { RefundHooks, RefundRow } from '../../modules/refunds/index.ts';

/** The refund as its mails need it: the order's number and the customer it goes to. */
async function refundMailData(tx: Database, refund: RefundRow): Promise<RefundMailData> {
  const order = await readOrder(tx, refund.orderId);
  return {
    refundId: refund.id,
    orderId: order.id,
    orderNumber: order.number,
    customerName: order.customer_name,
    email: order.email,
    amountPaise: refund.amountPaise,
    reason: refund.reason,
  };
}

/**
 * What a refund writes beyond its own row, in the refund's transaction:
 * - made: the "refund issued" mail, and a credit note for its amount that refers to the
 *   invoice (docs/decisions/018), one per refund (the credit note carries the refund's id);
 * - processed: the "refund processed" mail.
 * The mail worker picks them up on its next poll (the refunds module has no after-commit step).
 */
export function refundFollowUps(deps: {
  invoices: Pick<InvoiceService, 'issueCreditNote'>;
  mail: Pick<ShopMail, 'refundIssued' | 'refundProcessed'>;
}): RefundHooks {
  return {
    async created(tx, refund) {
      await deps.mail.refundIssued(tx, await refundMailData(tx, refund));
      // The credit note is numbered as this transaction commits (decision 030).
      await deps.invoices.issueCreditNote(tx, {
        orderId: refund.orderId,
        amountPaise: refund.amountPaise,
        reason: refund.reason,
        refundId: refund.id,
      });
    },
    async processed(tx, refund) {
      await deps.mail.refundProcessed(tx, await refundMailData(tx, refund));
    },
  };
}

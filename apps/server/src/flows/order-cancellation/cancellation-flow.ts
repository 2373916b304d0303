import type { CouponService } from '../../modules/coupons/index.ts';
import type { DeliverySlotService } from '../../modules/delivery-slots/index.ts';
import type { InvoiceService } from '../../modules/invoices/index.ts';
import type { CancellationHook } from '../../modules/orders/index.ts';
import type { RefundService } from '../../modules/refunds/index.ts';
import { creditCodOnCancel } from './credit-cod-on-cancel.ts';
import { refundOnCancel } from './refund-on-cancel.ts';

/**
 * What cancelling an order means beyond the order, inside the cancelling transaction: a paid
 * order is refunded (its credit note comes with the refund), a cash-on-delivery order's invoice is
 * credited in full, its delivery slot's place is given back (decision 050) and its coupon's use
 * too (decision 059). The orders module
 * runs this hook without knowing any of these modules.
 */
export function cancellationFlow(deps: {
  refunds: RefundService;
  invoices: Pick<InvoiceService, 'invoiceBalance' | 'issueCreditNote'>;
  slots: Pick<DeliverySlotService, 'release'>;
  coupons: Pick<CouponService, 'release'>;
}): CancellationHook {
  return {
    async onCancelled(tx, cancel) {
      const afterCommit = await refundOnCancel(tx, deps.refunds, cancel);
      await creditCodOnCancel(tx, deps.invoices, cancel.orderId);
      // Coupon, then slot (then, after this hook, the stock): the order in which checkout locks
      // their rows, so a cancel and an order never wait for each other in a circle.
      await deps.coupons.release(tx, cancel.orderId);
      await deps.slots.release(tx, cancel.orderId);
      return afterCommit;
    },
  };
}

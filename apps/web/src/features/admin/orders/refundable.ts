import { fromPaise, type Order, toPaise } from '@sheesham/shared';

/**
 * Rupees still refundable on an order paid online: the total less its pending and processed
 * refunds (a failed one gave its amount back). The server decides again under the payment's lock;
 * this only shapes the form. Zero for cash on delivery or a payment not taken.
 */
export function refundableRupees(order: Order): number {
  const paid = order.payment_method === 'gateway' && order.payment_status !== 'pending';
  if (!paid || order.payment_status === 'failed') return 0;
  const refunded = order.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + toPaise(refund.amount), 0);
  return fromPaise(Math.max(toPaise(order.total_amount) - refunded, 0));
}

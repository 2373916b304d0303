import { formatRupees, type MismatchedRefund } from '@sheesham/shared';

/**
 * What a gateway reported, which may not be what the shop asked for: ₹ for rupees, else the figure
 * and its currency code, so "300.00 USD" is never read as ₹300.
 */
export function reportedMoney(amount: number | null, currency: string | null): string {
  if (amount === null) return 'no amount';
  if (currency === 'INR') return formatRupees(amount);
  return `${amount.toFixed(2)} ${currency ?? '(no currency)'}`;
}

/** The reported payment, when it is not the one the refund was made against. */
export const otherPaymentReported = (refund: MismatchedRefund): string | null =>
  refund.reported_payment_id === refund.gateway_payment_id
    ? null
    : (refund.reported_payment_id ?? '(no payment)');

/** What the gateway said about a refund it contradicted: "₹999", "₹300 on payment pay_…". */
export function reportedRefund(refund: MismatchedRefund): string {
  const money = reportedMoney(refund.reported_amount, refund.reported_currency);
  const payment = otherPaymentReported(refund);
  return payment === null ? money : `${money} on payment ${payment}`;
}

import type { MismatchedRefund } from '@sheesham/shared';

/** A ₹300 refund a gateway event contradicted (it reported ₹999), as /admin/refunds/mismatched lists it. */
export const aMismatchedRefund = (overrides: Partial<MismatchedRefund> = {}): MismatchedRefund => ({
  refund_id: 'refund-1',
  order_id: 'a-refunded-order',
  order_number: 1077,
  customer_name: 'Asha Verma',
  email: 'asha@example.in',
  amount: 300,
  currency: 'INR',
  gateway_payment_id: 'pay_Paid01',
  gateway_refund_id: 'rfnd_Ours01',
  reported_amount: 999,
  reported_currency: 'INR',
  reported_payment_id: 'pay_Paid01',
  reported_at: '2026-03-05T10:31:00.000Z',
  created_at: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

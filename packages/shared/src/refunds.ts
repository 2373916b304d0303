import { z } from 'zod';
import { formatRupees } from './money.ts';
import { rupeeAmountSchema } from './rupee-amount.ts';

/** pending → processed or failed, never back (docs/decisions/017). */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Pending',
  processed: 'Processed',
  failed: 'Failed',
};

/** A refund as an order carries it. Amounts in rupees, like every amount in the API. */
export const refundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  gateway_refund_id: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * POST /admin/orders/:id/refunds. `amount` is in rupees with at most two decimals (paise), as every
 * amount the API takes and sends; the server converts to integer paise and checks it against what
 * is left to refund.
 */
export const createRefundBodySchema = z.object({
  amount: rupeeAmountSchema,
  reason: z
    .string({ message: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(200, 'Reason is at most 200 characters'),
});
export type CreateRefundBody = z.infer<typeof createRefundBodySchema>;

/** GET /admin/refunds/missing: a cancelled order paid online whose money is not (all) on its way back. */
export const missingRefundSchema = z.object({
  order_id: z.string(),
  order_number: z.number(),
  customer_name: z.string(),
  email: z.string(),
  /** Rupees paid, and rupees in pending or processed refunds. */
  paid: z.number(),
  refunded: z.number(),
  cancelled_at: z.string().nullable(),
});
export type MissingRefund = z.infer<typeof missingRefundSchema>;

/**
 * GET /admin/refunds/mismatched: a pending refund a signed gateway event contradicted (issue #24):
 * the event named it with another amount, currency or payment, so the refund stayed pending.
 * What the shop asked for beside what the gateway reported (the first such event). Rupees.
 */
export const mismatchedRefundSchema = z.object({
  refund_id: z.string(),
  order_id: z.string(),
  order_number: z.number(),
  customer_name: z.string(),
  email: z.string(),
  /** The refund the shop asked for, against its payment. */
  amount: z.number(),
  currency: z.string(),
  gateway_payment_id: z.string(),
  gateway_refund_id: z.string().nullable(),
  /** What the event reported; null for what it did not carry. */
  reported_amount: z.number().nullable(),
  reported_currency: z.string().nullable(),
  reported_payment_id: z.string().nullable(),
  reported_at: z.string(),
  created_at: z.string(),
});
export type MismatchedRefund = z.infer<typeof mismatchedRefundSchema>;

/** "15 Jan 2026", in India's time zone: the date a customer reads on a refund. */
export function refundDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** What the customer reads about one refund on the order (issue #12). */
export function customerRefundLine(refund: Refund): string {
  const amount = formatRupees(refund.amount);
  switch (refund.status) {
    case 'pending':
      return `${amount} refunded on ${refundDate(refund.created_at)}, reaches your account in 5–7 working days`;
    case 'processed':
      return `${amount} refunded on ${refundDate(refund.processed_at ?? refund.created_at)}`;
    case 'failed':
      return `The refund of ${amount} failed. The shop has been told and will contact you.`;
  }
}

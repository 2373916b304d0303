import { z } from 'zod';
import { calendarDaySchema } from './calendar-day.ts';
import { kolkataDay } from './kolkata-calendar.ts';
import { formatRupees, toPaise } from './money.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status.ts';
import { rupeeAmountSchema } from './rupee-amount.ts';
import { singleLineString } from './single-line.ts';

/*
 * Cash received for a cash-on-delivery order (issue #24): staff record the cash once, for the
 * order's total, and its payment becomes Paid. The rules below are the one copy the API and the
 * admin form both use.
 */

/**
 * POST /admin/orders/:id/cash-received. `amount` in rupees (at most two decimals) like every
 * amount the API takes; `received_on` the day in India the cash was handed over; `received_by`
 * the person who took it (a delivery driver, the counter); `reference` a receipt number, if any.
 * Who recorded it comes from the session, never from the body.
 */
export const cashReceivedBodySchema = z.object({
  amount: rupeeAmountSchema,
  received_on: calendarDaySchema('Date'),
  received_by: singleLineString('Received by', { message: 'Received by is required' })
    .min(1, 'Received by is required')
    .max(100, 'Received by is at most 100 characters'),
  reference: singleLineString('Reference', { message: 'Reference must be text' })
    .max(100, 'Reference is at most 100 characters')
    .optional()
    .default(''),
});
export type CashReceivedBody = z.input<typeof cashReceivedBodySchema>;
export type CashReceivedInput = z.output<typeof cashReceivedBodySchema>;

/** The cash received for an order, as the order carries it (null until recorded). */
export const cashReceiptSchema = z.object({
  /** Rupees: always the order's total. */
  amount: z.number(),
  /** YYYY-MM-DD, the day in India. */
  received_on: z.string(),
  received_by: z.string(),
  /** '' when none was given. */
  reference: z.string(),
  /** The staff member who recorded it, by name as it was then. */
  recorded_by: z.string(),
  recorded_at: z.string(),
});
export type CashReceipt = z.infer<typeof cashReceiptSchema>;

/** Why cash cannot be recorded for an order now. */
export type CashReceiptRefusal =
  | 'not_cash_on_delivery'
  | 'order_cancelled'
  | 'cash_already_received';

export const CASH_RECEIPT_REFUSALS: Record<CashReceiptRefusal, string> = {
  not_cash_on_delivery: 'Cash received can be recorded only for a cash-on-delivery order.',
  order_cancelled: 'This order is cancelled: no cash is due for it.',
  cash_already_received: 'The cash for this order has already been recorded.',
};

/**
 * Whether staff may record cash for the order: a cash-on-delivery order, not cancelled, whose
 * payment is still pending (cash is recorded once; it moves the payment from Pending to Paid).
 * Null when they may.
 */
export function cashReceiptRefusal(order: {
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  status: OrderStatus;
}): CashReceiptRefusal | null {
  if (order.payment_method !== 'cod') return 'not_cash_on_delivery';
  if (order.status === 'cancelled') return 'order_cancelled';
  if (order.payment_status !== 'pending') return 'cash_already_received';
  return null;
}

/** The amount's field error, or null: the cash is recorded only for the order's whole total. */
export function cashAmountError(amountRupees: number, totalRupees: number): string | null {
  return toPaise(amountRupees) === toPaise(totalRupees)
    ? null
    : `Amount must equal the order total, ${formatRupees(totalRupees)}`;
}

/** "15 Jan 2026" for the day 2026-01-15. */
export function calendarDayLabel(day: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The date's field error, or null: not after today and not before the day the order was placed,
 * both as days in India (where the shop is).
 */
export function cashDateError(receivedOn: string, orderPlacedAt: Date, now: Date): string | null {
  if (receivedOn > kolkataDay(now)) return 'Date cannot be in the future';
  const placedOn = kolkataDay(orderPlacedAt);
  if (receivedOn < placedOn) {
    return `Date cannot be before the order was placed (${calendarDayLabel(placedOn)})`;
  }
  return null;
}

/**
 * What the invoice, the customer's order and the admin's say beside "Paid" once the cash is in:
 * "₹48,999 in cash on 15 Jan 2026".
 */
export function cashPaidLine(receipt: Pick<CashReceipt, 'amount' | 'received_on'>): string {
  return `${formatRupees(receipt.amount)} in cash on ${calendarDayLabel(receipt.received_on)}`;
}

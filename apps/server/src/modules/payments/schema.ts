import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtNow, uuidPrimaryKey } from '../../db/columns.ts';
import { users } from '../identity/schema.ts';
import { orders } from '../orders/schema.ts';

// Gateway and showroom payments, and the webhook events already handled. Owned by this module: only its
// data layer (repository files) imports this file (docs/decisions/040).

// ---------------------------------------------------------------------------------------------
// Payments: one row per gateway order. Verified (or captured) and not yet used by an order is the
// only state an order can be marked paid against.

export const payments = pgTable(
  'payments',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'sandbox', 'razorpay', or 'showroom' (taken at the counter; never refunded by a gateway). */
    gateway: text('gateway').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    gatewayPaymentId: text('gateway_payment_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    receipt: text('receipt').notNull(),
    /** The priced cart lines the amount was computed from. */
    lines: jsonb('lines').$type<PaymentLine[]>().notNull(),
    /**
     * created → verified (signature checked) → captured (webhook); or failed; or mismatch: the
     * gateway captured another amount or currency, which never counts as paid (decision 014).
     */
    status: text('status').notNull().default('created'),
    errorMessage: text('error_message'),
    /** What a mismatching capture reported (paise, currency), for the admins; null otherwise. */
    receivedAmountPaise: bigint('received_amount_paise', { mode: 'number' }),
    receivedCurrency: text('received_currency'),
    /**
     * The order that used this payment; unique, so a payment pays for one order at most. Deleting
     * a paid order is refused: the money would be left unaccounted for.
     */
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /**
     * Paise of pending and processed refunds (docs/decisions/017). Raised under this row's lock in
     * the transaction that inserts the refund, lowered when a refund fails; the check below is
     * the database's own guard that refunds never exceed what was paid.
     */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    createdAt: createdAtNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** A showroom payment's mode (cash, card, upi), its slip or UPI reference, who took it. */
    showroomMode: text('showroom_mode'),
    showroomReference: text('showroom_reference'),
    receivedBy: text('received_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_unmatched_idx').on(t.status, t.orderId),
    check('payments_amount_check', sql`${t.amountPaise} > 0`),
    check(
      'payments_refunded_check',
      sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.amountPaise}`,
    ),
    check(
      'payments_status_check',
      sql`${t.status} in ('created','verified','captured','failed','mismatch')`,
    ),
  ],
);

export interface PaymentLine {
  productId: string;
  quantity: number;
  selectedSet: boolean;
  unitPricePaise: number;
}

/** Webhook event ids already processed, so a redelivered event is a no-op. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

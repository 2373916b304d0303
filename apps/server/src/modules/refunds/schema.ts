import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtNow, insertionOrder, uuidPrimaryKey } from '../../db/columns.ts';
import { users } from '../identity/schema.ts';
import { orders } from '../orders/schema.ts';
import { payments } from '../payments/schema.ts';

// Refunds of paid payments. Owned by this module: only its
// data layer (repository files) imports this file (docs/decisions/040).

// ---------------------------------------------------------------------------------------------
// Refunds (docs/decisions/017): one row per refund of a paid payment. The row is written in the
// transaction that decides the refund (a cancel, an admin's partial refund); the gateway is called
// after commit, by the row's id, and retried until it answers.

export const refunds = pgTable(
  'refunds',
  {
    id: uuidPrimaryKey(),
    /** Insertion order (PGlite's clock counts milliseconds, docs/decisions/010). */
    seq: insertionOrder(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The gateway's payment id the refund is made against ('pay_…'). */
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** pending → processed or failed, never back. */
    status: text('status').notNull().default('pending'),
    /** The gateway's refund id ('rfnd_…'), once the gateway accepted the refund. */
    gatewayRefundId: text('gateway_refund_id').unique(),
    reason: text('reason').notNull(),
    /** Who decided it (the cancelling customer, the admin); null for the system. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** An admin's Idempotency-Key, unique per order. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAtNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** Gateway calls made so far, the earliest time of the next one, and why the last failed. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /**
     * A signed refund event that contradicted this refund (issue #24): the amount (paise), currency
     * and payment id it reported, the first such event's, and when it came. Null until one does.
     * The refund stays as it was; admins see it (GET /admin/refunds/mismatched).
     */
    reportedAmountPaise: bigint('reported_amount_paise', { mode: 'number' }),
    reportedCurrency: text('reported_currency'),
    reportedGatewayPaymentId: text('reported_gateway_payment_id'),
    mismatchReportedAt: timestamp('mismatch_reported_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.seq),
    index('refunds_mismatch_idx')
      .on(t.mismatchReportedAt)
      .where(sql`${t.mismatchReportedAt} is not null and ${t.status} = 'pending'`),
    index('refunds_unsent_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending' and ${t.gatewayRefundId} is null`),
    uniqueIndex('refunds_idempotency_idx').on(t.orderId, t.idempotencyKey),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_status_check', sql`${t.status} in ('pending','processed','failed')`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtNow } from '../../db/columns.ts';
import { users } from '../identity/schema.ts';
import { orders } from '../orders/schema.ts';

// Cash collected for cash-on-delivery orders. Owned by this module: only its
// data layer (repository files) imports this file (docs/decisions/040).

/**
 * The cash staff collected for a cash-on-delivery order (issue #24). The order's id is the key, so
 * an order's cash is recorded once whatever races; the order's payment status becomes 'paid' in
 * the same transaction.
 */
export const cashReceipts = pgTable(
  'cash_receipts',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Always the order's total when it was recorded. */
    amountPaise: integer('amount_paise').notNull(),
    /** The day in India the cash was handed over. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** Who took the cash (the delivery driver, the counter), as staff wrote it. */
    receivedBy: text('received_by').notNull(),
    /** A receipt or slip number; '' when none. */
    reference: text('reference').notNull().default(''),
    /** The admin who recorded it, and their name as it was then. */
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [check('cash_receipts_amount_check', sql`${t.amountPaise} > 0`)],
);

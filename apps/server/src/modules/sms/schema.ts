import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtNow, insertionOrder, uuidPrimaryKey } from '../../db/columns.ts';

// Text messages the shop sent or held (docs/decisions/056-sign-in-by-sms-code.md). Owned by this
// module: only its data layer (repository files) imports this file (docs/decisions/040).

export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuidPrimaryKey(),
    /** Insertion order: PGlite's clock can give two rows one created_at. */
    seq: insertionOrder(),
    /** +91XXXXXXXXXX */
    recipient: text('recipient').notNull(),
    /** sandbox or msg91: who held or sent it. */
    provider: text('provider').notNull(),
    /**
     * The message. With the sandbox it is the whole text, code included: the admin's SMS view is
     * how a tester reads it. A real provider's message is stored with the code masked.
     */
    text: text('text').notNull(),
    /** held (sandbox), sent or failed. */
    status: text('status').notNull(),
    /** The provider's request id for a sent message (MSG91's answer), for its delivery report. */
    providerRef: text('provider_ref'),
    /** Why the provider refused it, or that it did not answer. */
    error: text('error'),
    createdAt: createdAtNow(),
  },
  (t) => [
    index('sms_messages_seq_idx').on(t.seq),
    check('sms_messages_status_check', sql`${t.status} in ('held','sent','failed')`),
  ],
);

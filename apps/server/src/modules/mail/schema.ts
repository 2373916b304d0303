import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtNow, insertionOrder, uuidPrimaryKey } from '../../db/columns.ts';

// The mail outbox. Owned by this module: only its
// data layer (repository files) imports this file (docs/decisions/040).

// ---------------------------------------------------------------------------------------------
// Mail: a transactional outbox (docs/decisions/019-mail-outbox.md). A row is written in the same
// transaction as the change that causes it; the worker sends it later, with retries.

/** What the worker attaches at send time, resolved by kind (e.g. the invoice PDF). */
export interface MailAttachmentRef {
  kind: string;
  [key: string]: string | number;
}

/**
 * What a mail stored by reference is rendered from, when the worker sends it or an admin opens it:
 * the order mails written at checkout name their order instead of carrying their HTML and text,
 * which cost the order's transaction about 6 KB of WAL (docs/decisions/047).
 */
export interface MailSourceRef {
  kind: 'order';
  orderId: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuidPrimaryKey(),
    /** Insertion order: PGlite's clock can give two rows one created_at. */
    seq: insertionOrder(),
    /** order_placed, order_paid, order_dispatched, …, staff_new_order (mail/mail-kinds.ts). */
    kind: text('kind').notNull(),
    /** One mail per event: an event enqueued twice (a retried request) is one row. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** The parts as written; both null for a mail stored by reference (`source`). */
    html: text('html'),
    text: text('text'),
    source: jsonb('source').$type<MailSourceRef>(),
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    /**
     * pending → sending (leased by a worker) → sent; back to pending with a later
     * next_attempt_at after a failure; failed after the last attempt; held when no SMTP_URL is
     * set (kept for the admin's Mail view).
     */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While status is 'sending': the lease; a row whose lease ran out is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The claim that holds the lease, so only its worker can finish the row. */
    leaseId: uuid('lease_id'),
    lastError: text('last_error'),
    createdAt: createdAtNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_seq_idx').on(t.seq),
    check(
      'mail_outbox_status_check',
      sql`${t.status} in ('pending','sending','sent','failed','held')`,
    ),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
    // Rendered parts, or what to render them from.
    check(
      'mail_outbox_body_check',
      sql`(${t.html} is null) = (${t.text} is null) and (${t.html} is not null or ${t.source} is not null)`,
    ),
  ],
);

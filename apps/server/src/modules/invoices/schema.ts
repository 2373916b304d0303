import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtNow, uuidPrimaryKey } from '../../db/columns.ts';
import { orders } from '../orders/schema.ts';
import { refunds } from '../refunds/schema.ts';

// GST tax documents and their number series. Owned by this module: only its
// data layer (repository files) imports this file (docs/decisions/040).

// ---------------------------------------------------------------------------------------------
// GST tax documents (docs/decisions/018-gst-invoices.md): invoices and credit notes, each with
// the facts it was issued with, so its PDF reads the same whatever changes later.

/** The last number issued per series ('invoice', 'credit_note') and financial year ("2026-27"). */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('tax_document_counters_series_check', sql`${t.series} in ('invoice','credit_note')`),
  ],
);

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuidPrimaryKey(),
    /** 'invoice' or 'credit_note'; each kind has its own number series. */
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    /**
     * Position in its series and year: 1, 2, 3… with no gaps. Null only inside the transaction
     * that issues the document: a trigger numbers it as that transaction commits (migration 0013,
     * docs/decisions/030-invoice-numbered-at-commit.md).
     */
    sequence: integer('sequence'),
    /** As printed, e.g. SH/26-27/000123; set with `sequence`. */
    number: text('number').unique(),
    /** What the printed number starts with, e.g. "SH/26-27/": the commit trigger appends the six digits. */
    numberPrefix: text('number_prefix').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => taxDocuments.id, {
      onDelete: 'restrict',
    }),
    /** The refund a credit note records, when it records one. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Seller, buyer, place of supply and lines as issued (TaxDocumentFacts). */
    facts: jsonb('facts').notNull(),
    totalPaise: integer('total_paise').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [
    uniqueIndex('tax_documents_series_idx').on(t.kind, t.financialYear, t.sequence),
    // One invoice per order; any number of credit notes, at most one per refund.
    uniqueIndex('tax_documents_invoice_order_idx').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('tax_documents_refund_idx').on(t.refundId).where(sql`${t.refundId} is not null`),
    index('tax_documents_order_idx').on(t.orderId),
    check('tax_documents_kind_check', sql`${t.kind} in ('invoice','credit_note')`),
    check('tax_documents_total_check', sql`${t.totalPaise} > 0`),
    // Six digits in the printed number; the millionth document of a year fails loudly instead.
    check('tax_documents_sequence_check', sql`${t.sequence} between 1 and 999999`),
    check('tax_documents_numbered_check', sql`(${t.sequence} is null) = (${t.number} is null)`),
    check(
      'tax_documents_credit_note_check',
      sql`(${t.kind} = 'invoice') = (${t.invoiceId} is null)`,
    ),
  ],
);

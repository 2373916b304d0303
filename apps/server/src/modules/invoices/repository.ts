import { and, asc, eq, sql } from 'drizzle-orm';
import { taxDocuments } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';
import type { TaxDocument, TaxDocumentFacts, TaxDocumentKind } from './facts.ts';

export interface NumberedInsert {
  kind: TaxDocumentKind;
  /** "2026-27" (the counter's key) and "26-27" (in the printed number). */
  financialYear: string;
  shortYear: string;
  prefix: string;
  orderId: string;
  invoiceId: string | null;
  refundId: string | null;
  reason: string | null;
  issuedAt: Date;
  facts: TaxDocumentFacts;
}

const toDocument = (row: typeof taxDocuments.$inferSelect): TaxDocument => ({
  id: row.id,
  kind: row.kind as TaxDocumentKind,
  number: row.number,
  orderId: row.orderId,
  issuedAt: row.issuedAt,
  totalPaise: row.totalPaise,
  facts: row.facts as TaxDocumentFacts,
});

/**
 * Takes the next number of the series and year and inserts the document with it, in ONE
 * statement: the counter row's upsert (`… do update set last = last + 1 returning last`) feeds
 * the insert. The caller runs it last before committing, so the counter's row lock, which
 * orders every issuer of the series, is held only for the commit. A rollback undoes both, so a
 * number is never skipped; the lock means none is used twice.
 */
export async function insertNumbered(tx: Database, doc: NumberedInsert): Promise<TaxDocument> {
  const result = await tx.execute(sql`
    with next as (
      insert into tax_document_counters as c (series, financial_year, last)
      values (${doc.kind}, ${doc.financialYear}, 1)
      on conflict (series, financial_year) do update set last = c.last + 1
      returning last
    )
    insert into tax_documents (kind, financial_year, sequence, number, order_id, invoice_id,
      refund_id, reason, issued_at, facts, total_paise)
    select ${doc.kind}, ${doc.financialYear}, next.last,
      ${`${doc.prefix}/${doc.shortYear}/`} || lpad(next.last::text, 6, '0'),
      ${doc.orderId}, ${doc.invoiceId}, ${doc.refundId}, ${doc.reason},
      ${doc.issuedAt.toISOString()}::timestamptz, ${JSON.stringify(doc.facts)}::jsonb,
      ${doc.facts.totals.inclusivePaise}
    from next
    returning id, number`);
  // PGlite and node-postgres both answer { rows }; the shared Database type cannot say so.
  const [row] = (result as unknown as { rows: { id: string; number: string }[] }).rows;
  if (!row) throw new Error('The numbered insert returned no row');
  return {
    id: row.id,
    kind: doc.kind,
    number: row.number,
    orderId: doc.orderId,
    issuedAt: doc.issuedAt,
    totalPaise: doc.facts.totals.inclusivePaise,
    facts: doc.facts,
  };
}

export async function findDocument(db: Database, id: string): Promise<TaxDocument | null> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  return row ? toDocument(row) : null;
}

/** An order's invoice and credit notes, in the order they were issued. */
export async function findOrderDocuments(db: Database, orderId: string): Promise<TaxDocument[]> {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.kind), asc(taxDocuments.sequence));
  return rows.map(toDocument);
}

/**
 * The order's invoice, its row locked until the transaction ends: credit notes against one
 * invoice are issued one at a time, so together they never exceed it.
 */
export async function lockInvoiceOfOrder(
  tx: Database,
  orderId: string,
): Promise<TaxDocument | null> {
  const [row] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')))
    .for('update');
  return row ? toDocument(row) : null;
}

/** What the invoice's credit notes credit so far, in paise. */
export async function creditedPaise(tx: Database, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${taxDocuments.totalPaise})` })
    .from(taxDocuments)
    .where(eq(taxDocuments.invoiceId, invoiceId));
  return Number(row?.sum ?? 0);
}

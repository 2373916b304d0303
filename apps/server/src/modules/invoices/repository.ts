import { and, asc, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Database } from '../../db/types.ts';
import type { IssuedTaxDocument, TaxDocument, TaxDocumentFacts, TaxDocumentKind } from './facts.ts';
import { taxDocuments } from './schema.ts';

export interface DocumentInsert {
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

const toDocument = (row: typeof taxDocuments.$inferSelect): TaxDocument => {
  // Only the issuing transaction itself could see a document before its commit numbers it.
  if (row.number === null) throw new Error(`Tax document ${row.id} is read before its number`);
  return {
    id: row.id,
    kind: row.kind as TaxDocumentKind,
    number: row.number,
    orderId: row.orderId,
    issuedAt: row.issuedAt,
    totalPaise: row.totalPaise,
    facts: row.facts as TaxDocumentFacts,
  };
};

const DOCUMENT_FIELDS = [
  'kind',
  'financialYear',
  'numberPrefix',
  'orderId',
  'invoiceId',
  'refundId',
  'reason',
  'totalPaise',
] as const;

/** Built once (db/built-once.ts): drizzle rebuilt this insert on every order (decision 043). */
const documentInsert = builtOnce<{ id: string }>('insert_tax_document', (db) =>
  db
    .insert(taxDocuments)
    .values({
      ...Object.fromEntries(DOCUMENT_FIELDS.map((f) => [f, sql.placeholder(f)])),
      issuedAt: sql`${sql.placeholder('issuedAt')}::timestamptz`,
      facts: sql`${sql.placeholder('facts')}::jsonb`,
    } as never)
    .returning({ id: taxDocuments.id }),
);

/**
 * Inserts the document without a number: the deferred trigger of migration 0013 takes the
 * series' next number and prints it as the transaction commits, so the counter's row lock, which
 * orders every issuer of the series, is held for the commit alone (decision 030). A rollback
 * undoes both, so a number is never skipped; the lock means none is used twice.
 */
export async function insertUnnumbered(
  tx: Database,
  doc: DocumentInsert,
): Promise<IssuedTaxDocument> {
  const [row] = await documentInsert(tx, {
    kind: doc.kind,
    financialYear: doc.financialYear,
    numberPrefix: `${doc.prefix}/${doc.shortYear}/`,
    orderId: doc.orderId,
    invoiceId: doc.invoiceId,
    refundId: doc.refundId,
    reason: doc.reason,
    issuedAt: doc.issuedAt.toISOString(),
    facts: JSON.stringify(doc.facts),
    totalPaise: doc.facts.totals.inclusivePaise,
  });
  if (!row) throw new Error('The document insert returned no row');
  return {
    id: row.id,
    kind: doc.kind,
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

import { financialYear } from '@sheesham/shared/financial-year';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taxDocuments } from '../../src/db/schema.ts';
import { InvoiceService } from '../../src/modules/invoices/index.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { putCancelOwn } from '../helpers/order-status.ts';
import { documentsOf } from '../helpers/tax-documents.ts';
import { useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// With TEST_DATABASE_URL the requests really overlap (a pool of 10 connections) and wait on the
// counter row's lock; on PGlite one connection interleaves them. The numbers must be the same.
const t = useTestApp();
const customers = Array.from({ length: 5 }, () => useCustomer(t));
const year = financialYear(new Date());

async function sequences(kind: 'invoice' | 'credit_note') {
  const rows = await t.db
    .select({ sequence: taxDocuments.sequence, number: taxDocuments.number })
    .from(taxDocuments)
    .where(eq(taxDocuments.kind, kind))
    .orderBy(asc(taxDocuments.sequence));
  return rows;
}

/** A credit note's printed number: CN/26-27/000007. */
const creditNoteNumber = (sequence: number) =>
  `CN/${year.short}/${String(sequence).padStart(6, '0')}`;

/** `count` COD orders of one piece each, one after another, by `customers[customerIndex]`. */
async function placeOrders(productName: string, customerIndex: number, count: number) {
  const product = await insertProduct(t.db, { name: productName, stock: 10 });
  const customer = customers[customerIndex];
  if (!customer) throw new Error('no customer');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const placed = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: product.id, quantity: 1 }]),
    );
    ids.push(placed.json().id);
  }
  return { customer, ids };
}

describe(`invoice numbers (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('gives 50 concurrent orders the invoices 1..50 of the year, no gaps, none twice; failed orders take none', async () => {
    const plenty = await insertProduct(t.db, { name: 'Bikaner Bench', stock: 1000 });
    const scarce = await insertProduct(t.db, { name: 'Ajmer Almirah', stock: 5 });
    // 45 orders that succeed, and 10 for 5 scarce pieces, of which 5 fail: 50 invoices.
    const bodies = [
      ...Array.from({ length: 45 }, () => orderBody([{ product_id: plenty.id, quantity: 1 }])),
      ...Array.from({ length: 10 }, () => orderBody([{ product_id: scarce.id, quantity: 1 }])),
    ];
    const responses = await Promise.all(
      bodies.map((body, i) => postOrder(t.app, customers[i % customers.length] ?? null, body)),
    );
    const placed = responses.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(50);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(5);

    const invoices = await sequences('invoice');
    expect(invoices.map((r) => r.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(invoices[0]?.number).toBe(`SH/${year.short}/000001`);
    expect(invoices[49]?.number).toBe(`SH/${year.short}/000050`);
    // Each placed order has exactly one invoice.
    for (const response of placed) {
      const docs = await documentsOf(t.db, response.json().id);
      expect(docs.map((d) => d.kind)).toEqual(['invoice']);
    }
    // 55 checkouts at once: on a loaded 2-core machine this takes longer than the default 30 s.
  }, 120_000);

  it('numbers credit notes in their own series: 3 concurrent COD cancels → CN/…/000001..3', async () => {
    const { customer, ids } = await placeOrders('Kota Stool', 0, 3);
    const cancels = await Promise.all(ids.map((id) => putCancelOwn(t.app, customer, id)));
    expect(cancels.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const notes = await sequences('credit_note');
    expect(notes.map((n) => n.number)).toEqual([1, 2, 3].map(creditNoteNumber));
    // The invoice series went on untouched.
    expect((await sequences('invoice')).at(-1)?.sequence).toBe(53);
    for (const id of ids) {
      const [invoice, note, ...rest] = await documentsOf(t.db, id);
      expect(rest).toEqual([]);
      expect(note?.invoiceId).toBe(invoice?.id);
      expect(note?.totalPaise).toBe(invoice?.totalPaise);
    }
  });

  it('never credits more than the invoice, even when two credit notes race', async () => {
    const product = await insertProduct(t.db, {
      name: 'Pali Shelf',
      stock: 5,
      pricePaise: 10_000_00,
    });
    const customer = customers[1];
    if (!customer) throw new Error('no customer');
    const placed = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: product.id, quantity: 1 }]),
    );
    const orderId = placed.json().id as string;
    const invoices = new InvoiceService(t.db, t.config.invoices);
    // ₹6,000 + ₹6,000 against a ₹10,000 invoice: exactly one may be issued.
    const results = await Promise.allSettled(
      [1, 2].map(() =>
        t.db.transaction((tx) =>
          invoices.issueCreditNote(tx, {
            orderId,
            amountPaise: 6_000_00,
            reason: 'Damaged in transit',
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 409,
      code: 'credit_exceeds_invoice',
    });
    const rest = await t.db.transaction((tx) =>
      invoices.issueCreditNote(tx, { orderId, amountPaise: 4_000_00, reason: 'Goodwill' }),
    );
    expect(rest?.totalPaise).toBe(4_000_00);
    const docs = await documentsOf(t.db, orderId);
    expect(docs.map((d) => d.totalPaise)).toEqual([10_000_00, 6_000_00, 4_000_00]);
  });

  it('numbers a document as its transaction commits: unnumbered inside it, the next number after', async () => {
    const [orderId = ''] = (await placeOrders('Churu Chest', 2, 1)).ids;
    const invoices = new InvoiceService(t.db, t.config.invoices);
    const before = (await sequences('credit_note')).length;

    const inside = await t.db.transaction(async (tx) => {
      const note = await invoices.issueCreditNote(tx, {
        orderId,
        amountPaise: 1_00,
        reason: 'Goodwill',
      });
      const [row] = await tx
        .select({ sequence: taxDocuments.sequence, number: taxDocuments.number })
        .from(taxDocuments)
        .where(eq(taxDocuments.id, note?.id ?? ''));
      return { id: note?.id, row };
    });
    expect(inside.row).toEqual({ sequence: null, number: null });
    const [after] = await t.db
      .select({ sequence: taxDocuments.sequence, number: taxDocuments.number })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, inside.id ?? ''));
    expect(after).toEqual({ sequence: before + 1, number: creditNoteNumber(before + 1) });
  });

  // Two connections are needed to hold one transaction open while another commits.
  const onPostgres = process.env.TEST_DATABASE_URL ? it : undefined;
  onPostgres?.(
    'does not hold the series while an issuing transaction is still open: the first to commit takes the next number',
    async () => {
      const [first = '', second = ''] = (await placeOrders('Nagaur Nightstand', 3, 2)).ids;
      const invoices = new InvoiceService(t.db, t.config.invoices);
      const next = (await sequences('credit_note')).length + 1;
      const issue = (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0], orderId: string) =>
        invoices.issueCreditNote(tx, { orderId, amountPaise: 1_00, reason: 'Goodwill' });

      // The first transaction issues its note, then stays open until the second has committed one.
      // Were the counter taken at issue, the second would wait for the first, and neither would end.
      let secondCommitted: () => void = () => {};
      const secondDone = new Promise<void>((resolve) => {
        secondCommitted = resolve;
      });
      let firstIssued: () => void = () => {};
      const firstOpen = new Promise<void>((resolve) => {
        firstIssued = resolve;
      });
      const firstTx = t.db.transaction(async (tx) => {
        await issue(tx, first);
        firstIssued();
        await secondDone;
      });
      await firstOpen;
      await t.db.transaction((tx) => issue(tx, second));
      secondCommitted();
      await firstTx;

      const numberOf = async (orderId: string) =>
        (await documentsOf(t.db, orderId)).find((d) => d.kind === 'credit_note')?.number;
      expect(await numberOf(second)).toBe(creditNoteNumber(next));
      expect(await numberOf(first)).toBe(creditNoteNumber(next + 1));
    },
    30_000,
  );
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taxDocuments } from '../../src/db/schema.ts';
import { cancelOwn, paidSandboxOrder, postRefund, refundRows } from '../helpers/refunds.ts';
import { documentsOf, getAs, pdfText } from '../helpers/tax-documents.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #12 item 4: "A refund after invoicing issues a credit note that refers to the invoice."
// The refunds module's `created` hook (flows/refund-follow-ups) writes it in the refund's
// transaction: one credit note per refund, for the refund's amount.

const t = useTestApp();
const buyer = useCustomer(t);
const admin = useAdmin(t);

describe('credit notes for refunds', () => {
  it('cancelling a paid order: one refund, one credit note for the whole invoice, referring to it', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 54_000_00);
    expect((await cancelOwn(t.app, buyer, order.id)).statusCode).toBe(200);

    const [refund] = await refundRows(t.db, order.id);
    const [invoice, note, ...rest] = await documentsOf(t.db, order.id);
    expect(rest).toEqual([]);
    expect(invoice?.kind).toBe('invoice');
    expect(note).toMatchObject({
      kind: 'credit_note',
      invoiceId: invoice?.id,
      refundId: refund?.id,
      totalPaise: 54_000_00,
      reason: 'Order cancelled',
    });

    const listed = (
      await getAs(t.app, buyer, `/auth/profile/orders/${order.id}/tax-documents`)
    ).json();
    const pdf = await getAs(t.app, buyer, listed[1].pdf_path);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(invoice?.number);
  });

  it('partial admin refunds: a credit note each, for its amount; a repeated request adds none', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 30_000_00);
    const headers = { 'idempotency-key': 'damaged-leg-1' };
    const body = { amount: 2_500, reason: 'A damaged leg' };
    expect((await postRefund(t.app, admin, order.id, body, headers)).statusCode).toBe(201);
    expect((await postRefund(t.app, admin, order.id, body, headers)).statusCode).toBeLessThan(300);
    const second = { amount: 1_000.5, reason: 'Late delivery' };
    expect((await postRefund(t.app, admin, order.id, second)).statusCode).toBe(201);

    const notes = await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    const credits = notes.filter((d) => d.kind === 'credit_note');
    expect(credits.map((d) => d.totalPaise).sort((a, b) => a - b)).toEqual([1_000_50, 2_500_00]);
    const refunds = await refundRows(t.db, order.id);
    expect(new Set(credits.map((d) => d.refundId))).toEqual(new Set(refunds.map((r) => r.id)));
  });
});

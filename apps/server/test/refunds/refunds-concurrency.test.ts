import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderStatusHistory, payments } from '../../src/db/schema.ts';
import {
  cancelAsAdmin,
  cancelOwn,
  paidSandboxOrder,
  postRefund,
  refundedPaiseOf,
  refundRows,
} from '../helpers/refunds.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Exactly once under concurrency (issue #12 item 2), on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL: racing cancels make one refund, racing refunds never exceed what was paid.

const t = useTestApp();
const buyer = useCustomer(t);
const admin = useAdmin(t);

describe('refunds under concurrent requests', () => {
  it('12 concurrent cancels (customer and admin) make exactly one refund of the full amount', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 77_000_00);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0 ? cancelOwn(t.app, buyer, order.id) : cancelAsAdmin(t.app, admin, order.id),
      ),
    );
    // The customer's cancels: one 200, the rest 409; the admin's repeats are no-ops (true).
    const codes = responses.map((r) => r.statusCode);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);

    const rows = await refundRows(t.db, order.id);
    expect(rows.map((r) => [r.amountPaise, r.status])).toEqual([[77_000_00, 'processed']]);
    expect(await refundedPaiseOf(t.db, order.id)).toBe(77_000_00);
    const cancels = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(cancels.filter((h) => h.toStatus === 'cancelled')).toHaveLength(1);
  });

  it('10 concurrent partial refunds stop at what was paid; the losers get 400 with what is left', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 10_000_00);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postRefund(t.app, admin, order.id, { amount: 1_500, reason: `Damage ${i}` }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 400);
    expect(created).toHaveLength(6);
    expect(refused).toHaveLength(4);
    for (const response of refused) {
      expect(response.json().error.fields).toEqual({ amount: 'At most ₹1,000 is left to refund' });
    }
    const rows = await refundRows(t.db, order.id);
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(9_000_00);
    expect(await refundedPaiseOf(t.db, order.id)).toBe(9_000_00);
  });

  it('a cancel racing partial refunds: everything refunded once, never more than paid', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 10_000_00);
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) =>
        postRefund(t.app, admin, order.id, { amount: 3_000, reason: `Part ${i}` }),
      ),
      cancelOwn(t.app, buyer, order.id),
      cancelAsAdmin(t.app, admin, order.id),
    ]);
    // Refund and cancel lock the order, then the payment: no deadlock, so no 500.
    expect(responses.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    const rows = await refundRows(t.db, order.id);
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(10_000_00);
    expect(rows.filter((r) => r.reason === 'Order cancelled')).toHaveLength(1);
    expect(await refundedPaiseOf(t.db, order.id)).toBe(10_000_00);
  });

  it('the database itself refuses refunds beyond the payment (payments_refunded_check)', async () => {
    const { gatewayOrderId } = await paidSandboxOrder(t.app, t.db, buyer, 5_000_00);
    await expect(
      t.db
        .update(payments)
        .set({ refundedPaise: 5_000_01 })
        .where(eq(payments.gatewayOrderId, gatewayOrderId)),
    ).rejects.toThrow();
  });
});

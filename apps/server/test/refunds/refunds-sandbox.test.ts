import { describe, expect, it } from 'vitest';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import {
  cancelAsAdmin,
  cancelOwn,
  paidSandboxOrder,
  refundedPaiseOf,
  refundRows,
} from '../helpers/refunds.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #12 item 2 in sandbox mode: cancelling a paid order refunds it once, and the sandbox
// reports the refund through the signed webhook path, as Razorpay does.

const t = useTestApp();
const buyer = useCustomer(t);
const admin = useAdmin(t);

describe('refunds in sandbox mode', () => {
  it('checkout → cancel → one refund, processed through the webhook; customer and admin see it', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 54_000_00);

    const cancelled = await cancelOwn(t.app, buyer, order.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });

    const rows = await refundRows(t.db, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountPaise: 54_000_00,
      currency: 'INR',
      status: 'processed',
      reason: 'Order cancelled',
      createdBy: buyer.id,
      attempts: 1,
      lastError: null,
    });
    expect(rows[0]?.gatewayRefundId).toMatch(/^rfnd_sbx_[A-Za-z0-9]{14}$/);
    expect(rows[0]?.processedAt).toBeInstanceOf(Date);
    expect(await refundedPaiseOf(t.db, order.id)).toBe(54_000_00);

    const own = await t.app.inject({ url: '/api/auth/profile/orders', headers: buyer.headers });
    const seen = own.json().find((o: { id: string }) => o.id === order.id);
    expect(seen.refunds).toEqual([
      expect.objectContaining({ amount: 54_000, status: 'processed', reason: 'Order cancelled' }),
    ]);
    const asAdmin = await t.app.inject({ url: `/api/orders/${order.id}`, headers: admin.headers });
    expect(asAdmin.json()).toMatchObject({
      payment_status: 'refunded',
      refunds: [{ amount: 54_000, status: 'processed' }],
    });
  });

  it('a retried cancel is 409 and refunds nothing more; a late sweep sends nothing', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 12_345_67);
    expect((await cancelOwn(t.app, buyer, order.id)).statusCode).toBe(200);
    const again = await cancelOwn(t.app, buyer, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('not_cancellable');
    expect((await cancelAsAdmin(t.app, admin, order.id)).json()).toBe(true);

    expect(await t.app.refunds.sender.sweep()).toEqual([]);
    const rows = await refundRows(t.db, order.id);
    expect(rows.map((r) => [r.amountPaise, r.status])).toEqual([[12_345_67, 'processed']]);
  });

  it('an admin cancel refunds too, in the name of the admin', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 8_000_00);
    expect((await cancelAsAdmin(t.app, admin, order.id)).json()).toBe(true);
    const rows = await refundRows(t.db, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountPaise: 8_000_00, createdBy: admin.id });
  });

  it('cancelling a cash-on-delivery order makes no refund and keeps its payment status', async () => {
    const chair = await insertProduct(t.db, { pricePaise: 4_999_00, stock: 5 });
    const placed = await postOrder(
      t.app,
      buyer,
      orderBody([{ product_id: chair.id, quantity: 1 }]),
    );
    const cancelled = await cancelOwn(t.app, buyer, placed.json().id);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      payment_status: 'pending',
      refunds: [],
    });
    expect(await refundRows(t.db, placed.json().id)).toEqual([]);
  });

  it('a cancel after a partial refund refunds only what is left', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 30_000_00);
    const part = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: admin.headers,
      payload: { amount: 2_500.5, reason: 'Scratched leg' },
    });
    expect(part.statusCode).toBe(201);
    expect(part.json().payment_status).toBe('partially_refunded');
    expect((await cancelOwn(t.app, buyer, order.id)).json().payment_status).toBe('refunded');
    const rows = await refundRows(t.db, order.id);
    expect(rows.map((r) => r.amountPaise)).toEqual([2_500_50, 30_000_00 - 2_500_50]);
    expect(await refundedPaiseOf(t.db, order.id)).toBe(30_000_00);
  });
});

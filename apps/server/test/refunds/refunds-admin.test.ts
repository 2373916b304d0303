import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { cancelOwn, paidSandboxOrder, postRefund, refundRows } from '../helpers/refunds.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// POST /api/admin/orders/:id/refunds (issue #12: an admin refunds part of an order with a
// reason) and GET /api/admin/refunds/missing (cancelled and paid, without a refund).

const t = useTestApp();
const buyer = useCustomer(t);
const admin = useAdmin(t);

describe('admin partial refunds', () => {
  it('refunds rupees with paise, keeps the reason and answers the order with its refunds', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 20_000_00);
    const response = await postRefund(t.app, admin, order.id, {
      amount: 1_234.56,
      reason: '  Damaged armrest  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: order.id,
      status: 'new',
      payment_status: 'partially_refunded',
      refunds: [{ amount: 1_234.56, reason: 'Damaged armrest', status: 'processed' }],
    });
    expect((await refundRows(t.db, order.id))[0]).toMatchObject({
      amountPaise: 1_234_56,
      createdBy: admin.id,
    });
  });

  it('refuses bad amounts with 400 naming the field, and more than is left', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 5_000_00);
    for (const amount of [0, -5, 10.005, '100', null]) {
      const response = await postRefund(t.app, admin, order.id, { amount, reason: 'x' });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().error.fields).toHaveProperty('amount');
    }
    const noReason = await postRefund(t.app, admin, order.id, { amount: 10, reason: '  ' });
    expect(noReason.json().error.fields).toEqual({ reason: 'Reason is required' });

    const tooMuch = await postRefund(t.app, admin, order.id, { amount: 5_000.01, reason: 'x' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatchObject({
      code: 'validation_error',
      fields: { amount: 'At most ₹5,000 is left to refund' },
    });
    expect(await refundRows(t.db, order.id)).toEqual([]);
  });

  it('409 once nothing is left, and for an order not paid online; 404 for no order', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 3_000_00);
    expect(
      (await postRefund(t.app, admin, order.id, { amount: 3_000, reason: 'All' })).statusCode,
    ).toBe(201);
    const none = await postRefund(t.app, admin, order.id, { amount: 1, reason: 'More' });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('nothing_to_refund');

    const stool = await insertProduct(t.db, { pricePaise: 2_000_00, stock: 5 });
    const cod = await postOrder(t.app, buyer, orderBody([{ product_id: stool.id, quantity: 1 }]));
    const codRefund = await postRefund(t.app, admin, cod.json().id, { amount: 1, reason: 'x' });
    expect(codRefund.statusCode).toBe(409);
    expect(codRefund.json().error.code).toBe('not_refundable');

    const missing = await postRefund(t.app, admin, '00000000-0000-4000-8000-000000000000', {
      amount: 1,
      reason: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('an Idempotency-Key repeat answers 200 without a second refund; reused for another refund, 409', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 9_000_00);
    const key = { 'idempotency-key': 'refund-damaged-leg-1' };
    const body = { amount: 700, reason: 'Damaged leg' };
    const [first, second] = await Promise.all([
      postRefund(t.app, admin, order.id, body, key),
      postRefund(t.app, admin, order.id, body, key),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 201]);
    expect(await refundRows(t.db, order.id)).toHaveLength(1);

    const other = await postRefund(t.app, admin, order.id, { ...body, amount: 800 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(await refundRows(t.db, order.id)).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 2_000_00);
    const response = await postRefund(t.app, buyer, order.id, { amount: 100, reason: 'Mine' });
    expect(response.statusCode).toBe(403);
    expect(await refundRows(t.db, order.id)).toEqual([]);
  });
});

describe('GET /api/admin/refunds/missing', () => {
  it('lists a cancelled, paid order without a refund record made by SQL, and not refunded ones', async () => {
    const { order: unrefunded } = await paidSandboxOrder(t.app, t.db, buyer, 6_000_00);
    // What the issue measured before refunds existed: cancelled + paid and nothing owed on record.
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, unrefunded.id));
    const { order: refunded } = await paidSandboxOrder(t.app, t.db, buyer, 6_000_00);
    await cancelOwn(t.app, buyer, refunded.id);

    const response = await t.app.inject({
      url: '/api/admin/refunds/missing',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json().map((row: { order_id: string }) => row.order_id);
    expect(listed).toContain(unrefunded.id);
    expect(listed).not.toContain(refunded.id);
    expect(response.json()).toContainEqual({
      order_id: unrefunded.id,
      order_number: unrefunded.number,
      customer_name: buyer.name,
      email: buyer.email,
      paid: 6_000,
      refunded: 0,
      cancelled_at: null,
    });
  });
});

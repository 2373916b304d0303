import { type Order, orderSchema } from '@sheesham/shared';
import { dashboardStatsSchema } from '@sheesham/shared/admin-dashboard';
import { kolkataDay } from '@sheesham/shared/kolkata-calendar';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashReceipts } from '../../src/db/schema.ts';
import { COD_CASH_CANCELLED_REASON } from '../../src/flows/order-cancellation/index.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { insertProduct, orderBody, postAs, postOrder } from '../helpers/order-fixtures.ts';
import { orderRow, walkTo } from '../helpers/order-status.ts';
import { cancelAsAdmin, paidSandboxOrder, postRefund } from '../helpers/refunds.ts';
import { documentsOf, getAs, pdfText } from '../helpers/tax-documents.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// POST /api/admin/orders/:id/cash-received (issue #24 item 2): staff record the cash collected
// for a cash-on-delivery order once, for its total; its payment becomes Paid, and the invoice,
// the customer's profile and the dashboard say so.

const t = useTestApp();
const buyer = useCustomer(t);
const admin = useAdmin(t);

const DAY = 24 * 60 * 60 * 1000;
const today = () => kolkataDay(new Date());

/** A new product at `pricePaise` and a cash-on-delivery order of one of it by the buyer. */
async function codOrder(pricePaise = 48_999_00): Promise<Order> {
  const product = await insertProduct(t.db, { pricePaise, stock: 20 });
  const placed = await postOrder(
    t.app,
    buyer,
    orderBody([{ product_id: product.id, quantity: 1 }]),
  );
  expect(placed.statusCode).toBe(201);
  return orderSchema.parse(placed.json());
}

const cashBody = (order: Order, overrides: Record<string, unknown> = {}) => ({
  amount: order.total_amount,
  received_on: today(),
  received_by: 'Ramesh (delivery van 2)',
  reference: 'COD-SLIP-0042',
  ...overrides,
});

const postCash = (account: TestAccount | null, orderId: string, body: unknown) =>
  postAs(t.app, `/api/admin/orders/${orderId}/cash-received`, account, body);

const receiptsOf = (orderId: string) =>
  t.db.select().from(cashReceipts).where(eq(cashReceipts.orderId, orderId));

describe('recording cash received', () => {
  it('marks the payment Paid and records who, when, how much and the reference', async () => {
    const order = await codOrder();
    await walkTo(t.app, admin, order.id, 'completed');
    expect((await orderRow(t.db, order.id))?.paymentStatus).toBe('pending');

    const response = await postCash(admin, order.id, cashBody(order));
    expect(response.statusCode).toBe(200);
    const paid = orderSchema.parse(response.json());
    expect(paid.payment_status).toBe('paid');
    expect(paid.cash_received).toMatchObject({
      amount: 48_999,
      received_on: today(),
      received_by: 'Ramesh (delivery van 2)',
      reference: 'COD-SLIP-0042',
      recorded_by: admin.name,
    });
    expect(await receiptsOf(order.id)).toMatchObject([
      { amountPaise: 48_999_00, recordedBy: admin.id, recordedByName: admin.name },
    ]);
  });

  it('answers 409 the second time and keeps the first receipt', async () => {
    const order = await codOrder();
    expect((await postCash(admin, order.id, cashBody(order))).statusCode).toBe(200);
    const again = await postCash(admin, order.id, cashBody(order, { received_by: 'Someone else' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('cash_already_received');
    expect((await receiptsOf(order.id)).map((r) => r.receivedBy)).toEqual([
      'Ramesh (delivery van 2)',
    ]);
  });

  it('of concurrent submits exactly one succeeds, the others get 409', async () => {
    const order = await codOrder();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postCash(admin, order.id, cashBody(order, { reference: `slip-${i}` })),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await receiptsOf(order.id)).toHaveLength(1);
    expect((await orderRow(t.db, order.id))?.paymentStatus).toBe('paid');
  });
});

describe('refusals write nothing', () => {
  it('an amount other than the total is 400 with a field error', async () => {
    const order = await codOrder(12_500_50);
    for (const amount of [12_500, 12_500.51, 25_001]) {
      const response = await postCash(admin, order.id, cashBody(order, { amount }));
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_error',
        fields: { amount: 'Amount must equal the order total, ₹12,500.5' },
      });
    }
    const badShape = await postCash(admin, order.id, cashBody(order, { amount: '12500.50' }));
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().error.fields).toHaveProperty('amount');
    expect(await receiptsOf(order.id)).toEqual([]);
    expect((await orderRow(t.db, order.id))?.paymentStatus).toBe('pending');
  });

  it('a date in the future, before the order, or not a date is 400 on received_on', async () => {
    const order = await codOrder();
    const tomorrow = kolkataDay(new Date(Date.now() + DAY));
    const beforeOrder = kolkataDay(new Date(Date.parse(order.created_at) - DAY));
    const cases: [unknown, string][] = [
      [tomorrow, 'Date cannot be in the future'],
      [beforeOrder, 'Date cannot be before the order was placed'],
      ['2026-02-30', 'Date is not a real calendar day'],
      ['15/01/2026', 'Date must be written YYYY-MM-DD'],
    ];
    for (const [receivedOn, message] of cases) {
      const response = await postCash(
        admin,
        order.id,
        cashBody(order, { received_on: receivedOn }),
      );
      expect(response.statusCode, String(receivedOn)).toBe(400);
      expect(response.json().error.fields.received_on).toContain(message);
    }
    const noReceiver = await postCash(admin, order.id, cashBody(order, { received_by: '  ' }));
    expect(noReceiver.json().error.fields).toEqual({ received_by: 'Received by is required' });
    expect(await receiptsOf(order.id)).toEqual([]);
  });

  it('an order paid online is 409, an unknown order 404', async () => {
    const { order } = await paidSandboxOrder(t.app, t.db, buyer, 9_000_00);
    const online = await postCash(admin, order.id, {
      amount: 9_000,
      received_on: today(),
      received_by: 'Counter',
    });
    expect(online.statusCode).toBe(409);
    expect(online.json().error.code).toBe('not_cash_on_delivery');
    expect(await receiptsOf(order.id)).toEqual([]);

    const unknown = await postCash(admin, '00000000-0000-4000-8000-000000000000', {
      amount: 1,
      received_on: today(),
      received_by: 'Counter',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await postCash(admin, 'not-a-uuid', cashBody(await codOrder()))).statusCode).toBe(404);
  });

  it('a cancelled order is 409', async () => {
    const order = await codOrder();
    expect((await cancelAsAdmin(t.app, admin, order.id)).json()).toBe(true);
    const response = await postCash(admin, order.id, cashBody(order));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('order_cancelled');
  });

  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    const order = await codOrder();
    expect((await postCash(null, order.id, cashBody(order))).statusCode).toBe(401);
    const customer = await postCash(buyer, order.id, cashBody(order));
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error.code).toBe('forbidden');
    expect(await receiptsOf(order.id)).toEqual([]);
  });
});

describe('what shows it', () => {
  it('the invoice PDF and the customer profile say Paid, with the cash line', async () => {
    const order = await codOrder(32_450_00);
    const invoiceBefore = await pdfText(
      (await getAs(t.app, admin, `/admin/orders/${order.id}/invoice.pdf`)).rawPayload,
    );
    expect(invoiceBefore).toContain('Cash on delivery');
    expect(invoiceBefore).not.toContain('in cash on');

    const receivedOn = today();
    expect(
      (await postCash(admin, order.id, cashBody(order, { received_on: receivedOn }))).statusCode,
    ).toBe(200);

    const day = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${receivedOn}T00:00:00Z`));
    const invoice = await pdfText(
      (await getAs(t.app, buyer, `/auth/profile/orders/${order.id}/invoice.pdf`)).rawPayload,
    );
    expect(invoice).toMatch(new RegExp(`Paid\\s+₹32,450 in cash on ${day}`));

    const profile = await getAs(t.app, buyer, '/auth/profile/orders');
    const mine = (profile.json() as Order[]).find((o) => o.id === order.id);
    expect(mine).toMatchObject({
      payment_status: 'paid',
      cash_received: { amount: 32_450, received_on: receivedOn },
    });
  });

  it('the dashboard counts it as collected this month', async () => {
    const stats = async () =>
      dashboardStatsSchema.parse((await getAs(t.app, admin, '/admin/dashboard/stats')).json());
    const order = await codOrder(7_777_77);
    const before = await stats();
    expect((await postCash(admin, order.id, cashBody(order))).statusCode).toBe(200);
    const after = await stats();
    expect(after.monthlyCollected - before.monthlyCollected).toBeCloseTo(7_777.77, 2);
    expect(after.monthlyRevenue).toBe(before.monthlyRevenue);
  });
});

describe('cancelling after the cash was received', () => {
  it('credits the invoice saying the cash is handed back; the payment stays Paid; no gateway refund', async () => {
    const order = await codOrder(15_000_00);
    expect((await postCash(admin, order.id, cashBody(order))).statusCode).toBe(200);
    expect((await cancelAsAdmin(t.app, admin, order.id)).json()).toBe(true);

    const documents = await documentsOf(t.db, order.id);
    expect(documents.map((d) => [d.kind, d.totalPaise, d.reason])).toEqual([
      ['invoice', 15_000_00, null],
      ['credit_note', 15_000_00, COD_CASH_CANCELLED_REASON],
    ]);
    const row = await orderRow(t.db, order.id);
    expect([row?.status, row?.paymentStatus]).toEqual(['cancelled', 'paid']);

    const refund = await postRefund(t.app, admin, order.id, { amount: 100, reason: 'x' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error.code).toBe('not_refundable');
  });
});

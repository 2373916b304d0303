import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orders, payments, refunds, taxDocuments, users } from '../../src/db/schema.ts';
import { SHOWROOM_CANCELLED_REASON } from '../../src/flows/order-cancellation/index.ts';
import {
  insertProduct,
  orderBody,
  orderCount,
  postOrder,
  stockOf,
} from '../helpers/order-fixtures.ts';
import { putStatus } from '../helpers/order-status.ts';
import { newMobile, postStaffOrder, staffOrderBody } from '../helpers/staff-orders.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #15: staff orders go through the checkout flow. With TEST_DATABASE_URL these run on
// PostgreSQL, where concurrent requests really overlap; on PGlite one connection interleaves them.
const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);
const shoppers = Array.from({ length: 3 }, () => useCustomer(t));

const walkInsWithPhone = async (phone: string) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.phone, `+91${phone}`), eq(users.walkIn, true)));
  return row?.n ?? 0;
};

function tally(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe(`staff orders (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('are for admins only: 401 without a session, 403 for a customer, nothing written', async () => {
    const product = await insertProduct(t.db, { stock: 5 });
    const body = staffOrderBody([{ product_id: product.id, quantity: 1 }]);
    const before = await orderCount(t.db);
    const anonymous = await postStaffOrder(t.app, null, body);
    const shopper = await postStaffOrder(t.app, customer, body);
    expect([anonymous.statusCode, shopper.statusCode]).toEqual([401, 403]);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/admin/order-customers?q=Kavita',
      headers: customer.headers,
    });
    expect(search.statusCode).toBe(403);
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, product.id)).toBe(5);
  });

  it('prices from the database, ignoring any price the client sends, and records who made it', async () => {
    const product = await insertProduct(t.db, {
      name: 'Jodhpur Dining Set',
      pricePaise: 45_000_00,
      setPricePaise: 60_000_00,
      hasSetOption: true,
      stock: 4,
    });
    const body = staffOrderBody(
      [{ product_id: product.id, quantity: 2, selected_set: true, price: 1, unit_price: 1 }],
      { total_amount: 1, price: 1, status: 'delivered', payment_status: 'paid' },
    );
    const res = await postStaffOrder(t.app, admin, body);
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.total_amount).toBe(120_000);
    expect(order.items[0]).toMatchObject({ price: 60_000, quantity: 2, selected_set: true });
    expect(order).toMatchObject({
      status: 'new',
      channel: 'showroom',
      fulfilment: 'collect',
      payment_method: 'showroom',
      payment_status: 'paid',
      payment_mode: 'upi',
      payment_reference_id: 'UPI-4471',
      created_by: { id: admin.id, name: admin.name },
      customer_name: 'Kavita Sharma',
      email: '',
    });
    expect(await stockOf(t.db, product.id)).toBe(2);

    // Paid at the counter: a captured 'showroom' payment tied to the order, for its total.
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({
      gateway: 'showroom',
      status: 'captured',
      amountPaise: 120_000_00,
      showroomMode: 'upi',
      showroomReference: 'UPI-4471',
      receivedBy: admin.id,
      gatewayPaymentId: null,
    });
    // Invoiced like any order; no e-mail given, so only the staff's mail.
    const invoices = await t.db
      .select({ total: taxDocuments.totalPaise })
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, order.id));
    expect(invoices).toEqual([{ total: 120_000_00 }]);
    const mails = await t.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order:${order.id}:staff`));
    expect(mails).toEqual([{ kind: 'staff_new_order' }]);

    // The admin list shows the channel and the staff member.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/orders?q=${order.number}`,
      headers: admin.headers,
    });
    expect(list.json()[0]).toMatchObject({ channel: 'showroom', created_by: { name: admin.name } });
  });

  it('cancelling a showroom-paid order credits its invoice and calls no gateway', async () => {
    const product = await insertProduct(t.db, { pricePaise: 8_000_00, stock: 2 });
    const placed = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody([{ product_id: product.id, quantity: 1 }], {
        payment: { method: 'showroom', mode: 'cash', reference: 'R-88' },
      }),
    );
    const id = placed.json().id as string;
    const cancel = await putStatus(t.app, admin, id, 'cancelled');
    expect(cancel.json()).toBe(true);
    expect(await stockOf(t.db, product.id)).toBe(2);
    const documents = await t.db
      .select({
        kind: taxDocuments.kind,
        reason: taxDocuments.reason,
        total: taxDocuments.totalPaise,
      })
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, id));
    expect(documents).toEqual(
      expect.arrayContaining([
        { kind: 'invoice', reason: null, total: 8_000_00 },
        { kind: 'credit_note', reason: SHOWROOM_CANCELLED_REASON, total: 8_000_00 },
      ]),
    );
    const [refundCount] = await t.db
      .select({ n: count() })
      .from(refunds)
      .where(eq(refunds.orderId, id));
    expect(refundCount?.n).toBe(0);
  });

  it('delivers to an address with cash on delivery for a phone order of an existing customer', async () => {
    const product = await insertProduct(t.db, { pricePaise: 12_500_00, stock: 3 });
    const res = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody([{ product_id: product.id, quantity: 1 }], {
        channel: 'phone',
        customer: { user_id: customer.id },
        // The account has no phone: staff give the number to call (issue #26).
        phone: '98290 44444',
        delivery: {
          fulfilment: 'delivery',
          address: '7 Chandpole Bazaar, Jaipur',
          pincode: '302001',
          delivery_instructions: 'Ring twice',
        },
        payment: { method: 'cod' },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      channel: 'phone',
      fulfilment: 'delivery',
      payment_method: 'cod',
      payment_status: 'pending',
      payment_mode: null,
      email: customer.email,
      phone: '+919829044444',
      address: '7 Chandpole Bazaar, Jaipur',
    });
    // It is the customer's order: their profile lists it.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile/orders',
      headers: customer.headers,
    });
    expect(profile.json().map((o: { id: string }) => o.id)).toContain(res.json().id);
  });

  it('refuses bad input with field errors and a short stock with the reason', async () => {
    const product = await insertProduct(t.db, { name: 'Udaipur Recliner', stock: 2 });
    const noPhone = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody([{ product_id: product.id, quantity: 1 }], {
        customer: { walk_in: { name: 'No Phone' } },
      }),
    );
    expect(noPhone.statusCode).toBe(400);
    const noReference = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody([{ product_id: product.id, quantity: 1 }], {
        payment: { method: 'showroom', mode: 'card', reference: '' },
      }),
    );
    expect(noReference.statusCode).toBe(400);
    // Staff have no cart: an order with no line says so in the form's words.
    const noLines = await postStaffOrder(t.app, admin, staffOrderBody([]));
    expect(noLines.statusCode).toBe(400);
    expect(noLines.json().error.fields).toEqual({ items: 'No products added yet' });
    const unknownCustomer = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody([{ product_id: product.id, quantity: 1 }], {
        customer: { user_id: admin.id },
      }),
    );
    expect(unknownCustomer.statusCode).toBe(404);
    const tooMany = await postStaffOrder(
      t.app,
      admin,
      staffOrderBody([{ product_id: product.id, quantity: 3 }]),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe('Only 2 left of Udaipur Recliner');
    expect(await stockOf(t.db, product.id)).toBe(2);
  });

  it('takes stock in the same transaction as storefront orders racing for it', async () => {
    const product = await insertProduct(t.db, { name: 'Bikaner Bench', stock: 3 });
    const line = [{ product_id: product.id, quantity: 1 }];
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => postStaffOrder(t.app, admin, staffOrderBody(line))),
      ...shoppers.map((shopper) => postOrder(t.app, shopper, orderBody(line))),
      ...shoppers.map((shopper) => postOrder(t.app, shopper, orderBody(line))),
    ]);
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 3, 409: 7 });
    expect(await stockOf(t.db, product.id)).toBe(0);
    const [sold] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.totalPaise, product.pricePaise));
    expect(sold?.n).toBeGreaterThanOrEqual(3);
  });

  it('is idempotent: a double click (sequential or at once) makes one order and one walk-in', async () => {
    const product = await insertProduct(t.db, { stock: 10 });
    const phone = newMobile();
    const body = staffOrderBody([{ product_id: product.id, quantity: 1 }], {
      customer: { walk_in: { name: 'Arjun Mehta', phone, email: 'arjun@example.in' } },
    });
    const key = { 'idempotency-key': `staff-${phone}` };
    const before = await orderCount(t.db);
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => postStaffOrder(t.app, admin, body, key)),
    );
    const again = await postStaffOrder(t.app, admin, body, key);
    const ids = new Set([...racing, again].map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(tally([...racing, again].map((r) => r.statusCode))).toEqual({ 201: 1, 200: 4 });
    expect(await orderCount(t.db)).toBe(before + 1);
    expect(await stockOf(t.db, product.id)).toBe(9);
    expect(await walkInsWithPhone(phone)).toBe(1);

    const changed = await postStaffOrder(
      t.app,
      admin,
      { ...body, items: [{ product_id: product.id, quantity: 2 }] },
      key,
    );
    expect(changed.statusCode).toBe(422);
  });

  it('creates a new walk-in once when several orders for them arrive at once', async () => {
    const product = await insertProduct(t.db, { stock: 10 });
    const phone = newMobile();
    const customerSpec = { walk_in: { name: 'Meera Joshi', phone: `+91 ${phone}` } };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        postStaffOrder(
          t.app,
          admin,
          staffOrderBody([{ product_id: product.id, quantity: 1 }], { customer: customerSpec }),
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await walkInsWithPhone(phone)).toBe(1);
    const owners = await t.db
      .selectDistinct({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.phone, `+91${phone}`));
    expect(owners).toHaveLength(1);

    // The walk-in is found by phone for the next order, and cannot sign in.
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/admin/order-customers?q=${phone}`,
      headers: admin.headers,
    });
    expect(found.json()).toEqual([
      {
        id: owners[0]?.userId,
        name: 'Meera Joshi',
        email: null,
        phone: `+91${phone}`,
        walk_in: true,
      },
    ]);
    const [walkIn] = await t.db
      .select()
      .from(users)
      .where(eq(users.phone, `+91${phone}`));
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      payload: { email: walkIn?.email, password: 'anything-at-all-1' },
    });
    expect(signIn.statusCode).toBe(401);
  });
});

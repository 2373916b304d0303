import { randomUUID } from 'node:crypto';
import { orderSchema } from '@sheesham/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orderStatusHistory, orders } from '../../src/db/schema.ts';
import { signUp } from '../helpers/accounts.ts';
import {
  insertProduct,
  orderBody,
  orderCount,
  postOrder,
  stockOf,
} from '../helpers/order-fixtures.ts';
import { useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
const customer = useCustomer(t, { name: 'Meera Shekhawat', phone: '9876543210' });

describe('POST /api/orders', () => {
  it('answers 401 without a session, even for an invalid body, and writes nothing', async () => {
    const before = await orderCount(t.db);
    for (const body of [orderBody([{ product_id: randomUUID(), quantity: 1 }]), {}]) {
      const response = await postOrder(t.app, null, body);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
    expect(await orderCount(t.db)).toBe(before);
  });

  it('answers 401, not 400, to a signed-out caller sending malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('refuses a total above ₹20,00,000 with 400 order_too_large, never a 500', async () => {
    // 2 lines × 99 × ₹1,85,000 = ₹3,66,30,000: also beyond what an integer paise column holds.
    const sofa = await insertProduct(t.db, {
      pricePaise: 1_85_000_00,
      setPricePaise: 1_85_000_00,
      hasSetOption: true,
      stock: 500,
    });
    const before = await orderCount(t.db);
    const response = await postOrder(
      t.app,
      customer,
      orderBody([
        { product_id: sofa.id, quantity: 99 },
        { product_id: sofa.id, quantity: 99, selected_set: true },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'order_too_large',
      message:
        'An order can total at most ₹20,00,000. Please split it into smaller orders or contact us.',
    });
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, sofa.id)).toBe(500);
  });

  it('creates a COD order priced from the database, with the account details and request IP', async () => {
    const bed = await insertProduct(t.db, {
      name: 'Jaisalmer Bed',
      pricePaise: 45_000_00,
      stock: 7,
    });
    const dining = await insertProduct(t.db, {
      name: 'Bikaner Dining Set',
      category: 'dining-sets',
      pricePaise: 30_000_00,
      setPricePaise: 52_500_00,
      hasSetOption: true,
      stock: 4,
    });
    const tampered = orderBody(
      [
        { product_id: bed.id, quantity: 2, price: 1 },
        { product_id: dining.id, quantity: 1, selected_set: true, price: 1, set_price: 1 },
      ],
      {
        total_amount: 3,
        payment_status: 'paid',
        status: 'delivered',
        customer_name: 'Someone Else',
        email: 'else@example.in',
        user_id: 'someone',
        ip_address: '6.6.6.6',
        // No phone typed at checkout: the account's is the order's (decision 051).
        phone: undefined,
      },
    );
    const response = await postOrder(t.app, customer, tampered, { 'x-forwarded-for': '6.6.6.6' });
    expect(response.statusCode).toBe(201);
    const order = orderSchema.parse(response.json());
    expect(order).toMatchObject({
      customer_name: 'Meera Shekhawat',
      email: customer.email,
      phone: '+919876543210',
      total_amount: 2 * 45_000 + 52_500,
      payment_method: 'cod',
      payment_status: 'pending',
      payment_reference_id: null,
      status: 'new',
      address: '14 Haveli Road, Jaipur',
      pincode: '302001',
      delivery_instructions: 'Call before delivery',
      history: [{ status: 'new', at: order.created_at }],
    });
    expect(order.number).toBeGreaterThanOrEqual(1001);
    expect(order.date).toBe(order.created_at);
    expect(order.items).toHaveLength(2);
    expect(order.items).toContainEqual({
      id: expect.any(String),
      quantity: 1,
      price: 52_500,
      selected_set: true,
      name: 'Bikaner Dining Set',
      product: {
        id: dining.id,
        name: 'Bikaner Dining Set',
        price: 30_000,
        image: dining.images[0],
        brand: 'Teakline',
        category: 'dining-sets',
        description: 'A sturdy test product.',
      },
    });
    expect(order.items).toContainEqual(
      expect.objectContaining({
        quantity: 2,
        price: 45_000,
        selected_set: false,
        name: 'Jaisalmer Bed',
      }),
    );

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      userId: customer.id,
      ipAddress: '127.0.0.1',
      totalPaise: 142_500_00,
      holdsStock: true,
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => i.unitPricePaise).sort()).toEqual([45_000_00, 52_500_00]);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'new', changedBy: customer.id }]);
    expect(await stockOf(t.db, bed.id)).toBe(5);
    expect(await stockOf(t.db, dining.id)).toBe(3);
  });

  it('shows the lower stock in catalogue responses straight away (the cache is dropped)', async () => {
    const chair = await insertProduct(t.db, { stock: 9 });
    const read = async () =>
      (await t.app.inject({ url: `/api/products/${chair.id}` })).json().stock as number;
    expect(await read()).toBe(9);
    const response = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: chair.id, quantity: 3 }]),
    );
    expect(response.statusCode).toBe(201);
    expect(await read()).toBe(6);
  });

  it('charges the regular price when a set is asked for but not offered', async () => {
    const stool = await insertProduct(t.db, {
      pricePaise: 4_999_50,
      setPricePaise: 1_00,
      hasSetOption: false,
    });
    const response = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: stool.id, quantity: 2, selected_set: true }]),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      total_amount: 9_999,
      items: [{ price: 4_999.5, selected_set: false }],
    });
  });

  it.each([
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['the string "2"', '2'],
    ['10^9', 1_000_000_000],
    ['missing', undefined],
  ])('refuses quantity %s with 400 and writes no order', async (_label, quantity) => {
    const product = await insertProduct(t.db, { stock: 50 });
    const before = await orderCount(t.db);
    const response = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: product.id, quantity }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, product.id)).toBe(50);
  });

  it('refuses other malformed bodies with 400', async () => {
    const product = await insertProduct(t.db);
    const line = { product_id: product.id, quantity: 1 };
    const bodies = [
      orderBody([]),
      orderBody([line], { pincode: '012345' }),
      orderBody([line], { address: '   ' }),
      orderBody([line], { payment_method: 'cash' }),
      orderBody(Array.from({ length: 51 }, () => line)),
      orderBody([line, line], {}),
    ];
    const before = await orderCount(t.db);
    const statuses = [];
    for (const body of bodies) statuses.push((await postOrder(t.app, customer, body)).statusCode);
    // Two lines of the same product merge into one of quantity 2, which is fine.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 201]);
    expect(await orderCount(t.db)).toBe(before + 1);
  });

  it('refuses lines that add up to more than 99 of one product', async () => {
    const product = await insertProduct(t.db, { stock: 500 });
    const before = await orderCount(t.db);
    const response = await postOrder(
      t.app,
      customer,
      orderBody([
        { product_id: product.id, quantity: 60 },
        { product_id: product.id, quantity: 40 },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(await orderCount(t.db)).toBe(before);
  });

  it('answers 404 product_not_found for an unknown or archived product and writes nothing', async () => {
    const known = await insertProduct(t.db, { stock: 5 });
    const archived = await insertProduct(t.db, { archivedAt: new Date() });
    const before = await orderCount(t.db);
    for (const id of [randomUUID(), archived.id]) {
      const response = await postOrder(
        t.app,
        customer,
        orderBody([
          { product_id: known.id, quantity: 1 },
          { product_id: id, quantity: 1 },
        ]),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('product_not_found');
    }
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, known.id)).toBe(5);
  });

  it('answers 409 "Only N left of {name}" when stock is short, and takes no stock at all', async () => {
    const plenty = await insertProduct(t.db, { stock: 10 });
    const scarce = await insertProduct(t.db, { name: 'Ajmer Wardrobe', stock: 2 });
    const before = await orderCount(t.db);
    const response = await postOrder(
      t.app,
      customer,
      orderBody([
        { product_id: plenty.id, quantity: 4 },
        { product_id: scarce.id, quantity: 3 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'insufficient_stock',
      message: 'Only 2 left of Ajmer Wardrobe',
    });
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, plenty.id)).toBe(10);
    expect(await stockOf(t.db, scarce.id)).toBe(2);
  });

  it('counts a set line and a plain line of one product against the same stock', async () => {
    const dining = await insertProduct(t.db, {
      name: 'Pali Dining Set',
      setPricePaise: 60_000_00,
      hasSetOption: true,
      stock: 3,
    });
    const response = await postOrder(
      t.app,
      customer,
      orderBody([
        { product_id: dining.id, quantity: 2 },
        { product_id: dining.id, quantity: 2, selected_set: true },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Only 3 left of Pali Dining Set');
  });
});

describe('POST /api/orders with an Idempotency-Key', () => {
  it('makes one order for a replay and returns it again with 200', async () => {
    const product = await insertProduct(t.db, { stock: 10 });
    const body = orderBody([{ product_id: product.id, quantity: 2 }]);
    const key = { 'idempotency-key': `checkout-${randomUUID()}` };
    const before = await orderCount(t.db);

    const first = await postOrder(t.app, customer, body, key);
    // The replay may carry different ignored fields (a stale client total): still the same order.
    const replay = await postOrder(t.app, customer, { ...body, total_amount: 1 }, key);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await orderCount(t.db)).toBe(before + 1);
    expect(await stockOf(t.db, product.id)).toBe(8);
  });

  it('answers 422 when the key is reused with a different body', async () => {
    const product = await insertProduct(t.db, { stock: 10 });
    const key = { 'idempotency-key': `checkout-${randomUUID()}` };
    await postOrder(t.app, customer, orderBody([{ product_id: product.id, quantity: 1 }]), key);
    const before = await orderCount(t.db);
    const response = await postOrder(
      t.app,
      customer,
      orderBody([{ product_id: product.id, quantity: 3 }]),
      key,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('idempotency_key_reused');
    expect(await orderCount(t.db)).toBe(before);
    expect(await stockOf(t.db, product.id)).toBe(9);
  });

  it('keeps keys per user: the same key from another customer is a new order', async () => {
    const product = await insertProduct(t.db, { stock: 10 });
    const other = await signUp(t.app);
    const body = orderBody([{ product_id: product.id, quantity: 1 }]);
    const key = { 'idempotency-key': 'same-key-two-users' };
    const mine = await postOrder(t.app, customer, body, key);
    const theirs = await postOrder(t.app, other, body, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().email).toBe(other.email);
  });

  it('makes one order when requests with one key arrive at the same time', async () => {
    const product = await insertProduct(t.db, { stock: 10 });
    const body = orderBody([{ product_id: product.id, quantity: 1 }]);
    const key = { 'idempotency-key': `race-${randomUUID()}` };
    const before = await orderCount(t.db);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postOrder(t.app, customer, body, key)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await orderCount(t.db)).toBe(before + 1);
    expect(await stockOf(t.db, product.id)).toBe(9);
  });

  it('refuses a key longer than 200 characters or an empty one with 400', async () => {
    const product = await insertProduct(t.db, { stock: 10 });
    const body = orderBody([{ product_id: product.id, quantity: 1 }]);
    const before = await orderCount(t.db);
    for (const key of ['k'.repeat(201), '']) {
      const response = await postOrder(t.app, customer, body, { 'idempotency-key': key });
      expect(response.statusCode).toBe(400);
    }
    expect(await orderCount(t.db)).toBe(before);
    const longest = await postOrder(t.app, customer, body, { 'idempotency-key': 'k'.repeat(200) });
    expect(longest.statusCode).toBe(201);
  });
});

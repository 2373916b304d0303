import { randomUUID } from 'node:crypto';
import { orderSchema } from '@sheesham/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
let admin: TestAccount;
let alice: TestAccount;
let bob: TestAccount;
const aliceOrders: string[] = [];
let bobOrder: string;

const get = (url: string, account?: TestAccount) =>
  t.app.inject({ url, headers: account?.headers ?? {} });

beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
  alice = await signUp(t.app, { name: 'Alice Rathore' });
  bob = await signUp(t.app, { name: 'Bob Chauhan' });
  const product = await insertProduct(t.db, { stock: 100 });
  const body = orderBody([{ product_id: product.id, quantity: 1 }]);
  for (let i = 0; i < 2; i++) aliceOrders.push((await postOrder(t.app, alice, body)).json().id);
  bobOrder = (await postOrder(t.app, bob, body)).json().id;
});

describe('GET /api/orders (admin)', () => {
  it('answers 401 without a session and 403 to a customer', async () => {
    expect((await get('/api/orders')).statusCode).toBe(401);
    const response = await get('/api/orders', alice);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('lists every order, newest first, in the "as read" shape', async () => {
    const response = await get('/api/orders', admin);
    expect(response.statusCode).toBe(200);
    const orders = response.json() as unknown[];
    expect(orders.map((o) => orderSchema.parse(o).id)).toEqual([
      bobOrder,
      ...aliceOrders.toReversed(),
    ]);
  });
});

describe('GET /api/orders/:id', () => {
  it('shows the owner their order and the admin any order', async () => {
    const own = await get(`/api/orders/${aliceOrders[0]}`, alice);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: aliceOrders[0], customer_name: 'Alice Rathore' });
    const asAdmin = await get(`/api/orders/${bobOrder}`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().customer_name).toBe('Bob Chauhan');
  });

  it("answers 404 for another customer's order, an unknown id and a malformed id", async () => {
    for (const id of [bobOrder, randomUUID(), 'not-an-id', '1001']) {
      const response = await get(`/api/orders/${id}`, alice);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await get(`/api/orders/${bobOrder}`)).statusCode).toBe(401);
  });
});

describe('GET /api/auth/profile/orders', () => {
  it("lists only the caller's own orders, newest first", async () => {
    const response = await get('/api/auth/profile/orders', alice);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((o: { id: string }) => o.id)).toEqual(aliceOrders.toReversed());
    const bobs = await get('/api/auth/profile/orders', bob);
    expect(bobs.json().map((o: { id: string }) => o.id)).toEqual([bobOrder]);
  });

  it('answers an empty list to a customer without orders and 401 without a session', async () => {
    const newcomer = await signUp(t.app);
    expect((await get('/api/auth/profile/orders', newcomer)).json()).toEqual([]);
    expect((await get('/api/auth/profile/orders')).statusCode).toBe(401);
  });
});

describe('PUT /api/orders/:id/status permissions', () => {
  it('answers 401 without a session and 403 to a customer, even the owner, and changes nothing', async () => {
    const put = (account?: TestAccount) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${aliceOrders[0]}/status`,
        headers: account?.headers ?? {},
        payload: { status: 'delivered' },
      });
    expect((await put()).statusCode).toBe(401);
    expect((await put(alice)).statusCode).toBe(403);
    expect((await get(`/api/orders/${aliceOrders[0]}`, alice)).json().status).toBe('new');
  });
});

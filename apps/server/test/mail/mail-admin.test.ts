import { describe, expect, it } from 'vitest';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// The embedded default: no SMTP_URL, so the worker holds every mail for the admin's Mail view.
const t = useTestApp({ mailWorker: { enabled: true, tuning: { pollMs: 3_600_000 } } });
const customer = useCustomer(t);
const admin = useAdmin(t);

const get = (url: string, account = admin) =>
  t.app.inject({ method: 'GET', url, headers: account.headers });

async function placeOrder() {
  const product = await insertProduct(t.db, { pricePaise: 9_999_00, stock: 5 });
  const res = await postOrder(
    t.app,
    customer,
    orderBody([{ product_id: product.id, quantity: 1 }]),
  );
  expect(res.statusCode).toBe(201);
  await t.app.mailWorker?.idle();
  return res.json() as { id: string; number: number };
}

describe('GET /api/admin/mail without SMTP_URL', () => {
  it('keeps the mails as held and lists them newest first, paged, with X-Total-Count', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const res = await get('/api/admin/mail?limit=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    const list = res.json() as { subject: string; status: string; kind: string }[];
    expect(list).toHaveLength(3);
    expect(list.map((m) => m.status)).toEqual(['held', 'held', 'held']);
    expect(list[0]?.subject).toMatch(new RegExp(`^New order #${second.number}:`));
    expect(list[1]).toMatchObject({
      kind: 'order_placed',
      subject: `Order #${second.number} is confirmed`,
    });
    const rest = (await get('/api/admin/mail?limit=3&offset=3')).json() as { subject: string }[];
    expect(rest.map((m) => m.subject)).toEqual([`Order #${first.number} is confirmed`]);
    const held = await get('/api/admin/mail?status=held');
    expect(held.headers['x-total-count']).toBe('4');
    expect((await get('/api/admin/mail?status=sent')).json()).toEqual([]);
  });

  it('shows one mail with its HTML and text parts', async () => {
    const [latest] = (await get('/api/admin/mail?limit=1')).json() as { id: string }[];
    const res = await get(`/api/admin/mail/${latest?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toContain('<!doctype html>');
    expect(res.json().text).toContain('₹9,999');
  });

  it('refuses bad input with the error shape and answers 404 for an unknown mail', async () => {
    const bad = await get('/api/admin/mail?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBeTypeOf('string');
    expect((await get('/api/admin/mail/not-a-uuid')).statusCode).toBe(404);
    const missing = await get('/api/admin/mail/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'not_found', message: 'Mail not found' });
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/mail', customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail' })).statusCode).toBe(401);
  });
});

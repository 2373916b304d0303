import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { enqueueMail } from '../../src/modules/mail/index.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Decision 047: the two mails a checkout writes name their order instead of carrying their HTML
// and text (about 6 KB of WAL in every order's transaction); they are rendered when sent or shown.

// No SMTP_URL: the worker holds every mail for the admin's Mail view.
const t = useTestApp({ mailWorker: { enabled: true, tuning: { pollMs: 3_600_000 } } });
const customer = useCustomer(t);
const admin = useAdmin(t);

async function placeOrder() {
  const product = await insertProduct(t.db, {
    pricePaise: 4_599_900,
    stock: 5,
    name: 'Bikaner Bed',
  });
  const res = await postOrder(
    t.app,
    customer,
    orderBody([{ product_id: product.id, quantity: 2 }]),
  );
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; number: number };
}

describe('the order mails stored by reference', () => {
  it('keep the order’s id and the subject, not the rendered parts', async () => {
    const order = await placeOrder();
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `order:${order.id}:%`));
    expect(rows.map((r) => r.kind).sort()).toEqual(['order_placed', 'staff_new_order']);
    for (const row of rows) {
      expect(row.html).toBeNull();
      expect(row.text).toBeNull();
      expect(row.source).toEqual({ kind: 'order', orderId: order.id });
    }
    const placed = rows.find((r) => r.kind === 'order_placed');
    expect(placed?.subject).toBe(`Order #${order.number} is confirmed`);
  });

  it('are rendered from the order in the admin’s Mail view', async () => {
    const order = await placeOrder();
    await t.app.mailWorker?.idle();
    const [row] = await t.db
      .select({ id: mailOutbox.id, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order:${order.id}:placed`));
    expect(row?.status).toBe('held');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/mail/${row?.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const mail = res.json() as { html: string; text: string; subject: string };
    expect(mail.subject).toBe(`Order #${order.number} is confirmed`);
    expect(mail.text).toContain(`2 × Bikaner Bed: ₹91,998`);
    expect(mail.text).toContain('Cash on delivery');
    expect(mail.html).toContain('<!doctype html>');
    expect(mail.html).toContain('Bikaner Bed');
  });

  it('cannot be stored with neither parts nor a reference (the table refuses it)', async () => {
    await expect(
      enqueueMail(t.db, {
        kind: 'order_placed',
        dedupeKey: `bodiless-${randomUUID()}`,
        recipient: 'a@example.in',
        subject: 'Nothing to send',
        html: null,
        text: null,
      }),
    ).rejects.toThrow();
  });
});

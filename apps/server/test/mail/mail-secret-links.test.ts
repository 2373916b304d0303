import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { signUp } from '../helpers/accounts.ts';
import { insertProduct } from '../helpers/order-fixtures.ts';
import { newMobile, postStaffOrder, staffOrderBody } from '../helpers/staff-orders.ts';
import { useAdmin } from '../helpers/use-accounts.ts';
import { useMailingTestApp } from '../helpers/use-mailing-test-app.ts';

// Issue #24 item 14: a working claim link exists only in the mail as sent. The outbox keeps it
// masked with a reference the worker resolves at send time, so the admin's Mail view and anyone
// else reading the table see `token=•••`.

const { t, sink } = useMailingTestApp();
const admin = useAdmin(t);

const MASKED_LINK = 'https://shop.example.in/claim-orders?token=•••';

/** A showroom order for a new address, then an account for it: the claim mail is written and sent. */
async function claimMailed() {
  const email = `walk-in-${Date.now()}@example.in`;
  const product = await insertProduct(t.db, { stock: 5 });
  const order = await postStaffOrder(
    t.app,
    admin,
    staffOrderBody([{ product_id: product.id, quantity: 1 }], {
      customer: { walk_in: { name: 'Rohan Gupta', phone: newMobile(), email } },
    }),
  );
  expect(order.statusCode).toBe(201);
  const account = await signUp(t.app, { email });
  await t.app.mailWorker?.idle();
  return { email, account };
}

const adminGet = async (url: string) => {
  const response = await t.app.inject({ url, headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response;
};

describe('a mail with a secret link', () => {
  it('keeps the link masked in the outbox and the admin Mail view; the sent mail carries the working link', async () => {
    const { email, account } = await claimMailed();

    const [sent] = await sink.to(email, /showroom orders/);
    const link = /https:\/\/shop\.example\.in\/claim-orders\?token=([\w-]+)/.exec(sent?.text ?? '');
    const token = link?.[1] as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(sent?.html).toContain(link?.[0]);

    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'order_claim')));
    expect(row?.status).toBe('sent');
    expect(row?.text).toContain(MASKED_LINK);
    expect(row?.html).toContain(`href="${MASKED_LINK}"`);
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await adminGet('/api/admin/mail?limit=100');
    const listed = list
      .json()
      .find(
        (m: { kind: string; recipient: string }) =>
          m.kind === 'order_claim' && m.recipient === email,
      );
    expect(listed).toBeDefined();
    const detail = await adminGet(`/api/admin/mail/${listed.id}`);
    expect(detail.json().text).toContain(MASKED_LINK);
    expect(list.body).not.toContain(token);
    expect(detail.body).not.toContain(token);

    // The mailed link is the one that works.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/profile/order-claims/confirm',
      headers: account.headers,
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ claimed_orders: 1 });
  });
});

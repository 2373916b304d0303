import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderClaimTokens } from '../../src/db/schema.ts';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct } from '../helpers/order-fixtures.ts';
import { newMobile, postStaffOrder, staffOrderBody } from '../helpers/staff-orders.ts';
import { useAdmin } from '../helpers/use-accounts.ts';
import { useMailingTestApp } from '../helpers/use-mailing-test-app.ts';

// A walk-in's orders join an account only through the link mailed to the account's address. The
// link works only in the mail as sent (the outbox keeps it masked), so these tests read it there.
const { t, sink } = useMailingTestApp();
const admin = useAdmin(t);

let sequence = 0;
const uniqueEmail = () => `walk-in-${++sequence}-${Date.now()}@example.in`;

async function showroomOrderFor(email: string) {
  const product = await insertProduct(t.db, { stock: 5 });
  const res = await postStaffOrder(
    t.app,
    admin,
    staffOrderBody([{ product_id: product.id, quantity: 1 }], {
      customer: { walk_in: { name: 'Rohan Gupta', phone: newMobile(), email } },
    }),
  );
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** The claim mails that reached `recipient`, once the worker has sent what was queued. */
async function claimMails(recipient: string) {
  await t.app.mailWorker?.idle();
  return sink.to(recipient, /showroom orders/);
}

const tokenIn = (text: string) => {
  const match = /claim-orders\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no claim link in: ${text}`);
  return match[1];
};

const profileOrderIds = async (account: TestAccount) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/profile/orders',
    headers: account.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().map((o: { id: string }) => o.id) as string[];
};

const confirm = (account: TestAccount | null, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/order-claims/confirm',
    headers: account?.headers ?? {},
    payload: { token },
  });

describe('claiming showroom orders by e-mail', () => {
  it('shows nothing on sign-up alone; the mailed link moves the orders, once', async () => {
    const email = uniqueEmail();
    const orderId = await showroomOrderFor(email);
    const account = await signUp(t.app, { email });

    // Same e-mail, no proof: the profile is empty.
    expect(await profileOrderIds(account)).toEqual([]);
    const [mail] = await claimMails(email);
    expect(mail).toBeDefined();
    const token = tokenIn(mail?.text ?? '');
    // Only the hash is stored.
    const stored = await t.db.select().from(orderClaimTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    expect((await confirm(null, token)).statusCode).toBe(401);
    const stranger = await signUp(t.app);
    const wrongAccount = await confirm(stranger, token);
    expect(wrongAccount.statusCode).toBe(410);
    expect(await profileOrderIds(stranger)).toEqual([]);

    const ok = await confirm(account, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ claimed_orders: 1 });
    expect(await profileOrderIds(account)).toEqual([orderId]);

    const reused = await confirm(account, token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().error.code).toBe('claim_link_invalid');
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail();
    await showroomOrderFor(email);
    const account = await signUp(t.app, { email });
    const [mail] = await claimMails(email);
    await t.db
      .update(orderClaimTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderClaimTokens.userId, account.id));
    expect((await confirm(account, tokenIn(mail?.text ?? ''))).statusCode).toBe(410);
    expect(await profileOrderIds(account)).toEqual([]);
  });

  it('mails no link when no walk-in gave the address', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    expect(await claimMails(email)).toEqual([]);
  });

  it('mails an existing account when staff later enter a walk-in with its e-mail', async () => {
    const email = uniqueEmail();
    const account = await signUp(t.app, { email });
    const orderId = await showroomOrderFor(email);
    expect(await profileOrderIds(account)).toEqual([]);
    const [mail] = await claimMails(email);
    expect((await confirm(account, tokenIn(mail?.text ?? ''))).json()).toEqual({
      claimed_orders: 1,
    });
    expect(await profileOrderIds(account)).toEqual([orderId]);
  });
});

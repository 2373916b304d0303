import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct } from '../helpers/order-fixtures.ts';
import { postPaymentOrder } from '../helpers/payments.ts';
import { sendAs } from '../helpers/send-as.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const LIMIT = 3;
const t = useTestApp({ env: { CHECKOUT_RATE_LIMIT: String(LIMIT) } });
let buyer: TestAccount;
/** The same buyer signed in a second time: another token, the same allowance. */
let buyerAgain: TestAccount;
let other: TestAccount;
let chair: { id: string };

beforeAll(async () => {
  buyer = await signUp(t.app, { password: 'rate-limit-pass-42' });
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    payload: { email: buyer.email, password: 'rate-limit-pass-42' },
  });
  expect(signIn.statusCode).toBe(200);
  const token = String(signIn.headers['set-auth-token']);
  expect(token).not.toBe(buyer.token);
  buyerAgain = { ...buyer, token, headers: { authorization: `Bearer ${token}` } };
  other = await signUp(t.app);
  chair = await insertProduct(t.db, { pricePaise: 5_000_00 });
});

const openOrder = (account: TestAccount) =>
  postPaymentOrder(t.app, account, {
    amount: 5_000,
    items: [{ product_id: chair.id, quantity: 1 }],
  });

describe('per-user checkout rate limit (CHECKOUT_RATE_LIMIT)', () => {
  it('answers 429 once a user has used the allowance, whichever session they send', async () => {
    const statuses = [];
    for (const account of [buyer, buyerAgain, buyer]) {
      statuses.push((await openOrder(account)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);

    for (const account of [buyer, buyerAgain]) {
      const refused = await openOrder(account);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'rate_limited',
        message: 'Too many checkout requests. Please wait a minute and try again.',
      });
    }
  });

  it("leaves other users' allowance and the user's other checkout steps alone", async () => {
    expect((await openOrder(other)).statusCode).toBe(200);
    // POST /orders counts separately: a validation error, not a 429.
    const order = await sendAs(t.app, buyer, 'POST', '/api/orders', {});
    expect(order.statusCode).toBe(400);
  });

  it('answers 401, never 429, without a session', async () => {
    for (let i = 0; i <= LIMIT; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payment/order',
        payload: {},
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

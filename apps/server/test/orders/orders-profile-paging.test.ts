import { TOTAL_COUNT_HEADER } from '@sheesham/shared';
import {
  PROFILE_ORDERS_MAX_LIMIT,
  PROFILE_ORDERS_PAGE_SIZE,
} from '@sheesham/shared/profile-orders';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.ts';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
let customer: TestAccount;
let other: TestAccount;
/** The customer's order numbers, newest first: what the pages must answer in turn. */
let newestFirst: number[];
const OWN_ORDERS = 45;

/** `count` orders of the account, one a minute apart, inserted in one statement. */
async function insertOrders(account: TestAccount, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    userId: account.id,
    customerName: account.name,
    email: account.email,
    address: '14 Haveli Road, Jaipur',
    pincode: '302001',
    totalPaise: 12_000_00,
    paymentMethod: 'cod',
    ipAddress: '127.0.0.1',
    createdAt: sql`now() - make_interval(mins => ${count - i})`,
  }));
  return t.db.insert(orders).values(rows).returning({ number: orders.number });
}

beforeAll(async () => {
  customer = await signUp(t.app);
  other = await signUp(t.app);
  const own = await insertOrders(customer, OWN_ORDERS);
  await insertOrders(other, 3);
  newestFirst = own.map((r) => r.number).reverse();
});

const page = (query = '', account: TestAccount = customer) =>
  t.app.inject({
    method: 'GET',
    url: `/api/auth/profile/orders${query}`,
    headers: account.headers,
  });

const numbers = (response: Awaited<ReturnType<typeof page>>) =>
  (response.json() as { number: number }[]).map((o) => o.number);

describe('GET /api/auth/profile/orders is paged', () => {
  it(`answers the newest ${PROFILE_ORDERS_PAGE_SIZE} without parameters, with the customer's total`, async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(numbers(response)).toEqual(newestFirst.slice(0, PROFILE_ORDERS_PAGE_SIZE));
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe(String(OWN_ORDERS));
  });

  it('walks every order exactly once with limit and offset, and counts only their own', async () => {
    const seen: number[] = [];
    for (let offset = 0; offset < OWN_ORDERS; offset += 20) {
      seen.push(...numbers(await page(`?limit=20&offset=${offset}`)));
    }
    expect(seen).toEqual(newestFirst);
    const others = await page('', other);
    expect(numbers(others)).toHaveLength(3);
    expect(others.headers[TOTAL_COUNT_HEADER]).toBe('3');
  });

  it(`answers up to ${PROFILE_ORDERS_MAX_LIMIT} and refuses a larger limit with a 400 naming it`, async () => {
    expect(numbers(await page(`?limit=${PROFILE_ORDERS_MAX_LIMIT}`))).toHaveLength(OWN_ORDERS);
    for (const bad of [
      `limit=${PROFILE_ORDERS_MAX_LIMIT + 1}`,
      'limit=0',
      'offset=-1',
      'limit=x',
    ]) {
      const response = await page(`?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      const field = bad.split('=')[0] as string;
      expect(response.json().error.fields[field], bad).toBeTruthy();
    }
  });
});

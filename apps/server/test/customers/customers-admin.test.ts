import {
  adminCustomerListSchema,
  adminCustomerSummarySchema,
} from '@sheesham/shared/admin-customers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../src/db/schema.ts';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { putStatus } from '../helpers/order-status.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();

/** The 1st of this month, 00:00 in India, worked out through Intl (not the server's arithmetic). */
function monthStartInIndia(): Date {
  const yearMonth = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());
  return new Date(`${yearMonth}-01T00:00:00+05:30`);
}

/** One order as the test placed it: its total from the prices the test chose, and its fate. */
interface PlacedOrder {
  totalPaise: number;
  cancelled: boolean;
  createdAt: Date;
}

interface Seeded {
  account: TestAccount;
  createdAt: Date;
  phone: string | null;
  orders: PlacedOrder[];
}

let admin: TestAccount;
const seeded: Record<'meera' | 'kabir' | 'ravi' | 'nisha', Seeded> = {} as never;
const adminOrders: PlacedOrder[] = [];

const PRICE_A = 1_234_567; // ₹12,345.67
const PRICE_B = 899_999; // ₹8,999.99

const get = (url: string, account?: TestAccount) =>
  t.app.inject({ url, headers: account?.headers ?? {} });

/** Places a COD order through the API, then dates it (and cancels it) as the scenario needs. */
async function place(
  account: TestAccount,
  lines: { product: { id: string; pricePaise: number }; quantity: number }[],
  createdAt: Date,
  cancelled = false,
): Promise<PlacedOrder> {
  // Every order needs a phone (decision 051): an account's own, or, for one without, the number
  // given at checkout, which then becomes the account's (re-read after seeding).
  const ownPhone = await phoneOf(account.id);
  const body = orderBody(
    lines.map((l) => ({ product_id: l.product.id, quantity: l.quantity })),
    { phone: ownPhone ? undefined : CHECKOUT_PHONE },
  );
  const response = await postOrder(t.app, account, body);
  expect(response.statusCode).toBe(201);
  const id = response.json().id as string;
  if (cancelled) {
    const cancel = await putStatus(t.app, admin, id, 'cancelled');
    expect(cancel.json()).toBe(true);
  }
  await t.db.update(orders).set({ createdAt }).where(eq(orders.id, id));
  const totalPaise = lines.reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0);
  return { totalPaise, cancelled, createdAt };
}

/** The number a phone-less customer gives at checkout; no seeded account has it before. */
const CHECKOUT_PHONE = '+917000022222';

async function phoneOf(userId: string): Promise<string | null> {
  const [row] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}

async function customer(
  name: string,
  email: string,
  createdAt: Date,
  phone?: string,
): Promise<Seeded> {
  const account = await signUp(t.app, { name, email, ...(phone ? { phone } : {}) });
  await t.db.update(users).set({ createdAt }).where(eq(users.id, account.id));
  return { account, createdAt, phone: await phoneOf(account.id), orders: [] };
}

beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
  const monthStart = monthStartInIndia();
  seeded.meera = await customer(
    'Meera Joshi',
    'meera.joshi@example.in',
    new Date(monthStart.getTime() + 60 * 60 * 1000),
    '98290 12345',
  );
  // Exactly at 00:00 IST on the 1st: this month.
  seeded.kabir = await customer('Kabir Khan', 'kabir.khan@example.in', monthStart);
  // One millisecond earlier: last month. The % in the name checks that search escapes LIKE.
  seeded.ravi = await customer(
    'Ravi 100% Sharma',
    'ravi@example.in',
    new Date(monthStart.getTime() - 1),
    '+91 70000 11111',
  );
  seeded.nisha = await customer(
    'Nisha Verma',
    'nisha@example.in',
    new Date(Date.now() - 400 * 24 * 60 * 60 * 1000),
  );

  const a = { id: (await insertProduct(t.db, { pricePaise: PRICE_A, stock: 99 })).id };
  const b = { id: (await insertProduct(t.db, { pricePaise: PRICE_B, stock: 99 })).id };
  const productA = { ...a, pricePaise: PRICE_A };
  const productB = { ...b, pricePaise: PRICE_B };
  const at = (iso: string) => new Date(iso);
  seeded.meera.orders.push(
    await place(
      seeded.meera.account,
      [{ product: productA, quantity: 2 }],
      at('2026-02-01T10:00:00Z'),
    ),
    // The newest of Meera's orders, but cancelled: it counts for nothing.
    await place(
      seeded.meera.account,
      [{ product: productA, quantity: 1 }],
      at('2026-02-05T10:00:00Z'),
      true,
    ),
    await place(
      seeded.meera.account,
      [{ product: productB, quantity: 1 }],
      at('2026-01-10T10:00:00Z'),
    ),
  );
  seeded.kabir.orders.push(
    await place(
      seeded.kabir.account,
      [
        { product: productA, quantity: 1 },
        { product: productB, quantity: 3 },
      ],
      at('2025-12-24T08:30:00Z'),
    ),
  );
  // Ravi's only order was cancelled: he has no orders that count.
  seeded.ravi.orders.push(
    await place(
      seeded.ravi.account,
      [{ product: productB, quantity: 1 }],
      at('2026-01-02T00:00:00Z'),
      true,
    ),
  );
  // An admin's own order is not a customer's: it must not move the average.
  adminOrders.push(
    await place(admin, [{ product: productA, quantity: 5 }], at('2026-02-02T00:00:00Z')),
  );
  for (const s of Object.values(seeded)) s.phone = await phoneOf(s.account.id);
});

const counted = (s: Seeded) => s.orders.filter((o) => !o.cancelled);

/** What the list should say about one seeded customer, from the test's own records. */
function expectedCustomer(s: Seeded) {
  const kept = counted(s);
  const newest = kept.map((o) => o.createdAt.getTime()).sort((x, y) => y - x)[0];
  return {
    _id: s.account.id,
    fullName: s.account.name,
    email: s.account.email,
    phoneNumber: s.phone,
    createdAt: s.createdAt.toISOString(),
    orderCount: kept.length,
    totalSpent: kept.reduce((sum, o) => sum + o.totalPaise, 0) / 100,
    lastOrderAt: newest === undefined ? null : new Date(newest).toISOString(),
  };
}

const newestMemberFirst = () => [seeded.meera, seeded.kabir, seeded.ravi, seeded.nisha];

describe('admin customer endpoints: who may call them', () => {
  for (const url of ['/api/admin/customers', '/api/admin/customers/summary']) {
    it(`${url}: 401 without a session, 403 for a customer, 200 for an admin`, async () => {
      expect((await get(url)).statusCode).toBe(401);
      const asCustomer = await get(url, seeded.kabir.account);
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().error.code).toBe('forbidden');
      expect((await get(url, admin)).statusCode).toBe(200);
    });
  }
});

describe('GET /api/admin/customers', () => {
  it('lists every customer with figures from their non-cancelled orders, newest member first', async () => {
    const response = await get('/api/admin/customers', admin);
    expect(response.statusCode).toBe(200);
    const list = adminCustomerListSchema.parse(response.json());
    expect(list).toEqual(newestMemberFirst().map(expectedCustomer));
    expect(response.headers['x-total-count']).toBe('4');
    // Spot-check the arithmetic the expectations rest on (₹ with paise).
    expect(list[0]?.totalSpent).toBe(33_691.33);
    expect(list[0]?.phoneNumber).toBe('+919829012345');
  });

  it('does not list admins', async () => {
    const list = (await get('/api/admin/customers', admin)).json() as { _id: string }[];
    expect(list.map((c) => c._id)).not.toContain(admin.id);
  });

  it('pages with limit and offset, with the total before paging in X-Total-Count', async () => {
    const response = await get('/api/admin/customers?limit=2&offset=1', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { _id: string }) => c._id)).toEqual([
      seeded.kabir.account.id,
      seeded.ravi.account.id,
    ]);
    expect(response.headers['x-total-count']).toBe('4');
    const past = await get('/api/admin/customers?limit=2&offset=10', admin);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('4');
  });

  it('refuses a limit above 500 or a negative offset with a field error', async () => {
    const tooMany = await get('/api/admin/customers?limit=501', admin);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toHaveProperty('limit');
    expect((await get('/api/admin/customers?offset=-1', admin)).statusCode).toBe(400);
  });

  const search = async (q: string) => {
    const response = await get(`/api/admin/customers?q=${encodeURIComponent(q)}`, admin);
    expect(response.statusCode).toBe(200);
    return {
      ids: (response.json() as { _id: string }[]).map((c) => c._id),
      total: response.headers['x-total-count'],
    };
  };

  it('searches by name, case-insensitively', async () => {
    expect(await search('meera')).toEqual({ ids: [seeded.meera.account.id], total: '1' });
    expect((await search('VERMA')).ids).toEqual([seeded.nisha.account.id]);
  });

  it('searches by e-mail', async () => {
    expect((await search('kabir.khan@')).ids).toEqual([seeded.kabir.account.id]);
    expect((await search('@example.in')).ids).toEqual(newestMemberFirst().map((s) => s.account.id));
  });

  it('searches by phone, as stored or as typed with spaces', async () => {
    const meera = [seeded.meera.account.id];
    expect((await search('+919829012345')).ids).toEqual(meera);
    expect((await search('98290 12345')).ids).toEqual(meera);
    expect((await search('12345')).ids).toEqual(meera);
    expect((await search('70000 111')).ids).toEqual([seeded.ravi.account.id]);
  });

  it('treats % and _ as text, not wildcards', async () => {
    expect((await search('%')).ids).toEqual([seeded.ravi.account.id]);
    expect((await search('_')).ids).toEqual([]);
  });

  it('never finds an admin, even by name', async () => {
    expect((await search('Test Admin')).ids).toEqual([]);
  });

  it('pages a search: the total is the number of matches', async () => {
    const response = await get('/api/admin/customers?q=example.in&limit=1&offset=1', admin);
    expect(response.json().map((c: { _id: string }) => c._id)).toEqual([seeded.kabir.account.id]);
    expect(response.headers['x-total-count']).toBe('4');
  });
});

describe('GET /api/admin/customers/summary', () => {
  it('equals the figures computed from the seeded customers and orders', async () => {
    const response = await get('/api/admin/customers/summary', admin);
    expect(response.statusCode).toBe(200);
    const summary = adminCustomerSummarySchema.parse(response.json());

    const all = Object.values(seeded);
    const monthStart = monthStartInIndia().getTime();
    const kept = all.flatMap(counted);
    const sumPaise = kept.reduce((sum, o) => sum + o.totalPaise, 0);
    expect(summary).toEqual({
      totalCustomers: all.length,
      newThisMonth: all.filter((s) => s.createdAt.getTime() >= monthStart).length,
      customersWithOrders: all.filter((s) => counted(s).length > 0).length,
      averageOrderValue: Math.round(sumPaise / kept.length) / 100,
    });
    // The same figures written out, so a slip in the helpers above cannot hide a wrong answer.
    expect(summary).toEqual({
      totalCustomers: 4,
      newThisMonth: 2,
      customersWithOrders: 2,
      averageOrderValue: 24_345.66,
    });
    expect(adminOrders).toHaveLength(1);
  });
});

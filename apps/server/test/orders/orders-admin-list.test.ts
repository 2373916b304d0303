import { type Order, type OrderStatus, orderSchema, TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderItems, orderStatusHistory, orders } from '../../src/db/schema.ts';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct } from '../helpers/order-fixtures.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
let admin: TestAccount;
let customer: TestAccount;

interface Seed {
  name: string;
  email: string;
  status?: OrderStatus;
  /** How long ago it was placed: the list is newest first. */
  minutesAgo: number;
}

interface Seeded extends Seed {
  id: string;
  number: number;
}

/** Placed oldest first, so numbers rise with time as they do in the shop. */
const SEEDS: Seed[] = [
  { name: 'Asha Verma', email: 'asha@example.in', status: 'delivered', minutesAgo: 300 },
  { name: 'Rohan Mehta', email: 'rohan.mehta@example.in', status: 'completed', minutesAgo: 290 },
  { name: 'Asha Verma', email: 'asha@example.in', status: 'dispatched', minutesAgo: 280 },
  { name: 'Kabir Singh', email: 'a_b@example.in', status: 'cancelled', minutesAgo: 270 },
  { name: 'Kabir Singh', email: 'axb@example.in', status: 'processing', minutesAgo: 260 },
  { name: 'Rohan Mehta', email: 'rohan.mehta@example.in', status: 'new', minutesAgo: 250 },
  // 19 more, so that pages of 20 have a second page.
  ...Array.from({ length: 19 }, (_, i) => ({
    name: `Walk-in Customer ${i + 1}`,
    email: `walkin-${i + 1}@example.in`,
    status: (['new', 'processing', 'dispatched'] as const)[i % 3],
    minutesAgo: 200 - i,
  })),
];

let seeded: Seeded[];
/** Newest first: what the list must answer. */
let newestFirst: Seeded[];

/** One order with one item and its history, inserted directly, placed `minutesAgo`. */
async function insertOrder(seed: Seed, productId: string): Promise<Seeded> {
  const status = seed.status ?? 'new';
  const placedAt = sql`now() - make_interval(mins => ${seed.minutesAgo})`;
  const [row] = await t.db
    .insert(orders)
    .values({
      customerName: seed.name,
      email: seed.email,
      address: '14 Haveli Road, Jaipur',
      pincode: '302001',
      totalPaise: 25_000_00,
      paymentMethod: 'cod',
      status,
      holdsStock: status !== 'cancelled',
      ipAddress: '127.0.0.1',
      createdAt: placedAt,
    })
    .returning({ id: orders.id, number: orders.number });
  if (!row) throw new Error('order insert returned no row');
  await t.db.insert(orderItems).values({
    orderId: row.id,
    productId,
    productName: 'Jaisalmer King Bed',
    productBrand: 'Teakline',
    productCategory: 'beds',
    unitPricePaise: 25_000_00,
    quantity: 1,
  });
  await t.db
    .insert(orderStatusHistory)
    .values([
      { orderId: row.id, toStatus: 'new', createdAt: placedAt },
      ...(status === 'new' ? [] : [{ orderId: row.id, fromStatus: 'new', toStatus: status }]),
    ]);
  return { ...seed, ...row };
}

beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
  customer = await signUp(t.app);
  const product = await insertProduct(t.db);
  seeded = [];
  for (const seed of SEEDS) seeded.push(await insertOrder(seed, product.id));
  newestFirst = [...seeded].sort((a, b) => a.minutesAgo - b.minutesAgo);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const list = (query = '', account: TestAccount | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/orders${query}`, headers: account?.headers ?? {} });

/** The orders a successful list answered, checked against the shared contract. */
async function listed(query: string): Promise<{ orders: Order[]; total: number }> {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  const body = (response.json() as unknown[]).map((order) => orderSchema.parse(order));
  return { orders: body, total: Number(response.headers[TOTAL_COUNT_HEADER]) };
}

/** The SQL text and parameters of every query sent from now on (until the mocks restore). */
function recordQueries() {
  const handle = t.database;
  const spy = vi.spyOn(handle.kind === 'pglite' ? handle.client : handle.pool, 'query');
  return () =>
    spy.mock.calls.map(([query, params]) => ({
      text: typeof query === 'string' ? query : (query as { text: string }).text,
      params: params as unknown[],
    }));
}

const numbersOf = (rows: readonly { number: number }[]) => rows.map((r) => r.number);
const seededWhere = (keep: (s: Seeded) => boolean) => numbersOf(newestFirst.filter(keep));

describe('GET /api/orders (admin list)', () => {
  it('answers 401 signed out and 403 for a customer, with or without a query', async () => {
    for (const query of ['', '?q=asha&status=new&limit=5']) {
      expect((await list(query, null)).statusCode).toBe(401);
      expect((await list(query, customer)).statusCode).toBe(403);
      expect((await list(query, admin)).statusCode).toBe(200);
    }
  });

  it('answers every order, newest first, with items and history, when asked nothing', async () => {
    const { orders: all, total } = await listed('');
    expect(numbersOf(all)).toEqual(numbersOf(newestFirst));
    expect(total).toBe(SEEDS.length);
    const delivered = all.find((o) => o.number === seeded[0]?.number);
    expect(delivered?.items.map((i) => [i.name, i.quantity, i.price])).toEqual([
      ['Jaisalmer King Bed', 1, 25_000],
    ]);
    expect(delivered?.history.map((h) => h.status)).toEqual(['new', 'delivered']);
  });

  it('finds an order by its number, with or without #', async () => {
    const target = seeded[2] as Seeded;
    for (const q of [`${target.number}`, `%23${target.number}`, `%23%20${target.number}`]) {
      const { orders: found, total } = await listed(`?q=${q}`);
      expect(numbersOf(found)).toEqual([target.number]);
      expect(total).toBe(1);
    }
    expect((await listed('?q=999999')).orders).toEqual([]);
  });

  it('looks a number or an id up in that column alone, never in names and e-mails', async () => {
    // '1' is in walk-in names and e-mails, but as a search it means order #1, which is none.
    expect(seededWhere((s) => s.email.includes('1')).length).toBeGreaterThan(0);
    expect((await listed('?q=1')).orders).toEqual([]);

    const target = seeded[1] as Seeded;
    const sent = recordQueries();
    expect(numbersOf((await listed(`?q=%23${target.number}`)).orders)).toEqual([target.number]);
    expect(numbersOf((await listed(`?q=${target.id}`)).orders)).toEqual([target.number]);
    const searches = sent().filter((q) => q.text.includes('from "orders"'));
    expect(searches.length).toBeGreaterThan(0);
    for (const query of searches) expect(query.text).not.toMatch(/ilike/i);
  });

  it('finds an order by its id, in any case', async () => {
    const target = seeded[4] as Seeded;
    for (const q of [target.id, target.id.toUpperCase()]) {
      expect(numbersOf((await listed(`?q=${q}`)).orders)).toEqual([target.number]);
    }
  });

  it('finds orders by part of the customer name or e-mail, case-insensitively', async () => {
    const rohan = seededWhere((s) => s.name === 'Rohan Mehta');
    expect(rohan).toHaveLength(2);
    expect(numbersOf((await listed('?q=rOhAn')).orders)).toEqual(rohan);
    expect(numbersOf((await listed('?q=MEHTA%40EXAMPLE')).orders)).toEqual(rohan);
    expect(numbersOf((await listed('?q=asha%40example.in')).orders)).toEqual(
      seededWhere((s) => s.email === 'asha@example.in'),
    );
  });

  it('treats % and _ in the search as text, not wildcards', async () => {
    const underscored = seededWhere((s) => s.email === 'a_b@example.in');
    expect(underscored).toHaveLength(1);
    expect(numbersOf((await listed('?q=a_b%40')).orders)).toEqual(underscored);
    expect(numbersOf((await listed('?q=_')).orders)).toEqual(underscored);
    expect((await listed('?q=%25')).orders).toEqual([]);
  });

  it('filters by the exact stored status: delivered leaves completed out', async () => {
    for (const status of ['delivered', 'completed', 'dispatched', 'cancelled', 'new'] as const) {
      const { orders: found, total } = await listed(`?status=${status}`);
      expect(found.every((o) => o.status === status)).toBe(true);
      expect(numbersOf(found)).toEqual(seededWhere((s) => (s.status ?? 'new') === status));
      expect(total).toBe(found.length);
    }
    // Search and status together.
    expect(numbersOf((await listed('?q=rohan&status=new')).orders)).toEqual(
      seededWhere((s) => s.name === 'Rohan Mehta' && s.status === 'new'),
    );
  });

  it('refuses a status label or unknown status with a field error', async () => {
    for (const status of ['shipped', 'Delivered', 'lost']) {
      const response = await list(`?status=${status}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('status');
    }
  });

  it('pages newest first and counts every match in X-Total-Count', async () => {
    const first = await listed('?limit=20&offset=0');
    const second = await listed('?limit=20&offset=20');
    expect(first.total).toBe(SEEDS.length);
    expect(second.total).toBe(SEEDS.length);
    expect(numbersOf(first.orders)).toEqual(numbersOf(newestFirst.slice(0, 20)));
    expect(numbersOf(second.orders)).toEqual(numbersOf(newestFirst.slice(20)));

    const news = seededWhere((s) => (s.status ?? 'new') === 'new');
    const filtered = await listed('?status=new&limit=3&offset=3');
    expect(filtered.total).toBe(news.length);
    expect(numbersOf(filtered.orders)).toEqual(news.slice(3, 6));

    const past = await listed('?limit=20&offset=500');
    expect(past.orders).toEqual([]);
    expect(past.total).toBe(SEEDS.length);
  });

  it('refuses limits and offsets out of range with a field error', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=ten', 'limit'],
      ['?offset=-1', 'offset'],
      ['?offset=1.5', 'offset'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(field);
    }
  });

  it('loads items and history with the ids as one parameter (PostgreSQL takes 65,535)', async () => {
    const sent = recordQueries();
    const { orders: all } = await listed('');
    expect(all).toHaveLength(SEEDS.length);
    const byOrderIds = (table: string) => sent().find((q) => q.text.includes(`from "${table}"`));
    for (const table of ['order_items', 'order_status_history']) {
      const query = byOrderIds(table);
      expect(query?.params, table).toHaveLength(1);
      expect(new Set(query?.params[0] as string[]), table).toEqual(new Set(all.map((o) => o.id)));
    }
  });

  it('reads a page in a fixed number of queries, however many orders it holds', async () => {
    const queries = () => {
      const handle = t.database;
      const target = handle.kind === 'pglite' ? handle.client : handle.pool;
      return vi.spyOn(target, 'query');
    };
    const small = queries();
    await listed('?limit=2');
    const forTwo = small.mock.calls.length;
    small.mockRestore();

    const large = queries();
    await listed('?limit=25');
    const forTwentyFive = large.mock.calls.length;
    expect(forTwo).toBeGreaterThan(0);
    expect(forTwentyFive).toBe(forTwo);
  });
});

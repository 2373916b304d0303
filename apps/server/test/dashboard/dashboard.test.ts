import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@sheesham/shared';
import {
  dashboardSeriesSchema,
  dashboardStatsSchema,
  lowStockListSchema,
  recentOrderListSchema,
  topProductListSchema,
} from '@sheesham/shared/admin-dashboard';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, users } from '../../src/db/schema.ts';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct } from '../helpers/order-fixtures.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
let admin: TestAccount;
let customer: TestAccount;
/** When the signed-up customer's account was created (it counts as a customer too). */
let customerSignedUpAt: number;

beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
  customerSignedUpAt = Date.now();
  customer = await signUp(t.app);
});

const BASE = '/api/admin/dashboard';
const get = (path: string, account: TestAccount | null = admin) =>
  t.app.inject({ method: 'GET', url: `${BASE}${path}`, headers: account?.headers ?? {} });

const DAY = 24 * 60 * 60 * 1000;

// ----- independent arithmetic: the expected figures, computed here from what was seeded --------

/** The day in India, by Intl's time-zone database (the server uses SQL's; shared uses an offset). */
const indiaDay = (time: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(time));

/** The `count` days in India ending today, oldest first, stepping back a day at a time. */
function lastIndiaDays(count: number, now: number): string[] {
  const days: string[] = [];
  for (let time = now; days.length < count; time -= DAY) days.unshift(indiaDay(time));
  return days;
}

/** 19:00 UTC, `days` calendar days (UTC) before `now`. */
function utcEvening(now: number, days: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - days, 19);
}

const growth = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;

// ----- seeding ---------------------------------------------------------------------------------

interface SeededLine {
  productId: string;
  name: string;
  quantity: number;
  pricePaise: number;
}
interface SeededOrder {
  id: string;
  number: number;
  status: OrderStatus;
  totalPaise: number;
  createdAt: number;
  lines: SeededLine[];
}

async function insertOrder(
  status: OrderStatus,
  totalPaise: number,
  createdAt: number,
  lines: SeededLine[] = [],
): Promise<SeededOrder> {
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: customer.id,
      customerName: customer.name,
      email: customer.email,
      address: '14 Haveli Road, Jaipur',
      pincode: '302001',
      totalPaise,
      paymentMethod: 'cod',
      status,
      holdsStock: status !== 'cancelled',
      ipAddress: '127.0.0.1',
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    })
    .returning({ id: orders.id, number: orders.number });
  if (!row) throw new Error('order insert returned no row');
  if (lines.length > 0) {
    await t.db.insert(orderItems).values(
      lines.map((line) => ({
        orderId: row.id,
        productId: line.productId,
        productName: line.name,
        productImage: `/media/products/${line.productId}.webp`,
        productBrand: 'Teakline',
        productCategory: 'beds',
        unitPricePaise: line.pricePaise,
        quantity: line.quantity,
      })),
    );
  }
  return { ...row, status, totalPaise, createdAt, lines };
}

async function insertCustomer(createdAt: number, role = 'user') {
  const id = randomUUID();
  await t.db.insert(users).values({
    id,
    name: `Seeded ${role} ${id.slice(0, 6)}`,
    email: `${id}@example.in`,
    role,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  });
  return createdAt;
}

// ----- access ----------------------------------------------------------------------------------

const ENDPOINTS = [
  '/stats',
  '/recent-orders?limit=4',
  '/low-sffewewwfewewfeftock?limit=3',
  '/low-stock?limit=3',
  '/revenue?period=month',
  '/orders?period=month',
  '/top-products?limit=5',
];

describe('dashboard access (admins only)', () => {
  it.each(ENDPOINTS)(
    'GET %s: 401 signed out, 403 for a customer, 200 for an admin',
    async (path) => {
      const signedOut = await get(path, null);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().error.code).toBe('unauthorized');
      const asCustomer = await get(path, customer);
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().error.code).toBe('forbidden');
      expect((await get(path)).statusCode).toBe(200);
    },
  );

  it('answers 401 before looking at a bad query', async () => {
    expect((await get('/revenue?period=year', null)).statusCode).toBe(401);
    expect((await get('/recent-orders?limit=999', customer)).statusCode).toBe(403);
  });
});

describe('an empty shop', () => {
  it('has zero figures and no growth base (null), empty lists and zero days', async () => {
    const stats = dashboardStatsSchema.parse((await get('/stats')).json());
    expect(stats).toMatchObject({
      totalInventory: 0,
      totalProducts: 0,
      pendingOrders: 0,
      // The customer who just signed up; the admin is not a customer.
      totalCustomers: 1,
      monthlyRevenue: 0,
      totalOrders: 0,
      completedOrders: 0,
      averageOrderValue: 0,
      revenueGrowth: null,
      orderGrowth: null,
      customerGrowth: null,
    });
    expect((await get('/recent-orders')).json()).toEqual([]);
    expect((await get('/low-stock')).json()).toEqual([]);
    expect((await get('/top-products')).json()).toEqual([]);
    const revenue = dashboardSeriesSchema.parse((await get('/revenue')).json());
    expect(revenue.points).toHaveLength(30);
    expect(revenue.points.every((point) => point.value === 0)).toBe(true);
  });
});

describe('figures from seeded data', () => {
  let now: number;
  let seeded: SeededOrder[];
  const productStock: { stock: number; threshold: number; archived: boolean; id: string }[] = [];
  const customerTimes: number[] = [];

  beforeAll(async () => {
    now = Date.now();
    const ago = (days: number) => now - days * DAY;

    // Products: some below their own threshold, one equal to it, one archived.
    const shapes = [
      { name: 'Low Zero', stock: 0, stockThreshold: 10 },
      { name: 'Low Three', stock: 3, stockThreshold: 10 },
      { name: 'Not Low (own threshold 5)', stock: 7, stockThreshold: 5 },
      { name: 'Low Twelve (own threshold 20)', stock: 12, stockThreshold: 20 },
      { name: 'Archived Low', stock: 1, stockThreshold: 10, archivedAt: new Date(ago(2)) },
      { name: 'At Threshold', stock: 10, stockThreshold: 10 },
      { name: 'Plenty', stock: 40, stockThreshold: 10 },
    ];
    for (const shape of shapes) {
      const row = await insertProduct(t.db, shape);
      productStock.push({
        id: row.id,
        stock: row.stock,
        threshold: row.stockThreshold,
        archived: row.archivedAt !== null,
      });
    }
    const [bed, sofa, chair, , chest] = productStock.map((p) => p.id) as string[];
    const line = (
      productId: string | undefined,
      name: string,
      quantity: number,
      pricePaise: number,
    ) => ({
      productId: productId ?? '',
      name,
      quantity,
      pricePaise,
    });

    // Orders at controlled times: the last 30 days, the 30 before, older; some cancelled.
    seeded = [
      await insertOrder('new', 12_345_67, ago(0.5), [line(bed, 'Bed', 2, 6_172_83)]),
      await insertOrder('processing', 45_000_00, ago(3), [line(sofa, 'Sofa', 1, 45_000_00)]),
      await insertOrder('cancelled', 99_999_00, ago(4), [line(chair, 'Chair', 50, 1_999_98)]),
      await insertOrder('dispatched', 8_500_50, ago(9.2), [line(chair, 'Chair', 3, 2_833_50)]),
      await insertOrder('completed', 20_000_00, ago(15), [
        line(bed, 'Bed', 1, 10_000_00),
        line(chest, 'Chest (now archived)', 1, 10_000_00),
      ]),
      // 19:00 UTC is 00:30 the next day in India: grouping by UTC days would misplace it.
      await insertOrder('dispatched', 3_333_33, utcEvening(now, 6)),
      await insertOrder('delivered', 1_000_01, ago(29.5)),
      await insertOrder('new', 30_000_00, ago(31)),
      await insertOrder('delivered', 15_250_25, ago(44), [
        line(chest, 'Old Chest Name', 4, 3_812_56),
      ]),
      await insertOrder('cancelled', 70_000_00, ago(50)),
      await insertOrder('completed', 5_000_00, ago(59)),
      await insertOrder('processing', 2_000_00, ago(75)),
      await insertOrder('completed', 9_999_99, ago(120), [line(sofa, 'Sofa', 1, 9_999_99)]),
    ];
    // The chest is archived after it sold: it still counts, by its snapshot name.
    await t.db
      .update(products)
      .set({ archivedAt: new Date(ago(1)) })
      .where(eq(products.id, chest ?? ''));
    const chestEntry = productStock.find((p) => p.id === chest);
    if (chestEntry) chestEntry.archived = true;

    customerTimes.push(customerSignedUpAt);
    for (const days of [2, 11, 27]) customerTimes.push(await insertCustomer(ago(days)));
    for (const days of [33, 58]) customerTimes.push(await insertCustomer(ago(days)));
    customerTimes.push(await insertCustomer(ago(200)));
    // Admins are staff, not customers, whenever they joined.
    await insertCustomer(ago(5), 'admin');
  });

  const counted = () => seeded.filter((o) => o.status !== 'cancelled');
  const inLast30 = (time: number) => time > now - 30 * DAY;
  const inPrevious30 = (time: number) => time > now - 60 * DAY && time <= now - 30 * DAY;
  const rupees = (paise: number) => paise / 100;
  const sumPaise = (list: SeededOrder[]) => list.reduce((sum, o) => sum + o.totalPaise, 0);

  it('stats: every figure equals the sum over the seeded rows', async () => {
    const response = await get('/stats');
    expect(response.statusCode).toBe(200);
    const stats = dashboardStatsSchema.parse(response.json());

    const live = productStock.filter((p) => !p.archived);
    const current = counted().filter((o) => inLast30(o.createdAt));
    const previous = counted().filter((o) => inPrevious30(o.createdAt));
    const customersNow = customerTimes.filter(inLast30).length;
    const customersBefore = customerTimes.filter(inPrevious30).length;

    expect(stats.totalInventory).toBe(live.reduce((sum, p) => sum + p.stock, 0));
    expect(stats.totalProducts).toBe(live.length);
    expect(stats.pendingOrders).toBe(
      seeded.filter((o) => o.status === 'new' || o.status === 'processing').length,
    );
    expect(stats.totalCustomers).toBe(customerTimes.length);
    expect(stats.monthlyRevenue).toBe(rupees(sumPaise(current)));
    expect(stats.totalOrders).toBe(seeded.length);
    expect(stats.completedOrders).toBe(
      seeded.filter((o) => o.status === 'delivered' || o.status === 'completed').length,
    );
    expect(stats.averageOrderValue).toBe(
      rupees(Math.round(sumPaise(counted()) / counted().length)),
    );
    expect(stats.revenueGrowth).toBe(growth(sumPaise(current), sumPaise(previous)));
    expect(stats.orderGrowth).toBe(growth(current.length, previous.length));
    expect(stats.customerGrowth).toBe(growth(customersNow, customersBefore));
    // The seed makes every growth real and non-trivial (guards against a vacuous comparison).
    expect(stats.revenueGrowth).not.toBeNull();
    expect(stats.orderGrowth).not.toBe(0);
    expect(stats.customerGrowth).toBeGreaterThan(0);
  });

  it('recent orders: the latest 4 by default, newest first, up to 20', async () => {
    const newest = [...seeded].sort((a, b) => b.createdAt - a.createdAt);
    const fourth = recentOrderListSchema.parse((await get('/recent-orders')).json());
    expect(fourth.map((o) => o.id)).toEqual(newest.slice(0, 4).map((o) => o.id));
    expect(fourth[0]).toMatchObject({
      number: newest[0]?.number,
      customer_name: customer.name,
      email: customer.email,
      total_amount: rupees(newest[0]?.totalPaise ?? -1),
      status: newest[0]?.status,
      created_at: new Date(newest[0]?.createdAt ?? 0).toISOString(),
    });
    const all = recentOrderListSchema.parse((await get('/recent-orders?limit=20')).json());
    expect(all.map((o) => o.id)).toEqual(newest.map((o) => o.id));
  });

  it('low stock: products below their own threshold, not archived, lowest stock first', async () => {
    const expected = productStock
      .filter((p) => !p.archived && p.stock < p.threshold)
      .sort((a, b) => a.stock - b.stock)
      .map((p) => [p.id, p.stock, p.threshold]);
    const typo = lowStockListSchema.parse((await get('/low-sffewewwfewewfeftock?limit=3')).json());
    const correct = lowStockListSchema.parse((await get('/low-stock?limit=3')).json());
    expect(typo.map((p) => [p._id, p.stock, p.stock_threshold])).toEqual(expected.slice(0, 3));
    expect(correct).toEqual(typo);
    expect((await get('/low-stock?limit=2')).json()).toHaveLength(2);
    expect((await get('/low-stock')).json()).toEqual(typo);
  });

  it('revenue and orders: one point per day in India for 30 days, days without orders are 0', async () => {
    const days = lastIndiaDays(30, now);
    const revenueByDay = new Map<string, number>();
    const ordersByDay = new Map<string, number>();
    for (const order of counted()) {
      const day = indiaDay(order.createdAt);
      revenueByDay.set(day, (revenueByDay.get(day) ?? 0) + order.totalPaise);
      ordersByDay.set(day, (ordersByDay.get(day) ?? 0) + 1);
    }

    const revenue = dashboardSeriesSchema.parse((await get('/revenue?period=month')).json());
    expect(revenue.time_zone).toBe('Asia/Kolkata');
    expect(revenue.points).toEqual(
      days.map((date) => ({ date, value: rupees(revenueByDay.get(date) ?? 0) })),
    );
    const orderCounts = dashboardSeriesSchema.parse((await get('/orders?period=month')).json());
    expect(orderCounts.points).toEqual(
      days.map((date) => ({ date, value: ordersByDay.get(date) ?? 0 })),
    );
    // Most days had no orders, and they are there as zeros; the cancelled day counts nothing.
    const zeroDays = orderCounts.points.filter((point) => point.value === 0);
    expect(zeroDays.length).toBe(days.filter((day) => !ordersByDay.has(day)).length);
    expect(zeroDays.length).toBeGreaterThan(20);
    const cancelledDay = indiaDay(seeded[2]?.createdAt ?? 0);
    expect(orderCounts.points.find((p) => p.date === cancelledDay)?.value ?? 0).toBe(
      ordersByDay.get(cancelledDay) ?? 0,
    );
  });

  it("series: 'month' is the default, 'week' gives 7 days, anything else is a 400", async () => {
    const byDefault = dashboardSeriesSchema.parse((await get('/revenue')).json());
    expect(byDefault.period).toBe('month');
    expect(byDefault.points).toHaveLength(30);
    const week = dashboardSeriesSchema.parse((await get('/orders?period=week')).json());
    expect(week.points.map((p) => p.date)).toEqual(lastIndiaDays(7, now));
    for (const path of ['/revenue?period=year', '/orders?period=']) {
      const response = await get(path);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('period');
    }
  });

  it('top products: by units sold in counted orders, archived ones by their latest snapshot name', async () => {
    const totals = new Map<string, { units: number; paise: number; name: string; at: number }>();
    for (const order of counted()) {
      for (const line of order.lines) {
        const entry = totals.get(line.productId) ?? { units: 0, paise: 0, name: '', at: -1 };
        entry.units += line.quantity;
        entry.paise += line.quantity * line.pricePaise;
        if (order.createdAt > entry.at)
          Object.assign(entry, { name: line.name, at: order.createdAt });
        totals.set(line.productId, entry);
      }
    }
    const expected = [...totals.entries()]
      .sort(([, a], [, b]) => b.units - a.units || b.paise - a.paise)
      .map(([id, entry]) => ({
        product_id: id,
        name: entry.name,
        units_sold: entry.units,
        revenue: rupees(entry.paise),
      }));

    const top = topProductListSchema.parse((await get('/top-products?limit=5')).json());
    expect(top.map(({ image: _image, ...rest }) => rest)).toEqual(expected.slice(0, 5));
    expect(top.map((p) => p.name)).toContain('Chest (now archived)');
    expect((await get('/top-products?limit=1')).json()).toHaveLength(1);
  });

  it('list limits outside 1-20 are per-field 400s', async () => {
    for (const path of ['/recent-orders?limit=21', '/low-stock?limit=0', '/top-products?limit=x']) {
      const response = await get(path);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('limit');
    }
  });
});

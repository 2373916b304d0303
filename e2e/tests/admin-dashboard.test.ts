import { formatRupees, fromPaise, type Order, type Product, toPaise } from '@sheesham/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpCustomer } from '../support/accounts.ts';
import { adminGet, openAdminView, signInAsAdmin } from '../support/admin.ts';
import { useBrowser } from '../support/browser.ts';
import { placeCodOrderThroughApi, wellStockedProduct } from '../support/shopping.ts';

const session = useBrowser();

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = 100;
const count = (n: number) => n.toLocaleString('en-IN');
const istDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** What the dashboard shows, as text, so a difference reads plainly in the failure. */
interface Figures {
  totalInventory: string;
  pendingOrders: string;
  totalCustomers: string;
  monthlyRevenue: string;
  /** "Order #N" of each Recent Orders line, newest first. */
  recentOrders: string[];
  /** The revenue chart's text alternative: its summary's total and today's row of its table. */
  revenueTotal: string;
  revenueToday: string;
}

async function everyPage<T>(fetchPage: (offset: number) => Promise<{ items: T[]; total: number }>) {
  const items: T[] = [];
  for (let total = 1; items.length < total; ) {
    const page = await fetchPage(items.length);
    if (page.items.length === 0) break;
    items.push(...page.items);
    total = page.total;
  }
  return items;
}

const rupeesOf = (orders: Order[]) =>
  fromPaise(orders.reduce((sum, order) => sum + toPaise(order.total_amount), 0));

/**
 * The figures worked out here from the raw lists (every product page, every order, every
 * customer), with the dashboard's own definitions (shared admin-dashboard.ts): units in stock,
 * new or processing orders, accounts with the user role, non-cancelled orders of the last 30 days.
 */
async function expectedFigures(token: string): Promise<Figures> {
  const products = await everyPage((offset) =>
    adminGet<{ items: Product[]; total: number }>(
      token,
      `admin/products?limit=${PAGE}&offset=${offset}`,
    ),
  );
  const orders = await adminGet<Order[]>(token, 'orders');
  const customers = await adminGet<unknown[]>(token, 'admin/customers');
  const now = Date.now();
  const counted = orders.filter((order) => order.status !== 'cancelled');
  const today = istDay.format(now);
  const last30Days = new Set(Array.from({ length: 30 }, (_, i) => istDay.format(now - i * DAY_MS)));
  const dayOf = (order: Order) => istDay.format(new Date(order.created_at));
  return {
    totalInventory: count(products.reduce((sum, product) => sum + product.stock, 0)),
    pendingOrders: count(
      orders.filter((o) => o.status === 'new' || o.status === 'processing').length,
    ),
    totalCustomers: count(customers.length),
    monthlyRevenue: formatRupees(
      rupeesOf(counted.filter((o) => Date.parse(o.created_at) > now - 30 * DAY_MS)),
    ),
    recentOrders: [...orders]
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.number - a.number)
      .slice(0, 4)
      .map((order) => `Order #${order.number}`),
    revenueTotal: formatRupees(rupeesOf(counted.filter((o) => last30Days.has(dayOf(o))))),
    revenueToday: formatRupees(rupeesOf(counted.filter((o) => dayOf(o) === today))),
  };
}

function statCard(page: Page, label: string) {
  return page.getByRole('region', { name: label, exact: true });
}

/** A card's figure once it has loaded (the skeleton has no text). */
async function cardValue(page: Page, label: string): Promise<string> {
  const value = statCard(page, label).locator('p').first();
  await expect.poll(() => value.innerText()).toMatch(/\d/);
  return (await value.innerText()).trim();
}

async function shownFigures(page: Page): Promise<Figures> {
  const recent = page.getByRole('region', { name: 'Recent Orders' });
  await recent.getByRole('listitem').first().waitFor();
  const revenue = page.getByRole('region', { name: 'Revenue', exact: true });
  const table = revenue.getByRole('table', { name: 'Revenue per day, last 30 days' });
  const summary = revenue.getByText(/^Total ₹[\d,.]+ in 30 days/);
  await summary.waitFor();
  return {
    totalInventory: await cardValue(page, 'Total Inventory'),
    pendingOrders: await cardValue(page, 'Pending Orders'),
    totalCustomers: await cardValue(page, 'Total Customers'),
    monthlyRevenue: await cardValue(page, 'Monthly Revenue'),
    recentOrders: (await recent.getByText(/^Order #\d+$/).allInnerTexts()).map((t) => t.trim()),
    revenueTotal: /^Total (₹[\d,.]+) in 30 days/.exec(await summary.innerText())?.[1] ?? '',
    revenueToday: (await table.getByRole('row').last().getByRole('cell').innerText()).trim(),
  };
}

/**
 * Other journeys place orders and sign up at the same time, so the figures are read between two
 * identical computations from the API; a reading that straddles a change is taken again.
 */
async function readSettledFigures(page: Page, token: string) {
  for (let attempt = 1; ; attempt++) {
    const before = await expectedFigures(token);
    await openAdminView(page, 'Dashboard');
    const shown = await shownFigures(page);
    const after = await expectedFigures(token);
    if (JSON.stringify(before) === JSON.stringify(after) || attempt === 5) {
      return { shown, expected: after };
    }
  }
}

describe('Admin dashboard', () => {
  it('shows the figures the API lists add up to, the new order among Recent Orders, and the revenue chart in words', async () => {
    const { page, baseUrl } = session;
    const customer = await signUpCustomer(baseUrl, 'Devika Rathore');
    const product = await wellStockedProduct(baseUrl, 1);
    const order = await placeCodOrderThroughApi(baseUrl, customer, product, 2);
    expect(order.total_amount).toBe(product.price * 2);

    const token = await signInAsAdmin(page);
    const { shown, expected } = await readSettledFigures(page, token);
    expect(shown).toEqual(expected);
    // The new order counts: it is pending and today's revenue holds at least its total.
    expect(expected.recentOrders).toContain(`Order #${order.number}`);
    expect(toPaise(Number(expected.revenueToday.replace(/[₹,]/g, '')))).toBeGreaterThanOrEqual(
      toPaise(order.total_amount),
    );

    // Its Recent Orders line: who, how much, and the shared label for a new order.
    const line = page
      .getByRole('region', { name: 'Recent Orders' })
      .getByRole('listitem')
      .filter({ hasText: `Order #${order.number}` });
    const text = await line.innerText();
    expect(text).toContain('Devika Rathore');
    expect(text).toContain(formatRupees(order.total_amount));
    expect(text).toContain('New'); // the shared label (docs/decisions/013)

    // The drawing itself is hidden from assistive tech; its table has a row per day.
    const revenue = page.getByRole('region', { name: 'Revenue', exact: true });
    expect(await revenue.locator('svg[aria-hidden="true"]').count()).toBe(1);
    const table = revenue.getByRole('table', { name: 'Revenue per day, last 30 days' });
    expect(await table.getByRole('row').count()).toBe(31); // header + 30 days
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Day', 'Revenue']);
  });
});

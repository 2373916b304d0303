import { type Order, type Product, TOTAL_COUNT_HEADER } from '@sheesham/shared';
import type {
  DashboardSeries,
  DashboardStats,
  LowStockProduct,
  RecentOrder,
  TopProduct,
} from '@sheesham/shared/admin-dashboard';
import { kolkataDays } from '@sheesham/shared/kolkata-calendar';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { currentToast, subscribeToToast } from '@/components/ui/toast-store';
import { buttonNamed, click, settle, text, waitFor } from '@/testing/dom';
import { fakeApi, type Handler, type Reply } from '@/testing/fake-api';
import { ADMIN, aProduct } from '@/testing/fixtures';
import { anItem, anOrder } from '@/testing/orders';
import { render, resetTestState } from '@/testing/render';
import { dailySeriesQueryOptions } from './api/daily-series';
import { dashboardStatsQueryOptions } from './api/dashboard-stats';
import { lowStockQueryOptions } from './api/low-stock';
import { recentOrdersQueryOptions } from './api/recent-orders';
import { topProductsQueryOptions } from './api/top-products';
import { DashboardView } from './dashboard-view';

const toastTitles: string[] = [];
const stopWatching = subscribeToToast(() => {
  const toast = currentToast();
  if (toast) toastTitles.push(toast.title);
});

afterEach(() => {
  resetTestState();
  toastTitles.length = 0;
});
afterAll(() => {
  stopWatching();
});

const STATS = 'GET /api/admin/dashboard/stats';
const RECENT = 'GET /api/admin/dashboard/recent-orders?limit=4';
const LOW_STOCK = 'GET /api/admin/dashboard/low-stock?limit=3';
const REVENUE = 'GET /api/admin/dashboard/revenue?period=month';
const ORDER_SERIES = 'GET /api/admin/dashboard/orders?period=month';
const TOP = 'GET /api/admin/dashboard/top-products?limit=5';
const DELIVERIES = 'GET /api/admin/dashboard/deliveries';
const ORDERS = 'GET /api/orders?limit=100&offset=0';
const CUSTOMERS = 'GET /api/admin/customers?limit=1';
const productsPage = (offset: number) =>
  `GET /api/admin/products?sort=stock_asc&limit=100&offset=${offset}`;

const ok = (body: unknown): Reply => ({ status: 200, body });
const serverError: Reply = { status: 500, body: { error: { code: 'boom', message: 'Boom' } } };
const never = () => new Promise<Reply>(() => {});

const stats: DashboardStats = {
  totalInventory: 1234,
  totalProducts: 48,
  pendingOrders: 7,
  totalCustomers: 1520,
  monthlyRevenue: 123_456.5,
  monthlyRevenueByChannel: { online: 100_000, showroom: 20_456.5, phone: 3_000 },
  monthlyCollected: 98_000,
  totalOrders: 90,
  completedOrders: 60,
  averageOrderValue: 25_000,
  revenueGrowth: 25.5,
  orderGrowth: -10,
  customerGrowth: null,
};

const recentOrder = (number: number, status: RecentOrder['status']): RecentOrder => ({
  id: `order-${number}`,
  number,
  customer_name: `Customer ${number}`,
  channel: 'online',
  email: `c${number}@example.in`,
  total_amount: number * 10,
  status,
  created_at: '2026-03-05T10:30:00.000Z',
});
const recent = [
  recentOrder(1004, 'new'),
  recentOrder(1003, 'dispatched'),
  recentOrder(1002, 'completed'),
  recentOrder(1001, 'cancelled'),
];

const lowStock: LowStockProduct[] = [
  {
    _id: 'p1',
    name: 'Udaipur Chair',
    brand: 'Teakline',
    category: 'chairs',
    image: '',
    stock: 0,
    stock_threshold: 10,
  },
  {
    _id: 'p2',
    name: 'Jodhpur Sofa',
    brand: 'Teakline',
    category: 'sofas',
    image: '',
    stock: 2,
    stock_threshold: 10,
  },
  {
    _id: 'p3',
    name: 'Ajmer Chest',
    brand: 'Teakline',
    category: 'storage',
    image: '',
    stock: 12,
    stock_threshold: 20,
  },
];

/** 30 days ending today in India; values on the given day offsets (0 = the oldest day). */
function series(values: Record<number, number>): DashboardSeries {
  return {
    period: 'month',
    time_zone: 'Asia/Kolkata',
    points: kolkataDays(new Date(), 30).map((date, index) => ({ date, value: values[index] ?? 0 })),
  };
}

const top: TopProduct[] = [
  { product_id: 'a', name: 'Jaisalmer King Bed', image: '', units_sold: 9, revenue: 405_000 },
  { product_id: 'b', name: 'Old Chest (archived)', image: '', units_sold: 4, revenue: 60_000 },
];

/** Today's and tomorrow's deliveries by slot (issue #26). */
const deliveries = {
  slots: [
    {
      slot: 'morning',
      label: 'Morning (9 AM – 1 PM)',
      start_hour: 9,
      end_hour: 13,
      default_capacity: 6,
    },
    {
      slot: 'afternoon',
      label: 'Afternoon (1 PM – 5 PM)',
      start_hour: 13,
      end_hour: 17,
      default_capacity: 6,
    },
    {
      slot: 'evening',
      label: 'Evening (5 PM – 9 PM)',
      start_hour: 17,
      end_hour: 21,
      default_capacity: 4,
    },
  ],
  days: ['2026-12-05', '2026-12-06'].map((date, index) => ({
    date,
    slots: [
      { slot: 'morning', capacity: 6, booked: 3 + index, overridden: false },
      { slot: 'afternoon', capacity: 6, booked: 0, overridden: false },
      { slot: 'evening', capacity: 2, booked: 2, overridden: true },
    ],
  })),
};

/** Every dashboard call answering, plus the given overrides. */
function serverAnswers(overrides: Record<string, Handler> = {}) {
  return fakeApi(
    {
      [STATS]: () => ok(stats),
      [RECENT]: () => ok(recent),
      [LOW_STOCK]: () => ok(lowStock),
      [REVENUE]: () => ok(series({ 28: 45_000, 29: 1_500.5 })),
      [ORDER_SERIES]: () => ok(series({ 10: 2, 29: 1 })),
      [TOP]: () => ok(top),
      [DELIVERIES]: () => ok(deliveries),
      ...overrides,
    },
    { session: ADMIN },
  );
}

const card = (label: string) => document.querySelector(`section[aria-label="${label}"]`);
const cardValue = (label: string) => card(label)?.querySelector('p')?.textContent;
const trendOf = (label: string) => card(label)?.querySelector('[data-trend]');
const listTexts = (testId: string) =>
  [...document.querySelectorAll(`[data-testid="${testId}"] > li`)].map((li) => li.textContent);
const tableRows = (caption: string) => {
  const table = [...document.querySelectorAll('table')].find(
    (t) => t.caption?.textContent === caption,
  );
  return [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );
};

describe('DashboardView with the dashboard API', () => {
  it("calls each dashboard endpoint with the spec's parameters, and nothing for the fallback", async () => {
    const calls = serverAnswers();
    render(<DashboardView />);
    await waitFor(() => expect(cardValue('Pending Orders')).toBe('7'));
    await settle();
    const dashboardCalls = calls.map((c) => c.key).filter((key) => key.includes('/dashboard/'));
    expect(dashboardCalls.sort()).toEqual(
      [STATS, RECENT, LOW_STOCK, REVENUE, ORDER_SERIES, TOP, DELIVERIES].sort(),
    );
    expect(calls.map((c) => c.key)).not.toContain(ORDERS);
    expect(calls.every((c) => c.headers.get('Authorization') === 'Bearer test-token')).toBe(true);
    expect(toastTitles).toEqual([]);
    expect(text()).not.toContain('could not be loaded');
  });

  it("shows today's and tomorrow's deliveries in each slot against its places", async () => {
    serverAnswers();
    render(<DashboardView />);
    const panel = await waitFor(() => {
      const found = document.querySelector('[data-testid="deliveries-by-slot"]');
      if (!found) throw new Error('no deliveries yet');
      return found;
    });
    expect(panel.textContent).toContain('Today · Sat, 5 Dec');
    expect(panel.textContent).toContain('Tomorrow · Sun, 6 Dec');
    expect(panel.textContent).toContain('Morning (9 AM – 1 PM)3 of 6');
    expect(panel.textContent).toContain('Evening (5 PM – 9 PM)2 of 2');
  });

  it('reloads every figure with Refresh, and every minute while visible', async () => {
    const calls = serverAnswers();
    render(<DashboardView />);
    await waitFor(() => expect(cardValue('Pending Orders')).toBe('7'));
    const dashboardCalls = () => calls.filter((c) => c.key.includes('/dashboard/')).length;
    expect(dashboardCalls()).toBe(7);
    click(buttonNamed('Refresh'));
    await waitFor(() => expect(dashboardCalls()).toBe(14));
    for (const options of [
      dashboardStatsQueryOptions(),
      recentOrdersQueryOptions(),
      lowStockQueryOptions(),
      dailySeriesQueryOptions('revenue', 'month'),
      dailySeriesQueryOptions('orders', 'month'),
      topProductsQueryOptions(),
    ]) {
      expect([options.refetchInterval, options.refetchIntervalInBackground]).toEqual([
        60_000,
        false,
      ]);
    }
  });

  it('shows the four cards with growth in words, green up and red down', async () => {
    serverAnswers();
    render(<DashboardView />);
    await waitFor(() => expect(cardValue('Monthly Revenue')).toBe('₹1,23,456.5'));
    expect(cardValue('Total Inventory')).toBe('1,234');
    expect(card('Total Inventory')?.textContent).toContain('Units in stock across 48 products');
    expect(cardValue('Pending Orders')).toBe('7');
    expect(cardValue('Total Customers')).toBe('1,520');

    expect(trendOf('Monthly Revenue')?.textContent).toBe('+25.5% from last month');
    expect(trendOf('Monthly Revenue')?.className).toContain('text-success');
    expect(
      card('Monthly Revenue')?.querySelector('[data-testid="revenue-collected"]')?.textContent,
    ).toBe('Collected ₹98,000');
    expect(trendOf('Pending Orders')?.textContent).toBe('Orders placed: -10% vs previous 30 days');
    expect(trendOf('Pending Orders')?.className).toContain('text-destructive');
    expect(trendOf('Total Customers')?.textContent).toBe('Nothing to compare with last month');
  });

  it('lists the recent orders with the shared status labels (docs/decisions/013)', async () => {
    serverAnswers();
    render(<DashboardView />);
    await waitFor(() => expect(listTexts('recent-orders')).toHaveLength(4));
    const rows = listTexts('recent-orders');
    expect(rows[0]).toContain('Order #1004');
    expect(rows[0]).toContain('Customer 1004');
    expect(rows[0]).toContain('₹10,040');
    const labels = [
      ...document.querySelectorAll('[data-testid="recent-orders"] [data-status]'),
    ].map((badge) => badge.textContent);
    // Issue #12: the words of the Orders view and the profile, not SPEC §4's dashboard mapping.
    expect(labels).toEqual(['New', 'Shipped', 'Completed', 'Cancelled']);
  });

  it('lists low stock with what is left and the threshold', async () => {
    serverAnswers();
    render(<DashboardView />);
    await waitFor(() => expect(listTexts('low-stock')).toHaveLength(3));
    expect(listTexts('low-stock')[0]).toContain('Udaipur Chair');
    expect(listTexts('low-stock')[0]).toContain('0 left');
    expect(listTexts('low-stock')[2]).toContain('12 left');
    expect(listTexts('low-stock')[2]).toContain('Threshold 20');
    expect(text()).not.toContain('All products are well stocked');
  });

  it('links each recent order to the Orders view searched for its number', async () => {
    serverAnswers();
    render(<DashboardView />);
    await waitFor(() => expect(listTexts('recent-orders')).toHaveLength(4));
    const links = [
      ...document.querySelectorAll<HTMLAnchorElement>('[data-testid="recent-orders"] a'),
    ];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Order #1004', '/admin/orders?q=%231004'],
      ['Order #1003', '/admin/orders?q=%231003'],
      ['Order #1002', '/admin/orders?q=%231002'],
      ['Order #1001', '/admin/orders?q=%231001'],
    ]);
  });

  it('links each low-stock product to the inventory searched for its name', async () => {
    serverAnswers();
    render(<DashboardView />);
    await waitFor(() => expect(listTexts('low-stock')).toHaveLength(3));
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="low-stock"] a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Udaipur Chair', '/admin/inventory?q=Udaipur+Chair'],
      ['Jodhpur Sofa', '/admin/inventory?q=Jodhpur+Sofa'],
      ['Ajmer Chest', '/admin/inventory?q=Ajmer+Chest'],
    ]);
  });

  it("says 'All products are well stocked' when nothing is low", async () => {
    serverAnswers({ [LOW_STOCK]: () => ok([]) });
    render(<DashboardView />);
    await waitFor(() => expect(text()).toContain('All products are well stocked'));
  });

  it('draws both charts with a table alternative and a summary, zero days included', async () => {
    serverAnswers();
    render(<DashboardView />);
    await waitFor(() => expect(tableRows('Revenue per day, last 30 days')).toHaveLength(30));
    const revenue = tableRows('Revenue per day, last 30 days');
    expect(revenue[0]?.[1]).toBe('₹0');
    expect(revenue[28]?.[1]).toBe('₹45,000');
    expect(revenue[29]?.[1]).toBe('₹1,500.5');
    expect(text()).toContain('Total ₹46,500.5 in 30 days; highest on');
    const orders = tableRows('Orders per day, last 30 days');
    expect(orders.map((row) => row[1]).filter((v) => v !== '0 orders')).toEqual([
      '2 orders',
      '1 order',
    ]);
    expect(text()).toContain('Total 3 orders in 30 days');
    // The highest day is said once, in the summary line.
    expect(text()).not.toContain('Highest:');
    // Visually hidden through a wrapper: a table ignores the 1 px box of .sr-only.
    for (const table of document.querySelectorAll('table')) {
      expect(table.className).toBe('');
      expect(table.parentElement?.className).toBe('sr-only');
    }
    // The drawings are decoration for assistive tech: the tables carry the figures.
    expect(document.querySelector('[data-testid="bar-chart"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(document.querySelectorAll('[data-testid="bar-chart"] rect')).toHaveLength(30);
    expect(document.querySelector('[data-testid="line-chart"] polyline')).not.toBeNull();
  });

  it('ranks the top products', async () => {
    serverAnswers();
    render(<DashboardView />);
    await waitFor(() => expect(listTexts('top-products')).toHaveLength(2));
    expect(listTexts('top-products')[0]).toContain('Jaisalmer King Bed');
    expect(listTexts('top-products')[0]).toContain('9 sold');
    expect(listTexts('top-products')[1]).toContain('Old Chest (archived)');
  });

  it('shows skeletons while loading, and says so to screen readers', async () => {
    serverAnswers(
      Object.fromEntries(
        [STATS, RECENT, LOW_STOCK, REVENUE, ORDER_SERIES, TOP].map((k) => [k, never]),
      ),
    );
    render(<DashboardView />);
    await settle();
    expect(document.querySelectorAll('.animate-pulse').length).toBeGreaterThanOrEqual(4 + 3);
    expect(cardValue('Monthly Revenue')).toBe('');
    expect(text()).toContain('Loading recent orders…');
    expect(text()).not.toContain('All products are well stocked');
    expect(text()).not.toContain('No orders yet');
  });
});

describe('DashboardView fallback (SPEC §7, §9)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
  const placed = (
    number: number,
    status: Order['status'],
    total: number,
    days: number,
    items = [anItem()],
  ) =>
    anOrder({
      id: `o-${number}`,
      number,
      status,
      total_amount: total,
      created_at: ago(days),
      date: ago(days),
      items,
    });
  const orders: Order[] = [
    placed(1005, 'new', 10_000, 0.2, [anItem({ productId: 'bed', quantity: 3, price: 10_000 })]),
    placed(1004, 'processing', 20_000.5, 2, [
      anItem({ productId: 'sofa', name: 'Sofa', quantity: 1, price: 20_000.5 }),
    ]),
    placed(1003, 'cancelled', 99_000, 3, [
      anItem({ productId: 'sofa', name: 'Sofa', quantity: 9, price: 11_000 }),
    ]),
    placed(1002, 'dispatched', 5_000, 10),
    placed(1001, 'completed', 7_000, 45),
  ];
  const products: Product[] = [
    aProduct({ _id: 'p-low', name: 'Low Chair', stock: 1, stock_threshold: 10 }),
    aProduct({ _id: 'p-ok', name: 'Plenty Bed', stock: 30, stock_threshold: 10 }),
  ];
  const allDashboardCallsFail = Object.fromEntries(
    [STATS, RECENT, LOW_STOCK, REVENUE, ORDER_SERIES, TOP].map((key) => [key, () => serverError]),
  );

  it("toasts 'Error loading dashboard data' once and computes every part from orders, products and customers", async () => {
    const calls = fakeApi(
      {
        ...allDashboardCallsFail,
        [ORDERS]: () => ok(orders),
        [productsPage(0)]: () => ok({ items: products, total: 2 }),
        // The count is the header's: the list itself is one page.
        [CUSTOMERS]: () => ({ ...ok([{ _id: 'a' }]), headers: { [TOTAL_COUNT_HEADER]: '3' } }),
      },
      { session: ADMIN },
    );
    render(<DashboardView />);
    await waitFor(() => expect(cardValue('Total Customers')).toBe('3'));
    await settle();

    expect(toastTitles).toEqual(['Error loading dashboard data']);
    expect(currentToast()?.variant).toBe('destructive');
    expect(text()).toContain('Some figures could not be loaded from the server');
    // Counted orders of the last 30 days: 10,000 + 20,000.5 + 5,000 (not the cancelled one).
    expect(cardValue('Monthly Revenue')).toBe('₹35,000.5');
    expect(cardValue('Pending Orders')).toBe('2');
    expect(cardValue('Total Inventory')).toBe('31');
    expect(trendOf('Monthly Revenue')?.textContent).toBe('+12% from last month');
    expect(trendOf('Pending Orders')?.textContent).toBe('Orders placed: +5% vs previous 30 days');
    expect(trendOf('Total Customers')?.textContent).toBe('+18% new customers from last month');

    expect(listTexts('recent-orders').map((row) => row?.match(/#\d+/)?.[0])).toEqual([
      '#1005',
      '#1004',
      '#1003',
      '#1002',
    ]);
    expect(listTexts('low-stock')).toHaveLength(1);
    expect(listTexts('low-stock')[0]).toContain('Low Chair');
    expect(listTexts('top-products')[0]).toContain('3 sold');
    expect(tableRows('Revenue per day, last 30 days')).toHaveLength(30);
    expect(text()).toContain('Total 3 orders in 30 days');
    // Each source is read once, however many parts need it.
    expect(calls.filter((c) => c.key === ORDERS)).toHaveLength(1);
  });

  it('computes only the failed part and needs only its source', async () => {
    const calls = serverAnswers({
      [LOW_STOCK]: () => serverError,
      [productsPage(0)]: () => ok({ items: products, total: 2 }),
    });
    render(<DashboardView />);
    await waitFor(() => expect(listTexts('low-stock')).toHaveLength(1));
    await settle();
    expect(toastTitles).toEqual(['Error loading dashboard data']);
    expect(cardValue('Pending Orders')).toBe('7');
    expect(trendOf('Monthly Revenue')?.textContent).toBe('+25.5% from last month');
    const keys = calls.map((c) => c.key);
    expect(keys).not.toContain(ORDERS);
    expect(keys).not.toContain(CUSTOMERS);
  });

  it('fails soft: sources that are missing too give zeros, and lists say they could not load', async () => {
    fakeApi({ ...allDashboardCallsFail, [ORDERS]: () => ok(orders) }, { session: ADMIN });
    render(<DashboardView />);
    await waitFor(() => expect(cardValue('Monthly Revenue')).toBe('₹35,000.5'));
    await settle();
    expect(toastTitles).toEqual(['Error loading dashboard data']);
    // /admin/products and /admin/customers answered 404.
    expect(cardValue('Total Inventory')).toBe('0');
    expect(cardValue('Total Customers')).toBe('0');
    expect(text()).toContain('Could not load low stock products.');
    expect(text()).not.toContain('All products are well stocked');
    expect(listTexts('recent-orders')).toHaveLength(4);
  });

  it('says the inventory sum is partial when the fallback read only some products', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        aProduct({
          _id: `p-${from + i}`,
          name: `Product ${from + i}`,
          stock: 2,
          stock_threshold: 1,
        }),
      );
    const calls = fakeApi(
      {
        ...allDashboardCallsFail,
        [ORDERS]: () => ok([]),
        [productsPage(0)]: () => ok({ items: page(0, 100), total: 250 }),
        [productsPage(100)]: () => serverError,
      },
      { session: ADMIN },
    );
    render(<DashboardView />);
    await waitFor(() => expect(cardValue('Total Inventory')).toBe('200'));
    expect(card('Total Inventory')?.textContent).toContain(
      'Units in the first 100 of 250 products',
    );
    expect(calls.filter((c) => c.key.startsWith('GET /api/admin/products'))).toHaveLength(2);
    expect(text()).toContain('No orders yet.');
  });
});

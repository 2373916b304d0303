import { afterEach, describe, expect, it } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { buttonNamed, click, settle, text, typeInto, waitFor } from '@/testing/dom';
import { anItem, anOrder } from '@/testing/orders';
import { currentLocation, render, resetTestState } from '@/testing/render';
import { adminOrdersQueryOptions } from './api/admin-orders';
import { DEFAULT_ORDER_LIST_PARAMS } from './order-list-params';
import { OrdersView } from './orders-view';
import {
  callsTo,
  choose,
  fakeAdminOrdersApi,
  listKey,
  ordersPage,
  UNMATCHED_KEY,
} from './testing/admin-orders-api';

afterEach(resetTestState);

const searchBox = () =>
  document.querySelector<HTMLInputElement>('input[aria-label="Search orders"]') as HTMLInputElement;
const statusFilter = () =>
  document.querySelector<HTMLSelectElement>(
    'select[aria-label="Filter orders by status"]',
  ) as HTMLSelectElement;
const cards = () => [...document.querySelectorAll<HTMLElement>('[data-testid="admin-order-card"]')];
const showView = (entry = '/admin/orders') => render(<OrdersView />, { initialEntries: [entry] });

const asha = anOrder({ number: 1001 });
const rohan = anOrder({
  number: 1002,
  customer_name: 'Rohan Mehta',
  email: 'rohan@example.in',
  items: [anItem({ quantity: 2 }), anItem({ productId: 'chair', name: 'Udaipur Chair' })],
  total_amount: 98_500,
  payment_method: 'gateway',
  payment_status: 'paid',
  status: 'dispatched',
  created_at: '2026-03-06T18:45:00.000Z',
});

describe('OrdersView', () => {
  it('shows loading placeholders until the first page arrives', async () => {
    fakeAdminOrdersApi({ [listKey()]: () => new Promise(() => {}) });
    showView();
    await settle();
    expect(document.querySelector('[aria-label="Loading orders"]')).not.toBeNull();
    expect(cards()).toHaveLength(0);
  });

  it('lists the first page: number, time in India, customer, items, total, payment and status', async () => {
    const calls = fakeAdminOrdersApi({ [listKey()]: () => ordersPage([rohan, asha], 2) });
    showView();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(callsTo(calls, listKey())).toBe(1);
    const [first, second] = cards().map((card) => card.textContent ?? '');
    for (const fact of [
      'Order #1002',
      // 18:45 UTC is 00:15 the next day in Kolkata.
      '7 Mar 2026, 12:15 am',
      'Rohan Mehta',
      'rohan@example.in',
      '3 items',
      '₹98,500',
      'Online Payment',
      'Paid',
      'Shipped',
    ]) {
      expect(first).toContain(fact);
    }
    for (const fact of [
      'Order #1001',
      '5 Mar 2026, 4:00 pm',
      'Asha Verma',
      '1 item',
      '₹45,000',
      'Cash on Delivery',
      'Pending',
      'New',
    ]) {
      expect(second).toContain(fact);
    }
    expect(text()).toContain('Showing 1–2 of 2 orders');
    // One page only: no pager.
    expect(document.querySelector('nav[aria-label="Order pages"]')).toBeNull();
  });

  it('offers the search box and the status filter with the texts of SPEC §2, plus Completed', async () => {
    fakeAdminOrdersApi({ [listKey()]: () => ({ status: 200, body: [] }) });
    showView();
    await settle();
    expect(searchBox().placeholder).toBe('Search orders by ID, customer name, or email...');
    expect([...statusFilter().options].map((o) => [o.textContent, o.value])).toEqual([
      ['All Orders', ''],
      ['New', 'new'],
      ['Processing', 'processing'],
      ['Shipped', 'dispatched'],
      ['Delivered', 'delivered'],
      ['Completed', 'completed'],
      ['Cancelled', 'cancelled'],
    ]);
  });

  it('searches after a pause, back on page 1, and keeps the search in the URL', async () => {
    const searched = listKey('q=asha%40example.in&limit=20&offset=0');
    const calls = fakeAdminOrdersApi({
      [listKey('limit=20&offset=20')]: () => ({ status: 200, body: [rohan] }),
      [searched]: () => ({ status: 200, body: [asha] }),
    });
    showView('/admin/orders?page=2');
    await waitFor(() => expect(cards()).toHaveLength(1));

    typeInto(searchBox(), 'asha@');
    typeInto(searchBox(), 'asha@example.in');
    expect(calls.some((c) => c.key.includes('q='))).toBe(false);
    await waitFor(() => expect(callsTo(calls, searched)).toBe(1));
    await waitFor(() => expect(cards()[0]?.textContent).toContain('Order #1001'));
    expect(currentLocation()).toBe('/admin/orders?q=asha%40example.in');
    // Only the final text went to the server, not each keystroke.
    expect(calls.filter((c) => c.key.includes('q=')).map((c) => c.key)).toEqual([searched]);
  });

  it('filters by the stored status (Shipped is dispatched) from page 1, in the URL', async () => {
    const shipped = listKey('status=dispatched&limit=20&offset=0');
    const calls = fakeAdminOrdersApi({
      [listKey('q=rohan&limit=20&offset=40')]: () => ({ status: 200, body: [] }),
      [listKey('q=rohan&status=dispatched&limit=20&offset=0')]: () => ({
        status: 200,
        body: [rohan],
      }),
      [shipped]: () => ({ status: 200, body: [rohan] }),
    });
    showView('/admin/orders?q=rohan&page=3');
    await settle();
    choose(statusFilter(), 'dispatched');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(currentLocation()).toBe('/admin/orders?q=rohan&status=dispatched');
    expect(callsTo(calls, shipped)).toBe(0);

    choose(statusFilter(), '');
    await settle();
    expect(currentLocation()).toBe('/admin/orders?q=rohan');
  });

  it('reads search, status and page from the URL it was opened with', async () => {
    const key = listKey('q=%231001&status=delivered&limit=20&offset=20');
    const calls = fakeAdminOrdersApi({ [key]: () => ordersPage([], 21) });
    showView('/admin/orders?q=%231001&status=delivered&page=2');
    await waitFor(() => expect(callsTo(calls, key)).toBe(1));
    await settle();
    expect(searchBox().value).toBe('#1001');
    expect(statusFilter().value).toBe('delivered');
  });

  it('pages on the server with Previous and Next, 20 at a time', async () => {
    const pageOne = Array.from({ length: 20 }, (_, i) =>
      anOrder({ number: 1045 - i, id: `order-${1045 - i}` }),
    );
    const pageTwo = [anOrder({ number: 1025, id: 'order-1025' })];
    const second = listKey('limit=20&offset=20');
    const calls = fakeAdminOrdersApi({
      [listKey()]: () => ordersPage(pageOne, 45),
      [second]: () => ordersPage(pageTwo, 45),
    });
    showView();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(text()).toContain('Showing 1–20 of 45 orders');
    expect(text()).toContain('Page 1 of 3');
    expect(buttonNamed('Previous').disabled).toBe(true);

    click(buttonNamed('Next'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(callsTo(calls, second)).toBe(1);
    expect(currentLocation()).toBe('/admin/orders?page=2');
    expect(text()).toContain('Showing 21–21 of 45 orders');
    expect(text()).toContain('Page 2 of 3');
    expect(buttonNamed('Previous').disabled).toBe(false);

    click(buttonNamed('Previous'));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(currentLocation()).toBe('/admin/orders');
  });

  it("toasts 'Error fetching orders' when the list fails, and offers to try again", async () => {
    let fail = true;
    fakeAdminOrdersApi({
      [listKey()]: () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } }
          : { status: 200, body: [asha] },
    });
    showView();
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'destructive',
        title: 'Error fetching orders',
        description: 'Failed to fetch orders',
      }),
    );
    fail = false;
    click(buttonNamed('Try again'));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('says when there are no orders at all, and offers to clear a search that found none', async () => {
    fakeAdminOrdersApi({
      [listKey()]: () => ({ status: 200, body: [] }),
      [listKey('status=cancelled&limit=20&offset=0')]: () => ({ status: 200, body: [] }),
    });
    showView('/admin/orders?status=cancelled');
    await waitFor(() => expect(text()).toContain('No orders found'));
    click(buttonNamed('Clear search and filter'));
    await waitFor(() => expect(text()).toContain('No orders yet'));
    expect(currentLocation()).toBe('/admin/orders');
  });

  it('puts the payments taken without an order above everything else', async () => {
    fakeAdminOrdersApi({
      [listKey()]: () => ({ status: 200, body: [asha] }),
      [UNMATCHED_KEY]: () => ({
        status: 200,
        body: [
          {
            id: 'p1',
            user_id: 'user-1',
            user_email: 'asha@example.in',
            user_name: 'Asha Verma',
            amount: 45_000,
            gateway: 'razorpay',
            gateway_order_id: 'order_X',
            gateway_payment_id: 'pay_X',
            status: 'captured',
            created_at: '2026-03-05T10:30:00.000Z',
            verified_at: null,
            captured_at: '2026-03-05T10:31:00.000Z',
          },
        ],
      }),
    });
    showView();
    await waitFor(() => expect(cards()).toHaveLength(1));
    const alert = document.querySelector('[data-testid="unmatched-payments"]');
    expect(alert?.textContent).toContain('1 payment was taken without an order');
    expect(alert?.compareDocumentPosition(searchBox()) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('opens the details of the order whose View Details was pressed', async () => {
    fakeAdminOrdersApi({ [listKey()]: () => ({ status: 200, body: [rohan, asha] }) });
    showView();
    await waitFor(() => expect(cards()).toHaveLength(2));
    click(buttonNamed('View Details', cards()[1]));
    await waitFor(() =>
      expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Order #1001'),
    );
  });

  it('reloads the orders and the unmatched payments with Refresh, and every minute while visible', async () => {
    const calls = fakeAdminOrdersApi({ [listKey()]: () => ordersPage([asha], 1) });
    showView();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect([callsTo(calls, listKey()), callsTo(calls, UNMATCHED_KEY)]).toEqual([1, 1]);
    click(buttonNamed('Refresh'));
    await waitFor(() => expect(callsTo(calls, listKey())).toBe(2));
    expect(callsTo(calls, UNMATCHED_KEY)).toBe(2);

    const options = adminOrdersQueryOptions(DEFAULT_ORDER_LIST_PARAMS);
    expect([options.refetchInterval, options.refetchIntervalInBackground]).toEqual([60_000, false]);
  });
});

import type { AdminCustomer, AdminCustomerSummary } from '@sheesham/shared/admin-customers';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { buttonNamed, click, settle, text, typeInto, waitFor } from '@/testing/dom';
import { fakeApi, type Reply } from '@/testing/fake-api';
import { ADMIN } from '@/testing/fixtures';
import { currentLocation, render, resetTestState } from '@/testing/render';
import { CustomersView } from './customers-view';

afterEach(resetTestState);

const LIST = 'GET /api/admin/customers';
/** The list request for this search and page (page 1 of everyone by default). */
const listKey = (q = '', page = 1) =>
  `${LIST}?${new URLSearchParams({ ...(q ? { q } : {}), limit: '24', offset: String((page - 1) * 24) })}`;
const SUMMARY = 'GET /api/admin/customers/summary';

const meera: AdminCustomer = {
  _id: 'user-meera',
  fullName: 'Meera Joshi',
  email: 'meera.joshi@example.in',
  phoneNumber: '+919829012345',
  createdAt: '2026-03-05T10:30:00.000Z',
  orderCount: 2,
  totalSpent: 33_691.33,
  lastOrderAt: '2026-03-07T09:00:00.000Z',
};
const kabir: AdminCustomer = {
  _id: 'user-kabir',
  fullName: 'Kabir Khan',
  email: 'kabir@example.in',
  phoneNumber: null,
  createdAt: '2025-11-20T08:00:00.000Z',
  orderCount: 0,
  totalSpent: 0,
  lastOrderAt: null,
};
const summary: AdminCustomerSummary = {
  totalCustomers: 1234,
  newThisMonth: 2,
  customersWithOrders: 1,
  averageOrderValue: 24_345.66,
};

const ok = (body: unknown): Reply => ({ status: 200, body });
/** A page of GET /admin/customers with the total before paging in X-Total-Count. */
const customersPage = (customers: AdminCustomer[], total = customers.length): Reply => ({
  status: 200,
  body: customers,
  headers: { 'x-total-count': String(total) },
});
const serverError: Reply = { status: 500, body: { error: { code: 'boom', message: 'Boom' } } };

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-testid="customer-card"]')];
const names = () => cards().map((card) => card.querySelector('h3')?.textContent);
const statValue = (label: string) =>
  document.querySelector(`section[aria-label="${label}"] p`)?.textContent;
const search = () =>
  document.querySelector<HTMLInputElement>(
    'input[aria-label="Search customers"]',
  ) as HTMLInputElement;

describe('CustomersView', () => {
  it('shows the four stat cards from the summary, Average Order Value in rupees', async () => {
    fakeApi(
      { [listKey()]: () => customersPage([meera, kabir]), [SUMMARY]: () => ok(summary) },
      { session: ADMIN },
    );
    render(<CustomersView />, { initialEntries: ['/admin/customers'] });
    await waitFor(() => expect(statValue('Total Customers')).toBe('1,234'));
    expect(statValue('New This Month')).toBe('2');
    expect(statValue('Customers With Orders')).toBe('1');
    expect(statValue('Average Order Value')).toBe('₹24,345.66');
  });

  it('shows a card per customer: initials, contact links, member since, orders, total spent', async () => {
    fakeApi(
      { [listKey()]: () => customersPage([meera, kabir]), [SUMMARY]: () => ok(summary) },
      { session: ADMIN },
    );
    render(<CustomersView />, { initialEntries: ['/admin/customers'] });
    await waitFor(() => expect(names()).toEqual(['Meera Joshi', 'Kabir Khan']));
    const [first, second] = cards() as [HTMLElement, HTMLElement];
    expect(first.querySelector('[aria-hidden="true"]')?.textContent).toBe('MJ');
    const mail = first.querySelector<HTMLAnchorElement>('a[href^="mailto:"]');
    expect(mail?.getAttribute('href')).toBe('mailto:meera.joshi@example.in');
    expect(mail?.textContent).toBe('meera.joshi@example.in');
    const tel = first.querySelector<HTMLAnchorElement>('a[href^="tel:"]');
    expect(tel?.getAttribute('href')).toBe('tel:+919829012345');
    expect(tel?.textContent).toBe('+91 98290 12345');
    expect(first.textContent).toContain('Member since 5 Mar 2026');
    expect(first.querySelector('[data-testid="customer-orders"]')?.textContent).toBe('2');
    expect(first.querySelector('[data-testid="customer-spent"]')?.textContent).toBe('₹33,691.33');
    expect(first.textContent).toContain('Last order7 Mar 2026');

    expect(second.querySelector('a[href^="tel:"]')).toBeNull();
    expect(second.textContent).toContain('No phone number');
    expect(second.querySelector('[data-testid="customer-spent"]')?.textContent).toBe('₹0');
    expect(second.textContent).not.toContain('Last order');
    expect(text()).toContain('2 customers');
  });

  it('searches on the server after a pause in typing, with the spec placeholder', async () => {
    const calls = fakeApi(
      {
        [listKey()]: () => customersPage([meera, kabir]),
        [listKey('meera')]: () => customersPage([meera]),
        [listKey('98290 12345')]: () => customersPage([meera]),
        [listKey('nobody')]: () => customersPage([]),
        [SUMMARY]: () => ok(summary),
      },
      { session: ADMIN },
    );
    render(<CustomersView />, { initialEntries: ['/admin/customers'] });
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(search().placeholder).toBe('Search customers by name, email, or phone...');

    typeInto(search(), 'mee');
    typeInto(search(), 'meera');
    await waitFor(() => expect(names()).toEqual(['Meera Joshi']));
    // Only the settled text was sent, not every keystroke.
    expect(calls.filter((c) => c.key.includes('q=')).map((c) => c.key)).toEqual([listKey('meera')]);
    expect(currentLocation()).toBe('/admin/customers?q=meera');

    typeInto(search(), ' 98290 12345 ');
    await waitFor(() => expect(calls.map((c) => c.key)).toContain(listKey('98290 12345')));

    typeInto(search(), 'nobody');
    await waitFor(() => expect(text()).toContain('No customers found'));
    expect(cards()).toHaveLength(0);
  });

  it("toasts 'Failed to fetch customers' when the list cannot load, and offers a retry", async () => {
    fakeApi({ [listKey()]: () => serverError, [SUMMARY]: () => ok(summary) }, { session: ADMIN });
    render(<CustomersView />, { initialEntries: ['/admin/customers'] });
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to fetch customers',
      }),
    );
    expect(text()).toContain('Failed to fetch customers');
    expect([...document.querySelectorAll('button')].map((b) => b.textContent)).toContain(
      'Try again',
    );
  });

  it('toasts the same when only the figures fail, and shows dashes instead', async () => {
    fakeApi(
      { [listKey()]: () => customersPage([kabir]), [SUMMARY]: () => serverError },
      { session: ADMIN },
    );
    render(<CustomersView />, { initialEntries: ['/admin/customers'] });
    await waitFor(() => expect(currentToast()?.description).toBe('Failed to fetch customers'));
    expect(statValue('Total Customers')).toBe('—');
    expect(names()).toEqual(['Kabir Khan']);
  });

  it('shows skeletons while loading', async () => {
    const never = () => new Promise<Reply>(() => {});
    fakeApi({ [listKey()]: never, [SUMMARY]: never }, { session: ADMIN });
    render(<CustomersView />, { initialEntries: ['/admin/customers'] });
    await settle();
    expect(
      document.querySelector('[role="status"][aria-label="Loading customers"]'),
    ).not.toBeNull();
    expect(document.querySelectorAll('.animate-pulse').length).toBeGreaterThanOrEqual(8);
    expect(cards()).toHaveLength(0);
    expect(currentToast()).toBeNull();
  });

  it('links each card to the Orders view searched for the customer’s e-mail', async () => {
    fakeApi(
      { [listKey()]: () => customersPage([meera]), [SUMMARY]: () => ok(summary) },
      {
        session: ADMIN,
      },
    );
    render(<CustomersView />, { initialEntries: ['/admin/customers'] });
    await waitFor(() => expect(names()).toEqual(['Meera Joshi']));
    const link = cards()[0]?.querySelector<HTMLAnchorElement>('a[href^="/admin/orders"]');
    expect(link?.textContent).toBe('View orders');
    expect(link?.getAttribute('aria-label')).toBe('View orders of Meera Joshi');
    expect(link?.getAttribute('href')).toBe('/admin/orders?q=meera.joshi%40example.in');
  });

  it('pages on the server, 24 a page, with the page and search in the URL', async () => {
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        ...kabir,
        _id: `user-${from + i}`,
        fullName: `Customer ${from + i}`,
      }));
    const calls = fakeApi(
      {
        [listKey()]: () => customersPage(many(1, 24), 30),
        [listKey('', 2)]: () => customersPage(many(25, 6), 30),
        [listKey('kabir', 2)]: () => customersPage(many(25, 6), 30),
        [SUMMARY]: () => ok(summary),
      },
      { session: ADMIN },
    );
    render(<CustomersView />, { initialEntries: ['/admin/customers'] });
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(text()).toContain('30 customers');
    expect(text()).toContain('Showing 1–24 of 30 customers');
    expect(text()).toContain('Page 1 of 2');

    click(buttonNamed('Next'));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(currentLocation()).toBe('/admin/customers?page=2');
    expect(text()).toContain('Showing 25–30 of 30 customers');
    expect(calls.map((c) => c.key)).toContain(listKey('', 2));
    resetTestState();

    // Opened from a link: the search and page it names.
    const again = fakeApi(
      {
        [listKey('kabir', 2)]: () => customersPage(many(25, 6), 30),
        [SUMMARY]: () => ok(summary),
      },
      { session: ADMIN },
    );
    render(<CustomersView />, { initialEntries: ['/admin/customers?q=kabir&page=2'] });
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(search().value).toBe('kabir');
    expect(again.map((c) => c.key)).toContain(listKey('kabir', 2));
  });

  it('goes back to the last page when the page asked for is past the end', async () => {
    fakeApi(
      {
        [listKey('', 5)]: () => customersPage([], 30),
        [listKey('', 2)]: () => customersPage([kabir], 30),
        [SUMMARY]: () => ok(summary),
      },
      { session: ADMIN },
    );
    render(<CustomersView />, { initialEntries: ['/admin/customers?page=5'] });
    await waitFor(() => expect(currentLocation()).toBe('/admin/customers?page=2'));
    await waitFor(() => expect(names()).toEqual(['Kabir Khan']));
  });
});

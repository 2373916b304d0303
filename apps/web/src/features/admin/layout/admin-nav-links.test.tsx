import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { settle, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { ADMIN_MESSAGES_KEY } from '../messages/api/admin-messages';
import { unreadMessageCountQueryOptions } from '../messages/api/unread-message-count';
import { newOrderCountQueryOptions } from '../orders/api/new-order-count';
import { AdminNavLinks } from './admin-nav-links';

afterEach(resetTestState);

const UNREAD = 'GET /api/admin/messages?limit=1';
const NEW_ORDERS = 'GET /api/orders?status=new&limit=1';

/** The server's counts, changeable between calls. */
function countsServer(counts: { unread: number; newOrders: number }) {
  const calls = fakeApi(
    {
      [UNREAD]: () => ({
        status: 200,
        body: [],
        headers: { 'x-unread-count': String(counts.unread), 'x-total-count': '40' },
      }),
      [NEW_ORDERS]: () => ({
        status: 200,
        body: [],
        headers: { 'x-total-count': String(counts.newOrders) },
      }),
    },
    { session: ADMIN },
  );
  return calls;
}

const link = (name: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('a')].find(
    (a) => (a.getAttribute('aria-label') ?? a.textContent) === name,
  ) as HTMLAnchorElement;
/** What a screen reader hears after the link's name (its aria-describedby), or ''. */
const description = (name: string) => {
  const id = link(name).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.querySelector('.sr-only')?.textContent ?? '') : '';
};
const shownCount = (name: string) => {
  const id = link(name).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.querySelector('[aria-hidden]')?.textContent : undefined;
};

describe('AdminNavLinks counts', () => {
  it('shows new orders beside Orders and unread messages beside Messages, the links keeping their names', async () => {
    const calls = countsServer({ unread: 3, newOrders: 12 });
    render(<AdminNavLinks />, { initialEntries: ['/admin'] });
    await waitFor(() => expect(description('Messages')).toBe('3 unread'));
    expect(shownCount('Messages')).toBe('3');
    expect(description('Orders')).toBe('12 new');
    expect(shownCount('Orders')).toBe('12');
    // The badge is beside the link, not in it: the link reads and matches as the view's label.
    expect(link('Messages').textContent).toBe('Messages');
    expect(link('Orders').textContent).toBe('Orders');
    for (const name of ['Dashboard', 'Inventory', 'Customers']) {
      expect(link(name).hasAttribute('aria-describedby')).toBe(false);
    }
    expect(calls.map((c) => c.key).sort()).toEqual(
      expect.arrayContaining([NEW_ORDERS, UNREAD].sort()),
    );
  });

  it('shows nothing for a count of 0, and 99+ past 99', async () => {
    countsServer({ unread: 0, newOrders: 250 });
    render(<AdminNavLinks />, { initialEntries: ['/admin'] });
    await waitFor(() => expect(shownCount('Orders')).toBe('99+'));
    expect(description('Orders')).toBe('250 new');
    await settle();
    expect(link('Messages').hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelectorAll('[data-testid="nav-count"]')).toHaveLength(1);
  });

  it('keeps the counts on the icons of the collapsed sidebar, with the name and a tooltip', async () => {
    countsServer({ unread: 5, newOrders: 0 });
    render(<AdminNavLinks iconsOnly />, { initialEntries: ['/admin'] });
    await waitFor(() => expect(description('Messages')).toBe('5 unread'));
    expect(link('Messages').textContent).toBe('');
    expect(link('Messages').title).toBe('Messages (5 unread)');
    expect(link('Orders').title).toBe('Orders');
  });

  it('reloads the unread count when a message is marked (the inbox key) and every minute while visible', async () => {
    const counts = { unread: 2, newOrders: 0 };
    countsServer(counts);
    const { queryClient } = render(<AdminNavLinks />, { initialEntries: ['/admin'] });
    await waitFor(() => expect(description('Messages')).toBe('2 unread'));
    counts.unread = 1;
    await act(() => queryClient.invalidateQueries({ queryKey: ADMIN_MESSAGES_KEY }));
    await waitFor(() => expect(description('Messages')).toBe('1 unread'));

    for (const options of [unreadMessageCountQueryOptions(), newOrderCountQueryOptions()]) {
      expect(options.refetchInterval).toBe(60_000);
      expect(options.refetchIntervalInBackground).toBe(false);
    }
  });
});

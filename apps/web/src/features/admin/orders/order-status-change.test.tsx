import type { Order } from '@sheesham/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { buttonNamed, click, settle, waitFor } from '@/testing/dom';
import type { Reply } from '@/testing/fake-api';
import { anOrder } from '@/testing/orders';
import { render, resetTestState } from '@/testing/render';
import { OrdersView } from './orders-view';
import {
  callsTo,
  chooseStatus,
  fakeAdminOrdersApi,
  listKey,
  openStatusMenu,
  press,
  statusMenuButton,
  statusMenuItems,
} from './testing/admin-orders-api';

afterEach(resetTestState);

const PUT_KEY = 'PUT /api/orders/order-1001/status';
const card = () => document.querySelector<HTMLElement>('[data-testid="admin-order-card"]');
const badge = () => card()?.querySelector('[data-status]')?.textContent;
const sent = (calls: { key: string; body: unknown }[]) =>
  calls.filter((c) => c.key === PUT_KEY).map((c) => c.body);
const checked = () =>
  statusMenuItems()
    .filter((item) => item.getAttribute('aria-checked') === 'true')
    .map((item) => item.textContent);
const confirmDialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

/**
 * The view on one order (first `before`, then `after` once a change went through, or once the
 * server said it had moved on) whose status change the server answers with `reply`.
 */
async function showOrder(before: Order, after: Order, reply: Reply) {
  let changed = false;
  const calls = fakeAdminOrdersApi({
    [listKey()]: () => ({ status: 200, body: [changed ? after : before] }),
    [PUT_KEY]: () => {
      // A 409 means the order moved on without this change: `after` is where it is now.
      if ((reply.status === 200 && reply.body === true) || reply.status === 409) changed = true;
      return reply;
    },
  });
  render(<OrdersView />, { initialEntries: ['/admin/orders'] });
  await waitFor(() => expect(statusMenuButton(1001)).toBeTruthy());
  return calls;
}

describe('the Change status menu', () => {
  it('offers the current status (checked) and only the next ones the table allows', async () => {
    // Issue #12 (docs/decisions/013): SPEC §4's menu of every status is now the table's.
    await showOrder(anOrder(), anOrder(), { status: 200, body: true });
    openStatusMenu(statusMenuButton(1001));
    await waitFor(() => expect(statusMenuItems()).toHaveLength(3));
    expect(statusMenuItems().map((item) => item.textContent)).toEqual([
      'New',
      'Processing',
      'Cancelled',
    ]);
    expect(checked()).toEqual(['New']);
  });

  it.each([
    ['processing', ['Processing', 'Shipped', 'Cancelled']],
    ['dispatched', ['Shipped', 'Delivered']],
    ['delivered', ['Delivered', 'Completed']],
  ] as const)('offers a %s order %j', async (status, labels) => {
    await showOrder(anOrder({ status }), anOrder({ status }), { status: 200, body: true });
    openStatusMenu(statusMenuButton(1001));
    await waitFor(() => expect(statusMenuItems().map((item) => item.textContent)).toEqual(labels));
  });

  it.each(['completed', 'cancelled'] as const)('offers nothing for a %s order', async (status) => {
    await showOrder(anOrder({ status }), anOrder({ status }), { status: 200, body: true });
    expect(statusMenuButton(1001).disabled).toBe(true);
    openStatusMenu(statusMenuButton(1001));
    await settle();
    expect(statusMenuItems()).toEqual([]);
  });

  it('moves through the statuses with the arrow keys without sending anything; Enter sets one', async () => {
    const calls = await showOrder(anOrder(), anOrder({ status: 'processing' }), {
      status: 200,
      body: true,
    });
    openStatusMenu(statusMenuButton(1001));
    await waitFor(() => expect(statusMenuItems()).toHaveLength(3));
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowUp');
    await settle();
    expect(sent(calls)).toEqual([]);
    expect(document.activeElement?.textContent).toBe('Processing');

    press('Enter');
    await waitFor(() =>
      expect(sent(calls)).toEqual([{ status: 'processing', expected_status: 'new' }]),
    );
    await waitFor(() =>
      expect(currentToast()?.description).toBe('Order status updated to Processing'),
    );
  });

  it("sends PUT /orders/{id}/status, toasts 'Success' with the label and reloads the list", async () => {
    const calls = await showOrder(
      anOrder({ status: 'processing' }),
      anOrder({ status: 'dispatched' }),
      { status: 200, body: true },
    );
    expect(callsTo(calls, listKey())).toBe(1);
    chooseStatus(1001, 'Shipped');
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'success',
        title: 'Success',
        description: 'Order status updated to Shipped',
      }),
    );
    expect(sent(calls)).toEqual([{ status: 'dispatched', expected_status: 'processing' }]);
    await waitFor(() => expect(callsTo(calls, listKey())).toBe(2));
    await waitFor(() => expect(badge()).toBe('Shipped'));
    openStatusMenu(statusMenuButton(1001));
    await waitFor(() => expect(checked()).toEqual(['Shipped']));
  });

  it('sends nothing when the current status is chosen again', async () => {
    const calls = await showOrder(anOrder(), anOrder(), { status: 200, body: true });
    chooseStatus(1001, 'New');
    await settle();
    expect(sent(calls)).toEqual([]);
  });

  it('asks before cancelling: Keep Order sends nothing, Cancel Order sets Cancelled', async () => {
    const calls = await showOrder(anOrder(), anOrder({ status: 'cancelled' }), {
      status: 200,
      body: true,
    });
    chooseStatus(1001, 'Cancelled');
    await waitFor(() => expect(confirmDialog()).not.toBeNull());
    expect(confirmDialog()?.querySelector('h2')?.textContent).toBe('Cancel order #1001?');
    expect(confirmDialog()?.textContent).toContain('Its stock goes back to the shelf.');
    click(buttonNamed('Keep Order', confirmDialog() ?? document));
    await waitFor(() => expect(confirmDialog()).toBeNull());
    expect(sent(calls)).toEqual([]);

    chooseStatus(1001, 'Cancelled');
    await waitFor(() => expect(confirmDialog()).not.toBeNull());
    click(buttonNamed('Cancel Order', confirmDialog() ?? document));
    await waitFor(() =>
      expect(sent(calls)).toEqual([{ status: 'cancelled', expected_status: 'new' }]),
    );
    await waitFor(() =>
      expect(currentToast()?.description).toBe('Order status updated to Cancelled'),
    );
    await waitFor(() => expect(badge()).toBe('Cancelled'));
  });

  it('is also in the details dialog, where it changes the same order', async () => {
    const calls = await showOrder(anOrder(), anOrder({ status: 'processing' }), {
      status: 200,
      body: true,
    });
    click(buttonNamed('View Details', card() ?? document));
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[role="dialog"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    chooseStatus(1001, 'Processing', dialog);
    await waitFor(() =>
      expect(sent(calls)).toEqual([{ status: 'processing', expected_status: 'new' }]),
    );
    // The dialog shows the reloaded order.
    await waitFor(() =>
      expect(dialog.querySelector('[data-status]')?.textContent).toBe('Processing'),
    );
  });

  it("names a completed order 'Completed' in the toast", async () => {
    await showOrder(anOrder({ status: 'delivered' }), anOrder({ status: 'completed' }), {
      status: 200,
      body: true,
    });
    chooseStatus(1001, 'Completed');
    await waitFor(() =>
      expect(currentToast()?.description).toBe('Order status updated to Completed'),
    );
  });

  it("toasts 'Error' when the server answers false, and shows the status it still has", async () => {
    const calls = await showOrder(anOrder(), anOrder(), { status: 200, body: false });
    chooseStatus(1001, 'Processing');
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to update order status',
      }),
    );
    await waitFor(() => expect(callsTo(calls, listKey())).toBe(2));
    await settle();
    expect(badge()).toBe('New');
    openStatusMenu(statusMenuButton(1001));
    await waitFor(() => expect(checked()).toEqual(['New']));
  });

  it('on a 409 with the current status: says what the order is now and shows it reloaded', async () => {
    // The admin saw Processing; the customer cancelled meanwhile (issue #12's lost update).
    const calls = await showOrder(
      anOrder({ status: 'processing' }),
      anOrder({ status: 'cancelled' }),
      {
        status: 409,
        body: {
          error: {
            code: 'status_conflict',
            message: 'This order is now Cancelled.',
            fields: { current_status: 'cancelled' },
          },
        },
      },
    );
    chooseStatus(1001, 'Shipped');
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'destructive',
        title: 'Error',
        description: 'This order is now Cancelled. The orders have been reloaded.',
      }),
    );
    expect(sent(calls)).toEqual([{ status: 'dispatched', expected_status: 'processing' }]);
    await waitFor(() => expect(callsTo(calls, listKey())).toBe(2));
    await waitFor(() => expect(badge()).toBe('Cancelled'));
    expect(statusMenuButton(1001).disabled).toBe(true);
  });

  it("shows the server's reason for another refusal it explained", async () => {
    await showOrder(anOrder({ status: 'processing' }), anOrder({ status: 'processing' }), {
      status: 409,
      body: { error: { code: 'conflict', message: 'Try again in a moment.' } },
    });
    chooseStatus(1001, 'Shipped');
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'destructive',
        title: 'Error',
        description: 'Try again in a moment.',
      }),
    );
  });

  it("keeps SPEC §8's text when the failure has no reason (a bare 502)", async () => {
    await showOrder(anOrder(), anOrder(), { status: 502, body: null });
    chooseStatus(1001, 'Processing');
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'destructive',
        description: 'Failed to update order status',
      }),
    );
  });
});

import type { Order } from '@sheesham/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonNamed, click, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { anOrder } from '@/testing/orders';
import { render, resetTestState } from '@/testing/render';
import { OrderHistorySection } from './order-history-section';

afterEach(() => {
  resetTestState();
  vi.restoreAllMocks();
});

function serverWith(initial: Order, cancel: () => { status: number; body: unknown }) {
  let current = initial;
  return fakeApi({
    'GET /api/auth/profile/orders': () => ({ status: 200, body: [current] }),
    [`PUT /api/auth/profile/orders/${initial.id}`]: () => {
      const answer = cancel();
      if (answer.status === 200) current = { ...current, status: 'cancelled' };
      return answer;
    },
  });
}

async function cancelFirstOrder() {
  render(<OrderHistorySection />);
  click(await waitFor(() => buttonNamed('Cancel Order')));
  const dialog = document.querySelector<HTMLElement>('[role="alertdialog"]');
  expect(dialog?.textContent).toContain('Cancel order #1001?');
  if (!dialog) throw new Error('no confirm dialog');
  click(buttonNamed('Cancel Order', dialog));
  // The confirm dialog closes once the answer is in.
  await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
}

describe('Cancel Order', () => {
  it("asks first, sends {status:'cancelled'} and shows the reloaded order as Cancelled", async () => {
    const order = anOrder({ status: 'processing' });
    const calls = serverWith(order, () => ({
      status: 200,
      body: { ...order, status: 'cancelled' },
    }));
    await cancelFirstOrder();
    expect(
      calls.filter((c) => c.key.startsWith('PUT')).map(({ key, body }) => ({ key, body })),
    ).toEqual([{ key: `PUT /api/auth/profile/orders/${order.id}`, body: { status: 'cancelled' } }]);
    await waitFor(() =>
      expect(document.querySelector('[data-status]')?.textContent).toBe('Cancelled'),
    );
    expect(calls.filter((c) => c.key === 'GET /api/auth/profile/orders')).toHaveLength(2);
    expect(() => buttonNamed('Cancel Order')).toThrow();
    // Its button is gone, so focus lands on the order's card rather than on the page body.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-testid')).toBe('order-card'),
    );
  });

  it('only logs a refused cancel, reloads the list and notes it on the card', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const order = anOrder({ status: 'new' });
    const calls = serverWith(order, () => ({
      status: 409,
      body: {
        error: { code: 'not_cancellable', message: 'This order can no longer be cancelled.' },
      },
    }));
    await cancelFirstOrder();
    expect(log).toHaveBeenCalled();
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'GET /api/auth/profile/orders')).toHaveLength(2),
    );
    expect(document.querySelector('[data-testid="order-card"]')?.textContent).toContain(
      'This order could not be cancelled.',
    );
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonNamed, click, text, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { anOrder } from '@/testing/orders';
import { render, resetTestState } from '@/testing/render';
import { OrderHistorySection } from './order-history-section';

afterEach(() => {
  resetTestState();
  vi.restoreAllMocks();
});

const shownNumbers = () =>
  [...document.querySelectorAll('[data-testid="order-card"] h3')].map((h) => h.textContent);
const showOlder = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Show older orders');

describe('Order History pages', () => {
  it('shows the first page, then the older orders on demand, until the total is loaded', async () => {
    const total = { 'x-total-count': '3' };
    const calls = fakeApi({
      'GET /api/auth/profile/orders': () => ({
        status: 200,
        body: [anOrder({ number: 1003 }), anOrder({ number: 1002 })],
        headers: total,
      }),
      'GET /api/auth/profile/orders?offset=2': () => ({
        status: 200,
        body: [anOrder({ number: 1001 })],
        headers: total,
      }),
    });
    render(<OrderHistorySection />);
    await waitFor(() => expect(shownNumbers()).toEqual(['Order #1003', 'Order #1002']));
    expect(text()).toContain('Showing 2 of 3 orders');
    click(buttonNamed('Show older orders'));
    await waitFor(() =>
      expect(shownNumbers()).toEqual(['Order #1003', 'Order #1002', 'Order #1001']),
    );
    expect(showOlder()).toBeUndefined();
    expect(calls.map((c) => c.key).filter((k) => k.includes('profile/orders'))).toEqual([
      'GET /api/auth/profile/orders',
      'GET /api/auth/profile/orders?offset=2',
    ]);
  });

  it('offers no more when one page holds them all', async () => {
    fakeApi({
      'GET /api/auth/profile/orders': () => ({
        status: 200,
        body: [anOrder({ number: 1001 })],
        headers: { 'x-total-count': '1' },
      }),
    });
    render(<OrderHistorySection />);
    await waitFor(() => expect(shownNumbers()).toEqual(['Order #1001']));
    expect(showOlder()).toBeUndefined();
  });
});

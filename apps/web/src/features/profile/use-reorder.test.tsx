import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { buttonNamed, clickAndSettle, waitFor } from '@/testing/dom';
import { fakeApi, type Reply } from '@/testing/fake-api';
import { bed, chair, productOf } from '@/testing/fixtures';
import { anItem, anOrder } from '@/testing/orders';
import { render, resetTestState, storedCart } from '@/testing/render';
import { OrderHistorySection } from './components/order-history-section';

afterEach(() => {
  resetTestState();
  vi.restoreAllMocks();
});

const order = anOrder({
  items: [
    anItem({ productId: bed.id, name: bed.name, quantity: 2, selected_set: true }),
    anItem({ productId: chair.id, name: chair.name, quantity: 1 }),
    anItem({ productId: 'gone', name: 'Old Sofa' }),
  ],
});
const gone: Reply = { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };

/** The order history with `order`, the catalogue as given, and `cart` already in the cart. */
async function reorderWith(products: Record<string, () => Reply>, cart = [bed]) {
  const calls = fakeApi({
    'GET /api/auth/profile/orders': () => ({ status: 200, body: [order] }),
    ...products,
  });
  render(<OrderHistorySection />, { cart });
  await clickAndSettle(await waitFor(() => buttonNamed('Reorder')));
  return calls;
}

describe('Reorder', () => {
  it("adds the items at today's prices, counting what the cart already holds against the stock", async () => {
    const calls = await reorderWith({
      [`GET /api/products/${bed.id}`]: () => ({ status: 200, body: productOf(bed, { stock: 2 }) }),
      [`GET /api/products/${chair.id}`]: () => ({
        status: 200,
        body: productOf(chair, { price: 9000 }),
      }),
      'GET /api/products/gone': () => gone,
    });
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'success',
        title: 'Added to cart',
        description:
          '2 items from order #1001 have been added to your cart. No longer available: Old Sofa. Fewer than ordered (limited stock): Jaisalmer King Bed.',
      }),
    );
    // One bed was in the cart and two are left: one more, not two.
    expect(storedCart()).toEqual([
      // The cart now carries each product's stock (issue 12: lines are capped at it).
      { ...bed, quantity: 2, stock: 2 },
      { ...chair, price: 9000, quantity: 1, stock: 10 },
    ]);
    expect(calls.filter((call) => call.key.startsWith('GET /api/products/'))).toHaveLength(3);
  });

  it("says 'Reorder unavailable' and leaves the cart alone when nothing can be added", async () => {
    await reorderWith(
      {
        [`GET /api/products/${bed.id}`]: () => ({
          status: 200,
          body: productOf(bed, { stock: 1 }),
        }),
        [`GET /api/products/${chair.id}`]: () => gone,
        'GET /api/products/gone': () => gone,
      },
      [bed],
    );
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'destructive',
        title: 'Reorder unavailable',
        description:
          'Your cart already holds all the stock left of: Jaisalmer King Bed. No longer available: Udaipur Accent Chair, Old Sofa.',
      }),
    );
    expect(storedCart()).toEqual([bed]);
  });

  it("shows 'Could not reorder right now' when a product request fails", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await reorderWith({
      [`GET /api/products/${bed.id}`]: () => ({
        status: 500,
        body: { error: { code: 'boom', message: 'Boom' } },
      }),
    });
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'destructive',
        title: 'Error',
        description: 'Could not reorder right now. Please try again.',
      }),
    );
    expect(storedCart()).toEqual([bed]);
    expect(log).toHaveBeenCalledWith('Reorder failed', expect.anything());
  });
});

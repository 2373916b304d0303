import type { StaffOrderCustomer } from '@sheesham/shared';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { buttonNamed, buttonWith, clickAndSettle, settle, typeInto, waitFor } from '@/testing/dom';
import { aProduct } from '@/testing/fixtures';
import { anOrder, shownLineNames } from '@/testing/orders';
import { render, resetTestState } from '@/testing/render';
import { fakeAdminOrdersApi } from '../testing/admin-orders-api';
import { NewOrderDialog } from './new-order-dialog';

afterEach(resetTestState);

const asha: StaffOrderCustomer = {
  id: 'user-asha',
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '+919829012345',
  walk_in: false,
};
const bed = aProduct({
  _id: '0b8f4a52-6d0e-4a57-9a4b-2f2c7a9f1e11',
  name: 'Jaisalmer Bed',
  stock: 2,
});

/** Types into a search box and presses Enter, which commits the search at once. */
function search(label: string, value: string) {
  const box = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (!box) throw new Error(`no ${label}`);
  typeInto(box, value);
  act(() => {
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

const button = (label: string) => {
  const found = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!found) throw new Error(`no button ${label}`);
  return found;
};

describe('NewOrderDialog', () => {
  it("says 'No products added yet' with no line, before and after Create order (staff have no cart)", async () => {
    const calls = fakeAdminOrdersApi({});
    render(<NewOrderDialog open onOpenChange={() => {}} />);
    await settle();
    const products = () => document.body.textContent ?? '';
    expect(products()).toContain('No products added yet');

    await clickAndSettle(buttonNamed('Create order'));
    expect(products()).toContain('No products added yet');
    expect(products()).not.toContain('cart');
    expect(calls.some((c) => c.key === 'POST /api/admin/orders')).toBe(false);
  });

  it('sends no price, one key per attempt, and toasts the server reason, then SPEC §8 success', async () => {
    let reply = 0;
    const calls = fakeAdminOrdersApi({
      'GET /api/admin/order-customers?q=Asha': () => ({ status: 200, body: [asha] }),
      'GET /api/admin/products?q=Jaisalmer&limit=8': () => ({
        status: 200,
        body: { items: [bed], total: 1 },
      }),
      'POST /api/admin/orders': () =>
        ++reply === 1
          ? {
              status: 409,
              body: {
                error: { code: 'insufficient_stock', message: 'Only 2 left of Jaisalmer Bed' },
              },
            }
          : { status: 201, body: anOrder({ number: 1077 }) },
    });
    render(<NewOrderDialog open onOpenChange={() => {}} />);
    await settle();

    // Nothing chosen: the form says so and sends nothing.
    await clickAndSettle(buttonNamed('Create order'));
    expect(document.body.textContent).toContain('Choose or add a customer');

    search('Search customers', 'Asha');
    await waitFor(() => buttonWith('Asha Verma'));
    await clickAndSettle(buttonWith('Asha Verma'));
    search('Search products', 'Jaisalmer');
    await waitFor(() => button('Add Jaisalmer Bed'));
    await clickAndSettle(button('Add Jaisalmer Bed'));
    expect(document.querySelector('[aria-label="Order lines"]')?.textContent).toContain(
      '2 in stock',
    );
    typeInto(
      document.querySelector<HTMLInputElement>('#new-order-reference') as HTMLInputElement,
      'UPI-1',
    );

    await clickAndSettle(buttonNamed('Create order'));
    await waitFor(() => expect(currentToast()?.title).toBe('Error'));
    expect(currentToast()?.description).toBe(
      'Failed to create order: Only 2 left of Jaisalmer Bed',
    );

    await clickAndSettle(buttonNamed('Create order'));
    await waitFor(() => expect(currentToast()?.title).toBe('Success'));
    expect(currentToast()?.description).toContain('Order created successfully');

    const posts = calls.filter((c) => c.key === 'POST /api/admin/orders');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toEqual({
      channel: 'showroom',
      customer: { user_id: 'user-asha' },
      items: [{ product_id: bed._id, quantity: 1, selected_set: false }],
      delivery: { fulfilment: 'collect' },
      payment: { method: 'showroom', mode: 'upi', reference: 'UPI-1' },
    });
    // The same order sent again is the same attempt: one key, so the server makes one order.
    const keys = posts.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('names a set line with the shared Complete Set label, on the line and its controls (issue #24)', async () => {
    fakeAdminOrdersApi({
      'GET /api/admin/products?q=Jaisalmer&limit=8': () => ({
        status: 200,
        body: { items: [bed], total: 1 },
      }),
    });
    render(<NewOrderDialog open onOpenChange={() => {}} />);
    await settle();
    search('Search products', 'Jaisalmer');
    await waitFor(() => button('Add Jaisalmer Bed (Complete Set)'));
    await clickAndSettle(button('Add Jaisalmer Bed (Complete Set)'));
    await clickAndSettle(button('Add Jaisalmer Bed'));

    const lines = document.querySelector('[aria-label="Order lines"]');
    expect(shownLineNames(lines)).toEqual(['Jaisalmer Bed (Complete Set)', 'Jaisalmer Bed']);
    expect(
      lines?.querySelector('[aria-label="Quantity of Jaisalmer Bed (Complete Set)"]'),
    ).not.toBeNull();
    expect(button('Remove Jaisalmer Bed (Complete Set)')).toBeTruthy();
  });

  it("sends a manual discount with its reason, shows the owner's limit at the field, then sends a coupon instead (issue #29)", async () => {
    const limit = "A manual discount can be at most 10% of the order's subtotal (₹4,500)";
    const calls = fakeAdminOrdersApi({
      'GET /api/admin/order-customers?q=Asha': () => ({ status: 200, body: [asha] }),
      'GET /api/admin/products?q=Jaisalmer&limit=8': () => ({
        status: 200,
        body: { items: [bed], total: 1 },
      }),
      'POST /api/admin/orders': (call) =>
        (call.body as { manual_discount?: unknown }).manual_discount
          ? {
              status: 400,
              body: {
                error: {
                  code: 'validation_failed',
                  message: 'Check the discount',
                  fields: { 'manual_discount.amount': limit },
                },
              },
            }
          : { status: 201, body: anOrder({ number: 1078 }) },
    });
    render(<NewOrderDialog open onOpenChange={() => {}} />);
    await settle();
    search('Search customers', 'Asha');
    await waitFor(() => buttonWith('Asha Verma'));
    await clickAndSettle(buttonWith('Asha Verma'));
    search('Search products', 'Jaisalmer');
    await waitFor(() => button('Add Jaisalmer Bed'));
    await clickAndSettle(button('Add Jaisalmer Bed'));
    typeInto(document.querySelector('#new-order-reference') as HTMLInputElement, 'UPI-2');

    await clickAndSettle(document.querySelector('#discount-manual') as HTMLElement);
    typeInto(document.querySelector('#new-order-discount-amount') as HTMLInputElement, '9000');
    typeInto(
      document.querySelector('#new-order-discount-reason') as HTMLInputElement,
      ' Floor model ',
    );
    await clickAndSettle(buttonNamed('Create order'));
    await waitFor(() =>
      expect(document.getElementById('new-order-discount-amount-error')?.textContent).toBe(limit),
    );
    const manual = calls.filter((c) => c.key === 'POST /api/admin/orders').at(-1);
    expect(manual?.body).toMatchObject({
      manual_discount: { amount: 9000, reason: 'Floor model' },
    });
    expect(manual?.body).not.toHaveProperty('coupon_code');

    await clickAndSettle(document.querySelector('#discount-coupon') as HTMLElement);
    typeInto(document.querySelector('#new-order-coupon') as HTMLInputElement, 'diwali10');
    await clickAndSettle(buttonNamed('Create order'));
    await waitFor(() => expect(currentToast()?.title).toBe('Success'));
    const coupon = calls.filter((c) => c.key === 'POST /api/admin/orders').at(-1);
    expect(coupon?.body).toMatchObject({ coupon_code: 'DIWALI10' });
    expect(coupon?.body).not.toHaveProperty('manual_discount');
  });
});

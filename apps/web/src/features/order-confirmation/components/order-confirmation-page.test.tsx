import type { Order } from '@sheesham/shared';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as OrderConfirmationRoute } from '@/app/routes/order-confirmation';
import { text, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import {
  anItem,
  anOrder,
  SET_AND_PLAIN_SOFA,
  SET_AND_PLAIN_SOFA_NAMES,
  shownLineNames,
} from '@/testing/orders';
import { currentLocation, render, resetTestState } from '@/testing/render';

afterEach(resetTestState);

const ORDER_ID = '0b6c2d1e-4f5a-4c3b-9d8e-7f6a5b4c3d2e';
const PATH = `/orders/${ORDER_ID}/confirmation`;

function openConfirmation() {
  render(
    <Routes>
      <Route path="/orders/:id/confirmation" element={<OrderConfirmationRoute />} />
      <Route path="/auth" element={<p>Sign in page</p>} />
    </Routes>,
    { initialEntries: [PATH] },
  );
}

function serve(order: Order) {
  return fakeApi({ [`GET /api/orders/${ORDER_ID}`]: () => ({ status: 200, body: order }) });
}

const section = (testId: string) =>
  document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';
const link = (name: string) =>
  [...document.querySelectorAll('a')].find((a) => a.textContent === name)?.getAttribute('href');

describe('order confirmation page', () => {
  it('shows a cash-on-delivery order: number, items, total, payment, address, next steps, links', async () => {
    const calls = serve(
      anOrder({
        id: ORDER_ID,
        number: 1042,
        items: [
          anItem({ quantity: 2, price: 45000 }),
          anItem({ productId: 'chair', name: 'Udaipur Chair', price: 8500 }),
        ],
        total_amount: 98500,
        address: 'Flat 4, Rose Apartments\nCivil Lines, Jaipur',
        pincode: '302006',
        phone: '+919829012345',
      }),
    );
    openConfirmation();
    await waitFor(() => expect(text()).toContain('Order #1042'));

    expect(calls.some((call) => call.key === `GET /api/orders/${ORDER_ID}`)).toBe(true);
    expect(document.querySelector('h1')?.textContent).toBe('Order #1042');
    expect(document.title).toBe('Order #1042 confirmed | Sheesham');
    expect(text()).toContain('We have your order. You pay in cash when it is delivered.');
    const items = section('confirmation-items');
    for (const fact of ['Jaisalmer King Bed', 'Qty: 2', '₹90,000', 'Udaipur Chair', '₹8,500']) {
      expect(items).toContain(fact);
    }
    expect(items).toContain('Total₹98,500');
    const info = section('confirmation-order');
    expect(info).toContain('PaymentCash on Delivery');
    expect(info).toContain('Total₹98,500');
    // COD's 'Pending' says nothing the method does not.
    expect(info).not.toContain('Payment status');
    const address = [...document.querySelectorAll('[data-testid="confirmation-delivery"] dd')];
    expect(address[0]?.textContent).toBe('Flat 4, Rose Apartments\nCivil Lines, Jaipur');
    expect(address[0]?.className).toContain('whitespace-pre-line');
    expect(address[1]?.textContent).toBe('302006');
    expect(address[2]?.textContent).toBe('+91 98290 12345');
    const next = section('next-steps');
    for (const fact of [
      'We confirm your order',
      'Processing',
      'Shipped',
      'Delivered',
      'Free delivery and assembly within 50 km of our showroom.',
      'Pay ₹98,500 in cash when it arrives.',
    ]) {
      expect(next).toContain(fact);
    }
    expect(link('View your orders')).toBe('/profile');
    expect(link('Continue shopping')).toBe('/products');
  });

  it('shows an online order as paid, with nothing more to pay on delivery', async () => {
    serve(
      anOrder({
        id: ORDER_ID,
        payment_method: 'gateway',
        payment_status: 'paid',
        payment_reference_id: 'pay_sbx_1',
      }),
    );
    openConfirmation();
    await waitFor(() => expect(text()).toContain('Order #1001'));
    expect(text()).toContain('We have your order and your payment.');
    const info = section('confirmation-order');
    expect(info).toContain('PaymentOnline Payment');
    expect(info).toContain('Payment statusPaid');
    const next = section('next-steps');
    expect(next).toContain('Your payment is received');
    expect(next).toContain('Nothing more to pay.');
    expect(next).not.toContain('in cash');
  });

  it.each([404, 403])(
    'answers %i with the not-found state and no order details',
    async (status) => {
      fakeApi({
        [`GET /api/orders/${ORDER_ID}`]: () => ({
          status,
          body: { error: { code: status === 404 ? 'not_found' : 'forbidden', message: 'No' } },
        }),
      });
      openConfirmation();
      const state = await waitFor(() => {
        const found = document.querySelector('[data-testid="order-not-allowed"]');
        if (!found) throw new Error('No not-found state yet');
        return found;
      });
      expect(state.getAttribute('role')).toBe('alert');
      expect(state.textContent).toContain('Order not found');
      expect(document.title).toBe('Order not found | Sheesham');
      expect(link('View your orders')).toBe('/profile');
      expect(text()).not.toContain('Order #');
    },
  );

  it('names a set line as the Complete Set, as the mails and the invoice do (issue #24)', async () => {
    serve(anOrder({ id: ORDER_ID, items: SET_AND_PLAIN_SOFA, total_amount: 101_998 }));
    openConfirmation();
    await waitFor(() => expect(section('confirmation-items')).toContain('Mehrangarh Sofa'));
    const items = document.querySelector('[data-testid="confirmation-items"]');
    expect(shownLineNames(items)).toEqual(SET_AND_PLAIN_SOFA_NAMES);
  });

  it('sends a signed-out visitor to sign in without asking for the order', async () => {
    const calls = fakeApi({}, { session: 'signed-out' });
    openConfirmation();
    await waitFor(() => expect(currentLocation()).toBe('/auth'));
    expect(calls.some((call) => call.key.startsWith('GET /api/orders'))).toBe(false);
  });
});

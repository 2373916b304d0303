import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteLayout } from '@/app/layout/site-layout';
import { Component as CheckoutRoute } from '@/app/routes/checkout';
import { currentToast } from '@/components/ui/toast-store';
import { PAGE_ROOT_ID } from '@/lib/page-root';
import { byId, clickAndSettle, waitFor } from '@/testing/dom';
import { fakeApi, type Reply } from '@/testing/fake-api';
import { bed, chair } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import {
  checkoutForm,
  fillDeliveryAndSlot,
  placeOrderButton,
  renderCheckout,
} from '../testing/checkout-page';

afterEach(() => {
  vi.restoreAllMocks();
  resetTestState();
});

const serverError: Reply = {
  status: 500,
  body: { error: { code: 'internal', message: 'Something went wrong' } },
};

/** POST /api/orders answered only when the test says so, as a real server takes its time. */
function heldOrder() {
  let answer: (reply: Reply) => void = () => {};
  const reply = new Promise<Reply>((resolve) => {
    answer = resolve;
  });
  fakeApi({ 'POST /api/orders': () => reply });
  return { fail: () => act(async () => answer(serverError)) };
}

const overlay = () =>
  [...document.querySelectorAll('[role="status"]')].find((element) =>
    element.textContent?.includes('Processing Payment...'),
  );

describe('checkout focus and the processing overlay', () => {
  it('puts focus back on the place order button when the order fails', async () => {
    const order = heldOrder();
    renderCheckout([bed, chair]);
    await checkoutForm();
    await fillDeliveryAndSlot();
    await clickAndSettle(placeOrderButton());
    await waitFor(() => expect(overlay()).toBeDefined());
    await order.fail();

    await waitFor(() =>
      expect(currentToast()?.title).toBe('Failed to place order. Please try again.'),
    );
    expect(placeOrderButton().disabled).toBe(false);
    expect(document.activeElement).toBe(placeOrderButton());
  });

  it('makes the page behind the overlay inert (header, cart, footer) until the order ends', async () => {
    const order = heldOrder();
    render(
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="/checkout" element={<CheckoutRoute />} />
        </Route>
      </Routes>,
      { initialEntries: ['/checkout'], cart: [bed] },
    );
    await checkoutForm();
    const page = byId(PAGE_ROOT_ID);
    expect(page.querySelector('header')).not.toBeNull();
    await fillDeliveryAndSlot();
    await clickAndSettle(placeOrderButton());

    await waitFor(() => expect(overlay()).toBeDefined());
    expect(page.hasAttribute('inert')).toBe(true);
    // The overlay itself stays outside the inert page, so it is still announced.
    expect(page.contains(overlay() ?? null)).toBe(false);

    await order.fail();
    await waitFor(() => expect(overlay()).toBeUndefined());
    expect(page.hasAttribute('inert')).toBe(false);
  });

  it('recovers when checkout breaks before any request: toast, no overlay, and a retry works', async () => {
    const calls = fakeApi({ 'POST /api/payment/order': () => serverError });
    renderCheckout([bed]);
    await checkoutForm();
    await fillDeliveryAndSlot();
    await clickAndSettle(byId('payment-gateway'));
    // The receipt label needs a random id; make that fail once.
    vi.spyOn(crypto, 'randomUUID').mockImplementationOnce(() => {
      throw new Error('no randomness');
    });
    await clickAndSettle(placeOrderButton());

    await waitFor(() =>
      expect(currentToast()?.title).toBe('Failed to place order. Please try again.'),
    );
    expect(overlay()).toBeUndefined();
    expect(placeOrderButton().disabled).toBe(false);
    expect(calls.some((call) => call.key === 'POST /api/payment/order')).toBe(false);

    await clickAndSettle(placeOrderButton());
    await waitFor(() =>
      expect(calls.some((call) => call.key === 'POST /api/payment/order')).toBe(true),
    );
  });
});

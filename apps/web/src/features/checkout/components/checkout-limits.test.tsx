import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { byId, clickAndSettle, text, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { bed, chair, productOf } from '@/testing/fixtures';
import { currentLocation, resetTestState, storedCart } from '@/testing/render';
import * as checkout from '../testing/checkout-page';

const { checkoutForm, fillDeliveryAndSlot, placeOrderButton, renderCheckout, submitCheckout } =
  checkout;

afterEach(resetTestState);

const LIMIT =
  'Orders are limited to ₹20,00,000. Remove some items, or call us on +91 98290 12345 to order in person.';
/** 33 beds at the set price: ₹20,46,000, over the ₹20 lakh cap. */
const overLimit = [{ ...bed, quantity: 33 }];
const notice = () => document.querySelector('[data-testid="order-limit"]');

describe('the order limit at checkout (issue 12)', () => {
  it('disables Place Order and Pay Now with the reason beside them, and sends nothing', async () => {
    const calls = fakeApi({});
    renderCheckout(overLimit);
    await checkoutForm();
    await fillDeliveryAndSlot();
    expect(notice()?.textContent).toBe(LIMIT);
    const button = placeOrderButton();
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(notice()?.id);
    await clickAndSettle(byId('payment-gateway'));
    expect(placeOrderButton().disabled).toBe(true);

    // Any other way in (a submit without the button) is stopped before a call too.
    await act(async () => document.querySelector('form')?.requestSubmit());
    await waitFor(() => expect(currentToast()?.description).toBe(LIMIT));
    expect(calls.some((call) => /payment\/order|orders/.test(call.key))).toBe(false);
    expect(text()).not.toContain('Sheesham Sandbox Payments');
  });

  it('leaves a cart within the limit alone', async () => {
    fakeApi({});
    renderCheckout([bed, chair]);
    await checkoutForm();
    expect(notice()).toBeNull();
    expect(placeOrderButton().disabled).toBe(false);
    expect(placeOrderButton().hasAttribute('aria-describedby')).toBe(false);
  });

  it("shows the server's reason when the server still finds the order too large, then catches up", async () => {
    const reason =
      'An order can total at most ₹20,00,000. Please split it into smaller orders or contact us.';
    let bedPrice = 62000;
    fakeApi({
      // The set price rose after the cart was read: the server's total is over the limit.
      [`GET /api/products/${bed.id}`]: () => ({
        status: 200,
        body: productOf(bed, { set_price: bedPrice, stock: 50 }),
      }),
      'POST /api/orders': () => {
        bedPrice = 70000;
        return { status: 400, body: { error: { code: 'order_too_large', message: reason } } };
      },
    });
    await submitCheckout([{ ...bed, quantity: 30 }]);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'destructive',
        title: 'Failed to place order. Please try again.',
        description: reason,
      }),
    );
    expect(currentLocation()).toBe('/checkout');
    // The cart is read again: today's price puts it over the limit, and checkout says so.
    await waitFor(() => expect(notice()?.textContent).toBe(LIMIT));
    expect(placeOrderButton().disabled).toBe(true);
    expect(storedCart()[0]?.set_price).toBe(70000);
  });
});

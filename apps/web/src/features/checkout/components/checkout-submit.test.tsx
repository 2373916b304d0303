import { afterEach, describe, expect, it } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { FIRST_SLOT } from '@/testing/delivery-slots';
import { buttonWith, byId, clickAndSettle, text, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { bed, chair, productOf } from '@/testing/fixtures';
import { currentLocation, resetTestState, storedCart } from '@/testing/render';
import {
  checkoutForm,
  fillDeliveryAndSlot,
  placeOrderButton,
  renderCheckout,
  submitCheckout,
} from '../testing/checkout-page';

afterEach(resetTestState);

const lines = [
  { product_id: bed.id, quantity: 1, selected_set: true },
  { product_id: chair.id, quantity: 2, selected_set: false },
];
const created = { status: 201, body: { id: 'order-1', number: 1001 } };

describe('cash on delivery', () => {
  it('shows Processing... and the overlay, then places the order, clears the cart and opens its confirmation', async () => {
    let release: () => void = () => {};
    const calls = fakeApi({
      'POST /api/orders': () =>
        new Promise((resolve) => {
          release = () => resolve(created);
        }),
    });
    renderCheckout([bed, chair]);
    await checkoutForm();
    await fillDeliveryAndSlot();
    await clickAndSettle(placeOrderButton());

    await waitFor(() => expect(placeOrderButton().textContent).toBe('Processing...'));
    const overlay = [...document.querySelectorAll('[role="status"]')].find((el) =>
      el.textContent?.includes('Processing Payment...'),
    );
    expect(overlay?.getAttribute('aria-live')).toBe('polite');
    expect(document.querySelector('form')?.hasAttribute('inert')).toBe(true);

    release();
    await waitFor(() => expect(currentLocation()).toBe('/orders/order-1/confirmation'));
    expect(text()).toContain('Confirmation page');
    const order = calls.find((call) => call.key === 'POST /api/orders');
    expect(order?.body).toEqual({
      phone: '+919829012345',
      pincode: '302001',
      address: '12 Civil Lines, Jaipur',
      delivery_instructions: '',
      delivery_slot: FIRST_SLOT,
      payment_method: 'cod',
      items: lines,
    });
    expect(order?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(order?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(storedCart()).toEqual([]);
    expect(currentToast()).toMatchObject({
      title: 'Order placed successfully!',
      description: 'Your order has been placed successfully! Pay on delivery.',
    });
  });

  it("shows the server's stock message, keeps the cart, and a retry reuses the attempt's key", async () => {
    const calls = fakeApi({
      'POST /api/orders': () => ({
        status: 409,
        body: {
          error: { code: 'insufficient_stock', message: 'Only 1 left of Udaipur Accent Chair' },
        },
      }),
    });
    await submitCheckout([bed, chair]);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'destructive',
        title: 'Failed to place order. Please try again.',
        description: 'Only 1 left of Udaipur Accent Chair',
      }),
    );
    expect(currentLocation()).toBe('/checkout');
    expect(storedCart()).toHaveLength(2);
    expect(placeOrderButton().textContent).toBe('Place Order - ₹79,000 (COD)');

    await clickAndSettle(placeOrderButton());
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/orders')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.key === 'POST /api/orders');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });
});

describe('online payment (sandbox gateway)', () => {
  const paymentOrder = {
    status: 200,
    body: {
      success: true,
      gateway: 'sandbox',
      key_id: 'sandbox',
      order: { id: 'order_sbx_1', amount: 7900000, currency: 'INR' },
    },
  };

  async function payNow() {
    renderCheckout([bed, chair]);
    await checkoutForm();
    await fillDeliveryAndSlot();
    await clickAndSettle(byId('payment-gateway'));
    await clickAndSettle(placeOrderButton());
    await waitFor(() => expect(text()).toContain('Sheesham Sandbox Payments'));
  }

  it('pays in the sandbox dialog, verifies, places the paid order and opens its confirmation', async () => {
    const calls = fakeApi({
      'POST /api/payment/order': () => paymentOrder,
      'POST /api/payment/sandbox/complete': () => ({
        status: 200,
        body: {
          razorpay_order_id: 'order_sbx_1',
          razorpay_payment_id: 'pay_sbx_1',
          razorpay_signature: 'sig',
        },
      }),
      'POST /api/payment/verify': () => ({
        status: 200,
        body: { success: true, payment_error_message: null, message: 'Payment verified' },
      }),
      'POST /api/orders': () => created,
    });
    await payNow();
    expect(document.querySelector('[data-testid="sandbox-amount"]')?.textContent).toBe('₹79,000');
    expect(document.querySelector('[data-testid="sandbox-order-id"]')?.textContent).toBe(
      'order_sbx_1',
    );
    expect(text()).toContain('Sandbox mode — no real money moves.');
    // The overlay steps aside while the payment window is up.
    expect(text()).not.toContain('Processing Payment...');

    await clickAndSettle(buttonWith('Complete payment'));
    await waitFor(() => expect(currentLocation()).toBe('/orders/order-1/confirmation'));
    expect(calls.map((call) => call.key).filter((key) => key.startsWith('POST'))).toEqual([
      'POST /api/payment/order',
      'POST /api/payment/sandbox/complete',
      'POST /api/payment/verify',
      'POST /api/orders',
    ]);
    expect(calls.find((c) => c.key === 'POST /api/payment/order')?.body).toMatchObject({
      amount: 79000,
      currency: 'INR',
      items: lines,
      pincode: '302001',
      delivery_slot: FIRST_SLOT,
    });
    expect(calls.find((c) => c.key === 'POST /api/payment/sandbox/complete')?.body).toEqual({
      razorpay_order_id: 'order_sbx_1',
      outcome: 'success',
    });
    expect(calls.find((c) => c.key === 'POST /api/orders')?.body).toMatchObject({
      payment_method: 'gateway',
      razorpay_order_id: 'order_sbx_1',
      items: lines,
    });
    expect(storedCart()).toEqual([]);
    expect(currentToast()).toMatchObject({
      title: 'Order placed successfully!',
      description: 'Your order has been placed and paid successfully!',
    });
  });

  it('a failed sandbox payment shows the failure toast and creates no order', async () => {
    const calls = fakeApi({
      'POST /api/payment/order': () => paymentOrder,
      'POST /api/payment/sandbox/complete': () => ({
        status: 200,
        body: {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment failed (sandbox simulation)',
            reason: 'payment_failed',
          },
        },
      }),
    });
    await payNow();
    await clickAndSettle(buttonWith('Simulate failed payment'));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        variant: 'destructive',
        title: 'Payment failed. Please try again.',
      }),
    );
    expect(calls.some((call) => /verify|orders/.test(call.key))).toBe(false);
    expect(currentLocation()).toBe('/checkout');
    expect(storedCart()).toHaveLength(2);
    expect(placeOrderButton().textContent).toBe('Pay Now - ₹79,000');
  });

  it('closing the dialog is a dismissal: no toast, no order, the button is back', async () => {
    const calls = fakeApi({ 'POST /api/payment/order': () => paymentOrder });
    await payNow();
    const close = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === 'Close',
    );
    if (!close) throw new Error('No close button');
    await clickAndSettle(close);
    await waitFor(() => expect(placeOrderButton().textContent).toBe('Pay Now - ₹79,000'));
    expect(calls.some((call) => /sandbox|verify|orders/.test(call.key))).toBe(false);
  });

  it('re-prices lines added at an old price, so the amount sent is what the server charges', async () => {
    const calls = fakeApi({
      [`GET /api/products/${bed.id}`]: () => ({
        status: 200,
        body: productOf(bed, { set_price: 64000 }),
      }),
      [`GET /api/products/${chair.id}`]: () => ({ status: 200, body: productOf(chair) }),
      'POST /api/payment/order': () => paymentOrder,
    });
    renderCheckout([bed, chair]);
    await checkoutForm();
    await waitFor(() => expect(text()).toContain('Some prices changed since you added them.'));
    expect(document.querySelector('[data-testid="checkout-total"]')?.textContent).toBe('₹81,000');
    // Re-priced in place, and every line now knows its product's stock.
    expect(storedCart()).toEqual([
      { ...bed, set_price: 64000, stock: 10 },
      { ...chair, stock: 10 },
    ]);
    await fillDeliveryAndSlot();
    await clickAndSettle(byId('payment-gateway'));
    expect(placeOrderButton().textContent).toBe('Pay Now - ₹81,000');
    await clickAndSettle(placeOrderButton());
    await waitFor(() => expect(text()).toContain('Sheesham Sandbox Payments'));
    expect(calls.find((c) => c.key === 'POST /api/payment/order')?.body).toMatchObject({
      amount: 81000,
    });
  });

  it('names the provider when the payment order cannot be created', async () => {
    fakeApi({
      'POST /api/payment/order': () => ({
        status: 502,
        body: { error: { code: 'gateway_error', message: 'Upstream down' } },
      }),
    });
    renderCheckout([bed]);
    await checkoutForm();
    await fillDeliveryAndSlot();
    await clickAndSettle(byId('payment-gateway'));
    await clickAndSettle(placeOrderButton());
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Payment Error',
        description: 'Could not create the sandbox payment order. Please try again.',
      }),
    );
  });
});

import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { byId, clickAndSettle, text, typeInto, waitFor } from '@/testing/dom';
import { type ApiCall, fakeApi } from '@/testing/fake-api';
import { bed, chair } from '@/testing/fixtures';
import { resetTestState } from '@/testing/render';
import {
  checkoutForm,
  fillDeliveryAndSlot,
  placeOrderButton,
  renderCheckout,
} from '../testing/checkout-page';

afterEach(resetTestState);

const QUOTE = 'POST /api/coupons/quote';
const total = () => document.querySelector('[data-testid="checkout-total"]')?.textContent;
const discountLine = () => document.querySelector('[data-testid="discount-line"]');
const applyButton = () =>
  byId<HTMLButtonElement>('checkout-coupon').parentElement?.querySelector(
    'button',
  ) as HTMLButtonElement;

/** The server's quote: 10% off the ₹79,000 cart, capped at ₹5,000; DIWALI10 only. */
function quoteServer(call: ApiCall) {
  const body = call.body as { coupon_code: string };
  if (body.coupon_code === 'DIWALI10') {
    return {
      status: 200,
      body: {
        code: 'DIWALI10',
        description: 'Diwali sale',
        discount_amount: 5000,
        subtotal: 79000,
      },
    };
  }
  if (body.coupon_code === 'BIGCART') {
    return {
      status: 400,
      body: {
        error: {
          code: 'coupon_not_applicable',
          message: 'This code does not apply to your cart',
          fields: { coupon_code: 'This code needs a cart of ₹1,00,000 or more' },
        },
      },
    };
  }
  return {
    status: 404,
    body: {
      error: {
        code: 'coupon_not_found',
        message: 'Unknown code',
        fields: { coupon_code: 'This code does not exist' },
      },
    },
  };
}

async function applyCode(code: string) {
  typeInto(byId('checkout-coupon'), code);
  await clickAndSettle(applyButton());
}

describe('the checkout summary with a coupon (issue #29)', () => {
  it("shows the server's discount with its code and the lower total, and sends the code with the order", async () => {
    const calls = fakeApi({
      [QUOTE]: quoteServer,
      'POST /api/orders': () => ({ status: 201, body: { id: 'order-1', number: 1001 } }),
    });
    renderCheckout([bed, chair]);
    await checkoutForm();
    expect(total()).toBe('₹79,000');

    await applyCode('diwali10');
    await waitFor(() => expect(discountLine()?.textContent).toBe('Discount (DIWALI10)−₹5,000'));
    expect(total()).toBe('₹74,000');
    expect(placeOrderButton().textContent).toBe('Place Order - ₹74,000 (COD)');
    expect(text()).toContain('DIWALI10 applied');
    const quote = calls.find((call) => call.key === QUOTE);
    expect(quote?.body).toEqual({
      coupon_code: 'DIWALI10',
      items: [
        { product_id: bed.id, quantity: 1, selected_set: true },
        { product_id: chair.id, quantity: 2, selected_set: false },
      ],
    });
    expect(quote?.headers.get('Authorization')).toBe('Bearer test-token');

    await fillDeliveryAndSlot();
    await clickAndSettle(placeOrderButton());
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/orders')).toBe(true));
    const order = calls.find((call) => call.key === 'POST /api/orders');
    expect(order?.body).toMatchObject({ coupon_code: 'DIWALI10', payment_method: 'cod' });
  });

  it('shows why a code does not apply at the field, keeps the total and sends no code', async () => {
    const calls = fakeApi({
      [QUOTE]: quoteServer,
      'POST /api/orders': () => ({ status: 201, body: { id: 'order-1', number: 1001 } }),
    });
    renderCheckout([bed, chair]);
    await checkoutForm();

    await applyCode('BIGCART');
    await waitFor(() => expect(text()).toContain('This code needs a cart of ₹1,00,000 or more'));
    const field = byId<HTMLInputElement>('checkout-coupon');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(byId(field.getAttribute('aria-describedby') ?? '').textContent).toBe(
      'This code needs a cart of ₹1,00,000 or more',
    );
    expect(discountLine()).toBeNull();
    expect(total()).toBe('₹79,000');

    // Typing another code clears the reason; an unknown one gets its own.
    await applyCode('NOPE');
    await waitFor(() => expect(text()).toContain('This code does not exist'));
    expect(text()).not.toContain('₹1,00,000 or more');

    await fillDeliveryAndSlot();
    await clickAndSettle(placeOrderButton());
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/orders')).toBe(true));
    const order = calls.find((call) => call.key === 'POST /api/orders');
    expect(order?.body).not.toHaveProperty('coupon_code');
  });

  it('removes an applied code: the discount line goes and the total is back', async () => {
    fakeApi({ [QUOTE]: quoteServer });
    renderCheckout([bed, chair]);
    await checkoutForm();
    await applyCode('DIWALI10');
    await waitFor(() => expect(total()).toBe('₹74,000'));

    const remove = document.querySelector<HTMLButtonElement>(
      'button[aria-label="Remove code DIWALI10"]',
    );
    await clickAndSettle(remove as HTMLButtonElement);
    expect(discountLine()).toBeNull();
    expect(total()).toBe('₹79,000');
    expect(byId<HTMLInputElement>('checkout-coupon').value).toBe('');
  });

  it('applies the code on Enter without placing the order', async () => {
    const calls = fakeApi({ [QUOTE]: quoteServer });
    renderCheckout([bed, chair]);
    await checkoutForm();
    const field = byId<HTMLInputElement>('checkout-coupon');
    typeInto(field, 'DIWALI10');
    act(() => {
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await waitFor(() => expect(total()).toBe('₹74,000'));
    expect(calls.some((call) => call.key === 'POST /api/orders')).toBe(false);
  });
});

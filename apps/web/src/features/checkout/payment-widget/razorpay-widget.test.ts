import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadRazorpayCheckout, RAZORPAY_CHECKOUT_URL } from './razorpay-script';
import { openRazorpayWidget } from './razorpay-widget';
import { type PaymentWidgetOptions, PaymentWidgetUnavailableError } from './widget-types';

const options: PaymentWidgetOptions = {
  keyId: 'rzp_test_123',
  order: { id: 'order_Rz1', amount: 7900000, currency: 'INR' },
  storeName: 'Sheesham',
  prefill: { name: 'Asha Verma', email: 'asha@example.in', contact: '+919829012345' },
};

/** Checkout.js as far as the shop uses it: records the options and lets a test fire events. */
class FakeRazorpay {
  static last: FakeRazorpay | undefined;
  failedListener: ((event: unknown) => void) | undefined;
  opened = false;
  closed = false;
  constructor(readonly options: Record<string, unknown>) {
    FakeRazorpay.last = this;
  }
  open() {
    this.opened = true;
  }
  close() {
    this.closed = true;
  }
  on(_event: 'payment.failed', listener: (event: unknown) => void) {
    this.failedListener = listener;
  }
}

const rzp = () => {
  if (!FakeRazorpay.last) throw new Error('Razorpay was not constructed');
  return FakeRazorpay.last;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeRazorpay.last = undefined;
  document.documentElement.style.setProperty('--color-gold', '#896710');
});
afterEach(() => {
  window.Razorpay = undefined;
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('Razorpay widget', () => {
  describe('with Checkout.js loaded', () => {
    beforeEach(() => {
      window.Razorpay = FakeRazorpay;
    });

    it('opens Checkout.js for the gateway order, prefilled and themed gold', async () => {
      const outcome = openRazorpayWidget(options);
      await flush();
      expect(rzp().opened).toBe(true);
      expect(rzp().options).toMatchObject({
        key: 'rzp_test_123',
        amount: 7900000,
        currency: 'INR',
        order_id: 'order_Rz1',
        name: 'Sheesham',
        prefill: options.prefill,
        theme: { color: '#896710' },
      });
      (rzp().options.handler as (response: unknown) => void)({
        razorpay_order_id: 'order_Rz1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'sig',
      });
      expect(await outcome).toEqual({
        outcome: 'paid',
        response: {
          razorpay_order_id: 'order_Rz1',
          razorpay_payment_id: 'pay_1',
          razorpay_signature: 'sig',
        },
      });
    });

    it('settles failed on payment.failed and closes the window', async () => {
      const outcome = openRazorpayWidget(options);
      await flush();
      rzp().failedListener?.({ error: { description: 'Your card was declined' } });
      expect(await outcome).toEqual({ outcome: 'failed', message: 'Your card was declined' });
      expect(rzp().closed).toBe(true);
    });

    it('settles dismissed when the shopper closes the window', async () => {
      const outcome = openRazorpayWidget(options);
      await flush();
      (rzp().options.modal as { ondismiss: () => void }).ondismiss();
      expect(await outcome).toEqual({ outcome: 'dismissed' });
    });
  });

  it('reports a blocked Checkout.js as an unavailable widget, and tries again next time', async () => {
    // happy-dom refuses remote scripts the way an ad blocker does: the load fails.
    const scripts = () => [...document.querySelectorAll('script')];
    await expect(loadRazorpayCheckout()).rejects.toBeInstanceOf(PaymentWidgetUnavailableError);
    expect(scripts()).toHaveLength(0);
    await expect(openRazorpayWidget(options)).rejects.toBeInstanceOf(PaymentWidgetUnavailableError);
  });

  it('adds no script when Checkout.js is already there', async () => {
    window.Razorpay = FakeRazorpay;
    await expect(loadRazorpayCheckout()).resolves.toBeUndefined();
    expect(document.querySelector(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)).toBeNull();
  });
});

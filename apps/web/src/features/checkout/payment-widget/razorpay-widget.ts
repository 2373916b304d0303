import { loadRazorpayCheckout } from './razorpay-script';
import { failedOutcome, paidOutcome } from './widget-outcomes';
import type { PaymentWidgetOptions, PaymentWidgetOutcome } from './widget-types';

/** The part of Checkout.js's API the shop uses. */
interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (event: unknown) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

/** The theme's gold, so the Razorpay window matches the shop (SPEC §7). */
function themeGold(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--color-gold').trim();
  return value || '#896710';
}

/** Opens Razorpay Checkout for a gateway order; rejects with PaymentWidgetUnavailableError. */
export async function openRazorpayWidget(
  options: PaymentWidgetOptions,
): Promise<PaymentWidgetOutcome> {
  await loadRazorpayCheckout();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay Checkout.js loaded without window.Razorpay');
  return new Promise((resolve) => {
    const rzp = new Razorpay({
      key: options.keyId,
      amount: options.order.amount,
      currency: options.order.currency,
      order_id: options.order.id,
      name: options.storeName,
      prefill: options.prefill,
      theme: { color: themeGold() },
      // One attempt per gateway order: a failure settles here and the shopper retries from
      // checkout, so a later in-window retry can never be paid without an order being placed.
      retry: { enabled: false },
      handler: (response: unknown) => resolve(paidOutcome(response)),
      modal: { ondismiss: () => resolve({ outcome: 'dismissed' }) },
    });
    rzp.on('payment.failed', (event) => {
      resolve(failedOutcome(event));
      rzp.close();
    });
    rzp.open();
  });
}

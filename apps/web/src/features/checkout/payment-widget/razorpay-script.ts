import { PaymentWidgetUnavailableError } from './widget-types';

/** The only remote script the shop loads, and only in Razorpay mode (DESIGN.md Payments). */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

let loading: Promise<void> | undefined;

/** Adds Checkout.js once; a failed load is forgotten, so the next attempt tries again. */
export function loadRazorpayCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    const fail = () => {
      script.remove();
      loading = undefined;
      reject(new PaymentWidgetUnavailableError());
    };
    script.onload = () => (window.Razorpay ? resolve() : fail());
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}

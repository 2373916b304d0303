import { PaymentWidgetUnavailableError } from './widget-types';

/** The only remote script the shop loads, and only in Razorpay mode (DESIGN.md Payments). */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

let loading: Promise<void> | undefined;

/** Adds Checkout.js once; a failed load is forgotten, so the next attempt tries again. */
export function loadRazorpayCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  if (loading) return loading;
  const script = document.createElement('script');
  script.src = RAZORPAY_CHECKOUT_URL;
  script.async = true;
  const pending = new Promise<void>((resolve, reject) => {
    const fail = () => {
      script.remove();
      if (loading === pending) loading = undefined;
      reject(new PaymentWidgetUnavailableError());
    };
    script.onload = () => (window.Razorpay ? resolve() : fail());
    script.onerror = fail;
  });
  // Remembered before the script is added, in case its error fires synchronously.
  loading = pending;
  document.head.append(script);
  return pending;
}

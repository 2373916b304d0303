import { createRoot } from 'react-dom/client';
import { SandboxPaymentDialog } from './sandbox-payment-dialog';
import type { PaymentWidgetOptions, PaymentWidgetOutcome } from './widget-types';

/** Long enough for the dialog's close animation before its root is removed. */
const CLOSE_ANIMATION_MS = 250;

/**
 * Opens the sandbox dialog in a root of its own, like Checkout.js opens its window, so callers
 * treat both gateways alike: a promise that settles once with the outcome.
 */
export function openSandboxWidget(options: PaymentWidgetOptions): Promise<PaymentWidgetOutcome> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const onSettled = (outcome: PaymentWidgetOutcome) => {
      resolve(outcome);
      window.setTimeout(() => {
        root.unmount();
        host.remove();
      }, CLOSE_ANIMATION_MS);
    };
    root.render(<SandboxPaymentDialog options={options} onSettled={onSettled} />);
  });
}

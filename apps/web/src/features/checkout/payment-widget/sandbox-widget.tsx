import { createRoot } from 'react-dom/client';
import { SandboxPaymentDialog } from './sandbox-payment-dialog';
import type { PaymentWidgetOptions, PaymentWidgetOutcome } from './widget-types';

/** Long enough for the dialog's close animation before its root is removed. */
const CLOSE_ANIMATION_MS = 250;

/** How to remove each dialog still in the page. */
const openWidgets = new Set<() => void>();

/**
 * Opens the sandbox dialog in a root of its own, like Checkout.js opens its window, so callers
 * treat both gateways alike: a promise that settles once with the outcome.
 */
export function openSandboxWidget(options: PaymentWidgetOptions): Promise<PaymentWidgetOutcome> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const remove = () => {
      if (!openWidgets.delete(remove)) return;
      root.unmount();
      host.remove();
    };
    openWidgets.add(remove);
    const onSettled = (outcome: PaymentWidgetOutcome) => {
      resolve(outcome);
      window.setTimeout(remove, CLOSE_ANIMATION_MS);
    };
    root.render(<SandboxPaymentDialog options={options} onSettled={onSettled} />);
  });
}

/**
 * Removes every sandbox dialog still in the page, settled or not: a test's reset does, so no
 * dialog of one test stays open (and listening for Escape) in the next.
 */
export function removeSandboxWidgets(): void {
  for (const remove of [...openWidgets]) remove();
}

import type { PaymentGatewayName } from '@sheesham/shared';
import { openRazorpayWidget } from './razorpay-widget';
import { openSandboxWidget } from './sandbox-widget';
import type { PaymentWidgetOptions, PaymentWidgetOutcome } from './widget-types';

/**
 * Opens the gateway's payment window and settles once with what happened. Both gateways answer
 * the same three outcomes, so everything after the widget is one code path (DESIGN.md Payments).
 */
export function openPaymentWidget(
  gateway: PaymentGatewayName,
  options: PaymentWidgetOptions,
): Promise<PaymentWidgetOutcome> {
  return gateway === 'sandbox' ? openSandboxWidget(options) : openRazorpayWidget(options);
}

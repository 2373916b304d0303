/**
 * The order-cancellation flow: what cancelling an order does across orders, payments, refunds and
 * invoices (docs/decisions/017, 018). app.ts hands its hook to the orders module.
 */
export { cancellationFlow } from './cancellation-flow.ts';
export {
  COD_CANCELLED_REASON,
  COD_CASH_CANCELLED_REASON,
  SHOWROOM_CANCELLED_REASON,
} from './credit-cod-on-cancel.ts';
export { CANCELLATION_REFUND_REASON } from './refund-on-cancel.ts';

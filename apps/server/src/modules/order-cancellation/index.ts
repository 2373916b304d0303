/**
 * The order-cancellation flow: what cancelling a paid order does across orders, payments and
 * refunds (docs/decisions/017). app.ts hands its hook to the orders module.
 */
export { refundOnCancel } from './refund-on-cancel.ts';

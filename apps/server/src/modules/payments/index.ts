/**
 * The payments module's public face: the gateway, the service the checkout flow opens payments
 * with, the claim an order makes inside its transaction, and the routes app.ts mounts.
 */
export { paymentAdminRoutes } from './admin-routes.ts';
export { createPaymentGateway, sandboxInProductionWarning } from './create-payment-gateway.ts';
export {
  type GatewayRefundRequest,
  type PaymentGateway,
  RefundRefusedError,
} from './gateway.ts';
export { movePaymentsToUser } from './move-payments.ts';
export { claimVerifiedPayment, paymentNotVerified } from './payment-claims.ts';
export {
  lockOrderPayment,
  type RefundablePayment,
  type RefundTotals,
  releaseRefund,
  reserveRefund,
} from './refund-ledger.ts';
export { paymentRoutes } from './routes.ts';
export { PaymentService } from './service.ts';
export { recordShowroomPayment, type ShowroomPayment } from './showroom-payments.ts';
export type { RefundEventSink, RefundWebhookEvent } from './webhook-service.ts';

/**
 * The payments module's public face: the gateway, the service the checkout flow opens payments
 * with, the claim an order makes inside its transaction, and the routes app.ts mounts.
 */
export { paymentAdminRoutes } from './admin-routes.ts';
export { createPaymentGateway, sandboxInProductionWarning } from './create-payment-gateway.ts';
export { claimVerifiedPayment, paymentNotVerified } from './payment-claims.ts';
export { paymentRoutes } from './routes.ts';
export { PaymentService } from './service.ts';

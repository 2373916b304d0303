/** The checkout module's public face: the flow that places orders, and its routes. */
export { checkoutRoutes } from './routes.ts';
export { CheckoutService } from './service.ts';
export { StaffCheckout } from './staff-checkout.ts';
export { staffOrderAdminRoutes } from './staff-routes.ts';

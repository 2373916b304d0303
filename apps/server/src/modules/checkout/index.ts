/** The checkout module's public face: the flow that places orders, and its routes. */
export { type CheckoutRoutesOptions, checkoutRoutes } from './routes.ts';
export { CheckoutService } from './service.ts';

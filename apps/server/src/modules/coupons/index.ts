/**
 * The coupons module's public face (issue #29 part 1, docs/decisions/059): the service the
 * checkout flow checks, redeems and the cancellation flow releases coupons with, and the routes
 * app.ts mounts.
 */
export { couponAdminRoutes } from './admin-routes.ts';
export { couponRoutes } from './routes.ts';
export { CouponService, type UsableCoupon } from './service.ts';

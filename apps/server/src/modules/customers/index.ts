/**
 * The customers module's public face: the admin panel's customer routes, and the claim tokens that let an account's owner take over a walk-in's orders (the order-claims flow).
 */
export { customerAdminRoutes } from './admin-routes.ts';
export { createClaim, mintClaimToken, useClaimToken } from './claims.ts';

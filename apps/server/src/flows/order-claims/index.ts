/**
 * The order-claims flow (docs/decisions/023): a mailed link proves an account's owner holds the
 * e-mail a walk-in gave, and following it moves the walk-in's orders into the account.
 */
export { orderClaimRoutes } from './routes.ts';
export { CLAIM_LINK_INVALID, ORDER_CLAIM_LINK, OrderClaims } from './service.ts';

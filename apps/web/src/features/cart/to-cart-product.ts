/**
 * The cart's own door for products: the rule (a set price only while the set is offered) lives
 * in @sheesham/shared beside the pricing, where the server's parity test reaches it too.
 */
export { toCartProduct } from '@sheesham/shared';

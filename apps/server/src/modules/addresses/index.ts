/**
 * The addresses module's public face (issue #26, docs/decisions/051): the customer's address
 * book routes, the admin's read of a customer's book, and the verb the staff checkout uses to
 * remember a walk-in's delivery address.
 */
export { pincodePlaceRoutes } from './place-routes.ts';
export { addressAdminRoutes, addressRoutes } from './routes.ts';
export { rememberAddress } from './service.ts';

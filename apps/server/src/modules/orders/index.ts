/**
 * The orders module's public face. The checkout flow places orders with the pricing, stock and
 * placement steps below; app.ts mounts the routes.
 */
export { orderAdminRoutes } from './admin-routes.ts';
export {
  attachPaymentReference,
  findOrderByIdempotencyKey,
  insertNewOrder,
  placedOrder,
  takeStockAndAddItems,
} from './placement.ts';
export { priceLines } from './pricing.ts';
export { readOrder } from './read-orders.ts';
export { orderRoutes } from './routes.ts';
export { assertInStock } from './stock.ts';

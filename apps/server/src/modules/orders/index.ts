/**
 * The orders module's public face. The checkout flow places orders with the pricing, stock and
 * placement steps below; app.ts mounts the routes.
 */
export { orderAdminRoutes } from './admin-routes.ts';
export type { AfterCommit, CancellationHook } from './cancellation-hook.ts';
export { type OrderHeadlineRow, toApiOrderHeadline } from './mapper.ts';
export {
  lockOrderForDelivery,
  lockOrderForPayment,
  lockOrderRow,
  moveOrdersToUser,
  setPaymentStatus,
} from './payment-state.ts';
export {
  attachPaymentReference,
  findOrderByIdempotencyKey,
  insertNewOrder,
  placedOrder,
  snapshotItems,
  takeStockAndAddItems,
} from './placement.ts';
export { type CartLine, cartLinesFromJson, type PricedCart, priceLines } from './pricing.ts';
export { findOrderOwner, ORDER_NOT_FOUND, readOrder } from './read-orders.ts';
export type { IdempotencyScope } from './repository.ts';
export { orderRoutes } from './routes.ts';
export type { OrderStatusListener } from './status-listener.ts';

/**
 * The delivery module's public face (docs/decisions/049-delivery-zones.md): zones, charges,
 * holidays and the earliest delivery date. The checkout flow prices the delivery with
 * `DeliveryService.requireDeliverable`; the slots work asks `earliestDeliveryDate`; app.ts mounts
 * the routes.
 */
export { deliveryAdminRoutes } from './admin-routes.ts';
export { deliveryRoutes } from './routes.ts';
export { type DeliveryQuote, DeliveryService, notDeliverable } from './service.ts';

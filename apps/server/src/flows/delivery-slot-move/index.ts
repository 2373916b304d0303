/**
 * The delivery-slot-move flow: staff move an order's delivery to another day and slot, across
 * orders (the lock and status) and delivery-slots (the places). app.ts mounts its admin route.
 */
export { moveDeliverySlot } from './move-delivery-slot.ts';
export { deliverySlotMoveAdminRoutes } from './routes.ts';

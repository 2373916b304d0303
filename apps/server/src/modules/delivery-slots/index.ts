/**
 * The delivery-slots module's public face (issue #26 item 4, docs/decisions/050): the service
 * the checkout, cancellation and slot-move flows book, release and move places with, and the
 * routes app.ts mounts.
 */
export { deliverySlotAdminRoutes } from './admin-routes.ts';
export type { DeliveryCalendar, SlotPromise } from './promised-day.ts';
export { bookedSlotOf } from './read-slot.ts';
export { deliverySlotRoutes } from './routes.ts';
export { type ChoiceContext, DeliverySlotService, slotCalendar } from './service.ts';

import { type DeliverySlotChoice, type Order, SLOT_MESSAGES, slotMovable } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { DeliverySlotService } from '../../modules/delivery-slots/index.ts';
import { lockOrderForDelivery, ORDER_NOT_FOUND, readOrder } from '../../modules/orders/index.ts';

/**
 * PUT /admin/orders/:id/delivery-slot: staff move a delivery to another day and slot, under the
 * order's row lock, so a cancel at the same moment either runs first (and the move finds the order
 * cancelled) or after (and gives back the new place). 409 `not_movable` for a collected, cancelled
 * or dispatched order; the slot's own checks are the delivery-slots module's.
 */
export async function moveDeliverySlot(
  db: Database,
  slots: Pick<DeliverySlotService, 'move' | 'promiseFor'>,
  orderId: string,
  choice: DeliverySlotChoice,
): Promise<Order> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const seen = await readOrder(db, orderId);
  if (seen.fulfilment !== 'delivery') throw conflict(SLOT_MESSAGES.collect, 'not_movable');
  // The delivery days are read before the transaction opens; the pincode never changes.
  const promise = await slots.promiseFor(seen.pincode, 'pincode');
  await db.transaction(async (tx) => {
    const order = await lockOrderForDelivery(tx, orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!slotMovable(order)) throw conflict(SLOT_MESSAGES.notMovable, 'not_movable');
    await slots.move(tx, orderId, choice, { promise, field: 'delivery_slot' });
  });
  return readOrder(db, orderId);
}

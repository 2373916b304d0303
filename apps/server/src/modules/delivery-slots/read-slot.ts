import type { OrderDeliverySlot } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { findBookings, findSlots } from './repository.ts';
import { toOrderDeliverySlot } from './slot-labels.ts';

/** The order's booked delivery slot (the invoice shows it), or null: none, or given back. */
export async function bookedSlotOf(
  db: Database,
  orderId: string,
): Promise<OrderDeliverySlot | null> {
  const [booking] = await findBookings(db, [orderId]);
  return booking ? toOrderDeliverySlot(booking, await findSlots(db)) : null;
}

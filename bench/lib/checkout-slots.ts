import { MAX_SLOT_CAPACITY, type SlotAvailability } from '@sheesham/shared';
import type { App } from '../../apps/server/src/app.ts';
import { deliverySlots } from '../../apps/server/src/db/schema.ts';
import type { Database } from '../../apps/server/src/db/types.ts';

export type SlotChoice = { date: string; slot: string };

/**
 * Every delivery books a slot (decision 057), as a shopper's does: each slot gets the most places
 * a day may have, so a run's orders are never refused for a full slot, and the orders' choices
 * are the days and slots GET /api/delivery/slots offers for the pincode, spread at random.
 */
export async function openCheckoutSlots(
  db: Database,
  app: App,
  pincode: string,
): Promise<SlotChoice[]> {
  await db.update(deliverySlots).set({ defaultCapacity: MAX_SLOT_CAPACITY });
  const response = await app.inject({
    method: 'GET',
    url: `/api/delivery/slots?pincode=${pincode}`,
  });
  if (response.statusCode !== 200) throw new Error(`no slots for ${pincode}: ${response.body}`);
  const { days } = response.json() as SlotAvailability;
  const choices = days.flatMap((day) =>
    day.slots.filter((s) => s.left > 0).map((s) => ({ date: day.date, slot: s.slot })),
  );
  if (choices.length === 0) throw new Error(`every slot for ${pincode} is full`);
  return choices;
}

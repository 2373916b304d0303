import type { SlotAvailability, SlotCalendar } from '@sheesham/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { deliverySlotDays } from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';
import type { TestAccount } from './accounts.ts';

/** GET /api/delivery/slots?pincode= that must succeed. */
export async function slotsFor(app: App, pincode = '302001'): Promise<SlotAvailability> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/delivery/slots?pincode=${pincode}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Places left in one slot of one day, as the shopper's listing says. */
export async function placesLeft(
  app: App,
  date: string,
  slot: string,
): Promise<number | undefined> {
  const { days } = await slotsFor(app);
  return days.find((d) => d.date === date)?.slots.find((s) => s.slot === slot)?.left;
}

/** The row's booked count (0 when no row exists yet). */
export async function bookedCount(db: Database, date: string, slot: string): Promise<number> {
  const [row] = await db
    .select({ booked: deliverySlotDays.booked })
    .from(deliverySlotDays)
    .where(and(eq(deliverySlotDays.day, date), eq(deliverySlotDays.slot, slot)));
  return row?.booked ?? 0;
}

/** PUT /api/admin/delivery-slots/{slot}/days/{date} as `admin`. */
export function setDayCapacity(
  app: App,
  admin: TestAccount,
  date: string,
  slot: string,
  capacity: unknown,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/delivery-slots/${slot}/days/${date}`,
    headers: admin.headers,
    payload: { capacity },
  });
}

/** PUT /api/admin/orders/{id}/delivery-slot as `admin`. */
export function moveSlot(app: App, admin: TestAccount, orderId: string, choice: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/delivery-slot`,
    headers: admin.headers,
    payload: choice as object,
  });
}

export type { SlotCalendar };

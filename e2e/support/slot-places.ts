import { DELIVERY_SLOTS, MAX_SLOT_CAPACITY } from '@sheesham/shared';
import { signInThroughApi } from './accounts.ts';

/**
 * Gives every delivery slot the most places a day may have, through the admin API. The journeys
 * share one shop and run four files at once; with the usual 4–6 places, two journeys could pick
 * the same last place, and one would get the (correct) 409 in the middle of a journey about
 * something else. A full slot is the server tests' subject (slot-booking.test.ts).
 */
export async function openEverySlotWide(
  baseUrl: string,
  admin: { email: string; password: string },
) {
  const token = await signInThroughApi(baseUrl, admin.email, admin.password);
  for (const slot of DELIVERY_SLOTS) {
    const response = await fetch(`${baseUrl}/api/admin/delivery-slots/${slot}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        origin: baseUrl,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ default_capacity: MAX_SLOT_CAPACITY }),
    });
    if (!response.ok) {
      throw new Error(`PUT /api/admin/delivery-slots/${slot} answered ${response.status}`);
    }
  }
}

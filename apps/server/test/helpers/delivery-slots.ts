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

type Choice = { date: string; slot: string };

/** Per app: how many choices were handed out, and the choice per Idempotency-Key. */
const handedOut = new WeakMap<App, { turns: number; byKey: Map<string, Promise<Choice | null>> }>();
/** One body object keeps its choice, so posting it again sends the same request. */
const byBody = new WeakMap<object, Promise<Choice | null>>();

/**
 * A real choice from GET /api/delivery/slots?pincode=: the delivery days and slots with places
 * left, taken in turn, so that orders racing within a file spread over them instead of all
 * reaching for the same last place. Null when the pincode has no slots (unknown or not served:
 * the test is about that, and the server answers on the pincode first).
 */
async function nextChoice(app: App, pincode: string, turn: number): Promise<Choice | null> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/delivery/slots?pincode=${encodeURIComponent(pincode)}`,
  });
  if (response.statusCode !== 200) return null;
  const { days } = response.json() as SlotAvailability;
  const open = days.flatMap((day) =>
    day.slots.filter((s) => s.left > 0).map((s) => ({ date: day.date, slot: s.slot })),
  );
  return open.length ? (open[turn % open.length] ?? null) : null;
}

function stateOf(app: App) {
  let state = handedOut.get(app);
  if (!state) {
    state = { turns: 0, byKey: new Map() };
    handedOut.set(app, state);
  }
  return state;
}

/**
 * Every delivery needs a slot (decision 057): a delivery body that says nothing of one gets a real
 * choice (`delivery_slot` at the top for the storefront's bodies, in `delivery` for staff
 * bodies). A body that names `delivery_slot` at all, even null, is sent as it is. The same
 * Idempotency-Key or the same body object gets the same choice, so a replay is the same request.
 */
export async function withDeliverySlot(
  app: App,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  const delivery = record.delivery as Record<string, unknown> | undefined;
  const staff = delivery && typeof delivery === 'object' && delivery.fulfilment === 'delivery';
  const holder = staff ? delivery : record;
  if (!holder || 'delivery_slot' in holder || typeof holder.pincode !== 'string') return body;
  const pincode = holder.pincode;
  const state = stateOf(app);
  const key = Object.entries(headers).find(([name]) => name.toLowerCase() === 'idempotency-key');
  const memo = key ? state.byKey.get(key[1]) : byBody.get(body);
  const choice = memo ?? nextChoice(app, pincode, state.turns++);
  if (key) state.byKey.set(key[1], choice);
  else byBody.set(body, choice);
  const picked = await choice;
  if (!picked) return body;
  return staff
    ? { ...record, delivery: { ...delivery, delivery_slot: picked } }
    : { ...record, delivery_slot: picked };
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

/** PUT /api/admin/delivery-slots/{slot} as `admin`: the places every day has by default. */
export function setDefaultCapacity(app: App, admin: TestAccount, slot: string, capacity: number) {
  return app.inject({
    method: 'PUT',
    url: `/api/admin/delivery-slots/${slot}`,
    headers: admin.headers,
    payload: { default_capacity: capacity },
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

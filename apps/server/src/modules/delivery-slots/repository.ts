import { and, asc, eq, exists, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Database } from '../../db/types.ts';
import { deliverySlotBookings, deliverySlotDays, deliverySlots } from './schema.ts';

/** The SQL behind slots: their definitions, each day's places, and the orders booked in them. */

export type SlotRow = typeof deliverySlots.$inferSelect;
export type SlotDayRow = typeof deliverySlotDays.$inferSelect;
export type BookingRow = Pick<typeof deliverySlotBookings.$inferSelect, 'orderId' | 'day' | 'slot'>;

export function findSlots(db: Database): Promise<SlotRow[]> {
  return db.select().from(deliverySlots).orderBy(asc(deliverySlots.position));
}

/** The day rows between two days (inclusive) that exist: days nobody touched have none. */
export function findSlotDays(db: Database, from: string, to: string): Promise<SlotDayRow[]> {
  return db
    .select()
    .from(deliverySlotDays)
    .where(and(gte(deliverySlotDays.day, from), lte(deliverySlotDays.day, to)));
}

export async function setDefaultCapacity(
  db: Database,
  slot: string,
  capacity: number,
): Promise<boolean> {
  const rows = await db
    .update(deliverySlots)
    .set({ defaultCapacity: capacity })
    .where(eq(deliverySlots.code, slot))
    .returning({ code: deliverySlots.code });
  return rows.length > 0;
}

/** Sets (or, with null, clears) one day's capacity, keeping its bookings. */
export async function setDayCapacity(
  db: Database,
  day: string,
  slot: string,
  capacity: number | null,
): Promise<void> {
  await db
    .insert(deliverySlotDays)
    .values({ day, slot, capacity })
    .onConflictDoUpdate({
      target: [deliverySlotDays.day, deliverySlotDays.slot],
      set: { capacity },
    });
}

/** Makes sure the day's row exists, so the conditional update below has a row to lock. */
async function ensureDay(tx: Database, day: string, slot: string): Promise<void> {
  await tx.insert(deliverySlotDays).values({ day, slot }).onConflictDoNothing();
}

/**
 * Takes one place of the slot on that day if one is left: `booked < capacity` is checked by the
 * update itself, under the row's lock, so of many racing for the last place exactly one gets it.
 * False when the slot is full.
 */
export async function takePlace(tx: Database, day: string, slot: string): Promise<boolean> {
  await ensureDay(tx, day, slot);
  const rows = await tx
    .update(deliverySlotDays)
    .set({ booked: sql`${deliverySlotDays.booked} + 1` })
    .from(deliverySlots)
    .where(
      and(
        eq(deliverySlotDays.day, day),
        eq(deliverySlotDays.slot, slot),
        eq(deliverySlots.code, deliverySlotDays.slot),
        sql`${deliverySlotDays.booked} < coalesce(${deliverySlotDays.capacity}, ${deliverySlots.defaultCapacity})`,
      ),
    )
    .returning({ day: deliverySlotDays.day });
  return rows.length > 0;
}

/** A place taken for an order: the slot's hours come back with it for the order's label. */
export type BookedPlace = Pick<SlotRow, 'startHour' | 'endHour'> & Omit<BookingRow, 'orderId'>;

const placeBooking = builtOnce<BookedPlace>('book_slot_place', (db) => {
  const day = sql`${sql.placeholder('day')}::date`;
  const slot = sql.placeholder('slot');
  const dayRow = and(eq(deliverySlotDays.day, day), eq(deliverySlotDays.slot, slot));
  // A day nobody booked yet has no row: it is written with its first place taken, if the
  // slot's default leaves one (or the admin gave that day places of its own). A day with a row
  // takes a place by the conditional update, under the row's lock.
  const taken = db.$with('taken').as(
    db
      .insert(deliverySlotDays)
      .select(
        db
          .select({
            day: sql`${day}`.as('day'),
            slot: deliverySlots.code,
            capacity: sql`null::integer`.as('capacity'),
            booked: sql`1`.as('booked'),
          })
          .from(deliverySlots)
          .where(
            and(
              eq(deliverySlots.code, slot),
              or(
                gt(deliverySlots.defaultCapacity, 0),
                exists(db.select({ one: sql`1` }).from(deliverySlotDays).where(dayRow)),
              ),
            ),
          ),
      )
      .onConflictDoUpdate({
        target: [deliverySlotDays.day, deliverySlotDays.slot],
        set: { booked: sql`${deliverySlotDays.booked} + 1` },
        setWhere: sql`${deliverySlotDays.booked} < coalesce(${deliverySlotDays.capacity}, (select ${deliverySlots.defaultCapacity} from ${deliverySlots} where ${deliverySlots.code} = ${deliverySlotDays.slot}))`,
      })
      .returning({ day: deliverySlotDays.day, slot: deliverySlotDays.slot }),
  );
  // Runs whether or not the query below reads it (PostgreSQL runs every data-modifying WITH).
  const booked = db.$with('booked').as(
    db
      .insert(deliverySlotBookings)
      .select(
        db
          .select({
            orderId: sql`${sql.placeholder('orderId')}::uuid`.as('order_id'),
            day: taken.day,
            slot: taken.slot,
            bookedAt: sql`now()`.as('booked_at'),
            releasedAt: sql`null::timestamptz`.as('released_at'),
          })
          .from(taken),
      )
      .returning({ orderId: deliverySlotBookings.orderId }),
  );
  return db
    .with(taken, booked)
    .select({
      day: taken.day,
      slot: taken.slot,
      startHour: deliverySlots.startHour,
      endHour: deliverySlots.endHour,
    })
    .from(taken)
    .innerJoin(deliverySlots, eq(deliverySlots.code, taken.slot));
});

/**
 * Takes a place of the slot on that day for the order and records its booking, in ONE statement
 * (a round trip instead of four, decision 050): `booked < capacity` is checked under the day
 * row's lock (an insert that meets a racing insert turns into the same checked update), so of
 * many racing for the last place exactly one gets it. Null when the slot is full.
 */
export async function bookPlace(tx: Database, booking: BookingRow): Promise<BookedPlace | null> {
  const [place] = await placeBooking(tx, { ...booking });
  return place ?? null;
}

/** Gives one place of the slot on that day back. */
async function returnPlace(tx: Database, day: string, slot: string): Promise<void> {
  await tx
    .update(deliverySlotDays)
    .set({ booked: sql`${deliverySlotDays.booked} - 1` })
    .where(and(eq(deliverySlotDays.day, day), eq(deliverySlotDays.slot, slot)));
}

/**
 * Marks the order's booking released and gives its place back. The `released_at is null`
 * condition makes a second call find nothing, so a place is returned exactly once.
 */
export async function releaseBooking(tx: Database, orderId: string): Promise<BookingRow | null> {
  const [released] = await tx
    .update(deliverySlotBookings)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(deliverySlotBookings.orderId, orderId), isNull(deliverySlotBookings.releasedAt)))
    .returning({
      orderId: deliverySlotBookings.orderId,
      day: deliverySlotBookings.day,
      slot: deliverySlotBookings.slot,
    });
  if (!released) return null;
  await returnPlace(tx, released.day, released.slot);
  return released;
}

/** The order's live booking, its row locked until the transaction ends; null without one. */
export async function lockBooking(tx: Database, orderId: string): Promise<BookingRow | null> {
  const [row] = await tx
    .select({
      orderId: deliverySlotBookings.orderId,
      day: deliverySlotBookings.day,
      slot: deliverySlotBookings.slot,
    })
    .from(deliverySlotBookings)
    .where(and(eq(deliverySlotBookings.orderId, orderId), isNull(deliverySlotBookings.releasedAt)))
    .for('update');
  return row ?? null;
}

/**
 * Points the order's booking at another day and slot (the caller took the new place and returns
 * the old one). A booking released earlier is booked afresh.
 */
export async function rebook(tx: Database, booking: BookingRow, from: BookingRow | null) {
  if (from) await returnPlace(tx, from.day, from.slot);
  await tx
    .insert(deliverySlotBookings)
    .values(booking)
    .onConflictDoUpdate({
      target: deliverySlotBookings.orderId,
      set: { day: booking.day, slot: booking.slot, bookedAt: sql`now()`, releasedAt: null },
    });
}

/**
 * Locks the day rows of both slots in one order (day, then slot), so two moves in opposite
 * directions wait for each other instead of deadlocking.
 */
export async function lockDays(tx: Database, days: { day: string; slot: string }[]): Promise<void> {
  for (const { day, slot } of days) await ensureDay(tx, day, slot);
  await tx
    .select({ day: deliverySlotDays.day })
    .from(deliverySlotDays)
    .where(
      sql`(${deliverySlotDays.day}, ${deliverySlotDays.slot}) in (${sql.join(
        days.map(({ day, slot }) => sql`(${day}::date, ${slot})`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(deliverySlotDays.day), asc(deliverySlotDays.slot))
    .for('update');
}

/** The live bookings of some orders (the order as read shows its slot). */
export function findBookings(db: Database, orderIds: string[]): Promise<BookingRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: deliverySlotBookings.orderId,
      day: deliverySlotBookings.day,
      slot: deliverySlotBookings.slot,
    })
    .from(deliverySlotBookings)
    .where(
      and(inArray(deliverySlotBookings.orderId, orderIds), isNull(deliverySlotBookings.releasedAt)),
    );
}

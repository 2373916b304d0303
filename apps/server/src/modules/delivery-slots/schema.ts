import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/schema.ts';

// Delivery slots, their places per day and the orders booked into them (docs/decisions/050).
// Owned by this module: only its data layer (repository files) imports this file at run time;
// the order as read joins the bookings as a listed read model (decision 040).

/** The three slots of a day, their hours in India, and the places a day has by default. */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    code: text('code').primaryKey(),
    /** Hours of the day in India, 0–24: the crew arrives from `start_hour` until `end_hour`. */
    startHour: integer('start_hour').notNull(),
    endHour: integer('end_hour').notNull(),
    /** Places every day has unless the admin set that day's own (delivery_slot_days.capacity). */
    defaultCapacity: integer('default_capacity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    check('delivery_slots_code_check', sql`${t.code} in ('morning','afternoon','evening')`),
    check(
      'delivery_slots_hours_check',
      sql`${t.startHour} >= 0 and ${t.endHour} <= 24 and ${t.startHour} < ${t.endHour}`,
    ),
    check('delivery_slots_capacity_check', sql`${t.defaultCapacity} >= 0`),
  ],
);

/**
 * One slot on one day: the admin's capacity for that day (null: the slot's default) and the
 * places booked. A booking raises `booked` by a conditional update on this row
 * (`booked < capacity`), so its row lock settles a race for the last place.
 */
export const deliverySlotDays = pgTable(
  'delivery_slot_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    slot: text('slot')
      .notNull()
      .references(() => deliverySlots.code, { onDelete: 'restrict' }),
    capacity: integer('capacity'),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.slot] }),
    check('delivery_slot_days_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check('delivery_slot_days_booked_check', sql`${t.booked} >= 0`),
  ],
);

/**
 * An order's place in a slot. `released_at` is set once, when the order is cancelled, in the
 * same statement that gives the place back, so a place is returned exactly once.
 */
export const deliverySlotBookings = pgTable(
  'delivery_slot_bookings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'delivery_slot_bookings_day_fk',
      columns: [t.day, t.slot],
      foreignColumns: [deliverySlotDays.day, deliverySlotDays.slot],
    }).onDelete('restrict'),
    index('delivery_slot_bookings_day_idx').on(t.day, t.slot).where(sql`${t.releasedAt} is null`),
  ],
);

import { z } from 'zod';
import { calendarDaySchema, weekdayDayLabel } from './calendar-day.ts';
import { PINCODE_PATTERN } from './pincode.ts';
import { singleLineString } from './single-line.ts';

/*
 * Delivery slots (issue #26 item 4, docs/decisions/050-delivery-slots.md): the part of a day the
 * carpenters come in, each with a number of places per day. The shopper picks a day from the
 * promised one onward and a slot; the server books the place in the order's transaction.
 */

/** The three slots of a day, in the order they come. */
export const DELIVERY_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type DeliverySlotCode = (typeof DELIVERY_SLOTS)[number];

export const DELIVERY_SLOT_NAMES: Record<DeliverySlotCode, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};

/** How many days, from the promised one, a shopper may choose among. */
export const SLOT_WINDOW_DAYS = 14;

/** A slot's places per day: the most the admin may set (a day's crews, not a warehouse). */
export const MAX_SLOT_CAPACITY = 500;

/** Staff may move an order's delivery at most this many days ahead of today. */
export const STAFF_SLOT_HORIZON_DAYS = 90;

/** "9 AM", "12 PM", "5 PM" for an hour of the day (0–24). */
export function hourLabel(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h} ${hour % 24 < 12 ? 'AM' : 'PM'}`;
}

/** "Morning (9 AM – 1 PM)": a slot with its hours, as every screen, mail and invoice names it. */
export function slotLabel(code: DeliverySlotCode, startHour: number, endHour: number): string {
  return `${DELIVERY_SLOT_NAMES[code]} (${hourLabel(startHour)} – ${hourLabel(endHour)})`;
}

const slotCodeSchema = z.enum(DELIVERY_SLOTS, {
  message: 'Choose a delivery slot: morning, afternoon or evening',
});

/** The day and slot a shopper (or staff) picks; the server checks both and the places left. */
export const deliverySlotChoiceSchema = z.object({
  date: calendarDaySchema('Delivery date'),
  slot: slotCodeSchema,
});
export type DeliverySlotChoice = z.output<typeof deliverySlotChoiceSchema>;

/** An order's booked slot, as the order carries it (null: collected, or none was booked). */
export const orderDeliverySlotSchema = z.object({
  /** YYYY-MM-DD, the day in India. */
  date: z.string(),
  slot: slotCodeSchema,
  /** "Morning (9 AM – 1 PM)". */
  label: z.string(),
});
export type OrderDeliverySlot = z.infer<typeof orderDeliverySlotSchema>;

/** "Sat, 5 Dec · Morning (9 AM – 1 PM)"; `withYear` for the invoice and the mails. */
export function deliverySlotText(slot: OrderDeliverySlot, withYear = false): string {
  return `${weekdayDayLabel(slot.date, withYear)} · ${slot.label}`;
}

/** GET /delivery/slots?pincode=: the same pincode rule as checkout's. */
export const slotsQuerySchema = z.object({
  pincode: singleLineString('Pincode').regex(PINCODE_PATTERN, 'Invalid Indian pincode'),
});

/** One slot of one day as the shopper sees it: places left, never the capacity or bookings. */
export const slotOpeningSchema = z.object({
  slot: slotCodeSchema,
  label: z.string(),
  left: z.number(),
});

/** GET /delivery/slots?pincode=: the days from the promised one, each with its slots. */
export const slotAvailabilitySchema = z.object({
  pincode: z.string(),
  /** The promised day: the first one a shopper may pick. */
  earliest_date: z.string(),
  /**
   * False when the owner has switched every slot off (0 places on a usual day): a delivery then
   * goes without a slot (decision 057).
   */
  slots_on: z.boolean(),
  days: z.array(z.object({ date: z.string(), slots: z.array(slotOpeningSchema) })),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

const capacityRule = `Capacity must be a whole number from 0 to ${MAX_SLOT_CAPACITY}`;
const capacitySchema = z
  .number({ message: capacityRule })
  .int(capacityRule)
  .min(0, capacityRule)
  .max(MAX_SLOT_CAPACITY, capacityRule);

/** PUT /admin/delivery-slots/{slot}: the places every day has unless a day says otherwise. */
export const slotDefaultBodySchema = z.object({ default_capacity: capacitySchema });

/** PUT /admin/delivery-slots/{slot}/days/{date}: that day's places; null goes back to the default. */
export const slotDayBodySchema = z.object({ capacity: capacitySchema.nullable() });

export const slotCodeParamsSchema = z.object({ slot: slotCodeSchema });
export const slotDayParamsSchema = z.object({
  slot: slotCodeSchema,
  date: calendarDaySchema('Date'),
});

/** GET /admin/delivery-slots?from=: the slots and, per day, each one's places and bookings. */
export const slotCalendarQuerySchema = z.object({ from: calendarDaySchema('From').optional() });

export const slotDefinitionSchema = z.object({
  slot: slotCodeSchema,
  label: z.string(),
  start_hour: z.number(),
  end_hour: z.number(),
  default_capacity: z.number(),
});

export const slotDayCountSchema = z.object({
  slot: slotCodeSchema,
  capacity: z.number(),
  booked: z.number(),
  /** True when the admin set this day's capacity; false when it is the slot's default. */
  overridden: z.boolean(),
});

export const slotCalendarSchema = z.object({
  slots: z.array(slotDefinitionSchema),
  days: z.array(z.object({ date: z.string(), slots: z.array(slotDayCountSchema) })),
});
export type SlotCalendar = z.infer<typeof slotCalendarSchema>;
export type SlotDayCount = z.infer<typeof slotDayCountSchema>;

/** Staff may move a delivery's slot (never a collected order's) until it is dispatched. */
export function slotMovable(order: { status: string; fulfilment: string }): boolean {
  return (
    order.fulfilment === 'delivery' && (order.status === 'new' || order.status === 'processing')
  );
}

/** Refusals a shopper or staff member sees (409s and field errors). */
export const SLOT_MESSAGES = {
  full: 'That delivery slot has just filled up. Please pick another one.',
  beforePromise: (earliest: string) =>
    `The earliest delivery date for this pincode is ${weekdayDayLabel(earliest)}`,
  beyondWindow: (last: string) => `Pick a delivery date up to ${weekdayDayLabel(last)}`,
  notDeliveryDay: 'We do not deliver on that day. Please pick another one.',
  required: 'Choose a delivery date and slot',
  collect: 'An order collected at the showroom has no delivery slot',
  notMovable: 'This order can no longer be moved to another slot',
  past: 'The delivery date cannot be in the past',
} as const;

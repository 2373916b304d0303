import { z } from 'zod';
import { calendarDaySchema, weekdayDayLabel } from './calendar-day.ts';
import { addDays, kolkataDay, kolkataMinuteOfDay, weekdayOf } from './kolkata-calendar.ts';
import { pincodeSchema } from './orders.ts';
import { PINCODE_PATTERN } from './pincode.ts';
import { singleLineString } from './single-line.ts';

/**
 * Delivery zones, charges and dates (issue #26, docs/decisions/049-delivery-zones.md): the rules
 * the server applies and the admin panel edits, and the API's shapes for them.
 */

/** Monday first, as a zone's weekday rule lists them. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MAX_LEAD_DAYS = 60;
/** A charge above this is a typing slip, not a delivery charge. */
export const MAX_DELIVERY_CHARGE_RUPEES = 50_000;
/** How far ahead a date is looked for: a zone that finds none in this window has no date. */
const SEARCH_DAYS = 120;

/** When a zone delivers: days from order to delivery, on which weekdays, and the daily cut-off. */
export interface DeliveryDateRule {
  leadDays: number;
  /** Bit 0 Monday … bit 6 Sunday. */
  weekdayMask: number;
  /** Minutes after midnight in India; an order at or after it counts from the next day. */
  cutoffMinutes: number;
}

export const weekdayMaskOf = (days: readonly Weekday[]): number =>
  days.reduce((mask, day) => mask | (1 << WEEKDAYS.indexOf(day)), 0);

export const weekdaysOfMask = (mask: number): Weekday[] =>
  WEEKDAYS.filter((_, index) => (mask & (1 << index)) !== 0);

/**
 * The earliest day (YYYY-MM-DD, India) a zone can deliver an order placed at `now`: the order day
 * (the next day after the cut-off), plus the lead days, then on to the first day that is one of
 * the zone's weekdays and not a holiday. Null when none comes within SEARCH_DAYS.
 */
export function earliestDeliveryDay(
  now: Date,
  rule: DeliveryDateRule,
  holidays: ReadonlySet<string>,
): string | null {
  const orderDay = kolkataDay(now);
  const counted = kolkataMinuteOfDay(now) >= rule.cutoffMinutes ? addDays(orderDay, 1) : orderDay;
  let day = addDays(counted, rule.leadDays);
  for (let i = 0; i < SEARCH_DAYS; i++) {
    if ((rule.weekdayMask & (1 << weekdayOf(day))) !== 0 && !holidays.has(day)) return day;
    day = addDays(day, 1);
  }
  return null;
}

/** "14:00" ↔ 840 minutes. */
export const minutesOfClock = (clock: string): number =>
  Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
export const clockOfMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The promise's date as the product page words it: "Sat, 5 Dec" (English, no Intl, no year). */
export const shortDeliveryDate = (day: string): string => weekdayDayLabel(day);

/** GET /delivery/estimate?pincode=…&product_id=… */
export const deliveryEstimateQuerySchema = z.object({
  pincode: pincodeSchema,
  product_id: z.uuid('Unknown product').optional(),
});
export type DeliveryEstimateQuery = z.infer<typeof deliveryEstimateQuerySchema>;

/** The shop's promise for one pincode; charge in rupees, earliest_date null when not serviceable. */
export const deliveryEstimateSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  state_code: z.string(),
  serviceable: z.boolean(),
  charge: z.number(),
  earliest_date: z.string().nullable(),
  assembly: z.boolean(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/** How a zone picks its pincodes (read-only in the panel: the defaults come with the shop). */
export const zoneMatchSchema = z.object({
  /** Within this many km of the origin pincode, straight line; null: not a distance zone. */
  within_km: z.number().nullable(),
  origin_pincode: z.string().nullable(),
  pincodes: z.array(z.string()),
  prefixes: z.array(z.string()),
  /** The catch-all for every pincode no earlier zone took. */
  rest_of_india: z.boolean(),
});

/** Rupees with at most two decimals, from ₹0 (free) to the cap. */
const chargeSchema = z
  .number({ message: 'Delivery charge must be a number' })
  .min(0, 'Delivery charge cannot be negative')
  .max(MAX_DELIVERY_CHARGE_RUPEES, `Delivery charge can be at most ₹${MAX_DELIVERY_CHARGE_RUPEES}`)
  .refine(
    (rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6,
    'Delivery charge can have at most two decimals',
  );

const clockSchema = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Use a 24-hour time such as 14:00');

/** What the admin edits on a zone; the server checks every field (decision 049). */
export const deliveryZoneInputSchema = z.object({
  serviceable: z.boolean({ message: 'Serviceable must be true or false' }),
  charge: chargeSchema,
  lead_days: z
    .number({ message: 'Lead days must be a whole number' })
    .int('Lead days must be a whole number')
    .min(0, 'Lead days cannot be negative')
    .max(MAX_LEAD_DAYS, `Lead days can be at most ${MAX_LEAD_DAYS}`),
  weekdays: z
    .array(z.enum(WEEKDAYS, { message: 'Weekdays are Mon to Sun' }))
    .min(1, 'Pick at least one delivery day')
    .max(7),
  cutoff: clockSchema,
  assembly: z.boolean({ message: 'Assembly must be true or false' }),
});
export type DeliveryZoneInput = z.input<typeof deliveryZoneInputSchema>;

/** A zone the owner adds lists at most this many pincodes and prefixes. */
export const MAX_ZONE_PINCODES = 500;
export const MAX_ZONE_PREFIXES = 50;
export const ZONE_NEEDS_PINCODES = 'Add at least one pincode or prefix';

/**
 * POST /admin/delivery/zones (decision 057): a zone the owner adds, by listed pincodes and/or
 * prefixes, with the same fields and rules as an edit. The server also checks each pincode
 * against the kept dataset; the new zone is tried before the shop's own.
 */
export const deliveryZoneCreateSchema = deliveryZoneInputSchema
  .extend({
    name: singleLineString('Zone name').min(1, 'Name the zone').max(60, 'Name is too long'),
    pincodes: z
      .array(z.string().trim().regex(PINCODE_PATTERN, 'Invalid Indian pincode'))
      .max(MAX_ZONE_PINCODES, `At most ${MAX_ZONE_PINCODES} pincodes`)
      .default([]),
    prefixes: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[1-9][0-9]{0,4}$/, 'A prefix is 1 to 5 digits and does not start with 0'),
      )
      .max(MAX_ZONE_PREFIXES, `At most ${MAX_ZONE_PREFIXES} prefixes`)
      .default([]),
  })
  .superRefine((zone, ctx) => {
    if (zone.pincodes.length === 0 && zone.prefixes.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['pincodes'], message: ZONE_NEEDS_PINCODES });
    }
  });
export type DeliveryZoneCreateInput = z.input<typeof deliveryZoneCreateSchema>;

/** "302001, 302002 305" → the pincodes (six digits) and the prefixes (fewer), each once. */
export function splitZoneCodes(text: string): { pincodes: string[]; prefixes: string[] } {
  const codes = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
  return {
    pincodes: codes.filter((code) => code.length === 6),
    prefixes: codes.filter((code) => code.length !== 6),
  };
}

export const deliveryZoneSchema = deliveryZoneInputSchema.extend({
  id: z.string(),
  name: z.string(),
  position: z.number(),
  match: zoneMatchSchema,
  /** False for the shop's distance bands and the rest of India: switched off, never removed. */
  removable: z.boolean(),
  updated_at: z.string(),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const deliveryHolidayInputSchema = z.object({
  date: calendarDaySchema('Date'),
  name: singleLineString('Holiday name').min(1, 'Name the holiday').max(80, 'Name is too long'),
});
export type DeliveryHolidayInput = z.input<typeof deliveryHolidayInputSchema>;
export const deliveryHolidaySchema = z.object({ date: z.string(), name: z.string() });
export type DeliveryHoliday = z.infer<typeof deliveryHolidaySchema>;
export const deliveryHolidayParamsSchema = z.object({ date: calendarDaySchema('Date') });

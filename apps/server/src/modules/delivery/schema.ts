import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { updatedAtNow, uuidPrimaryKey } from '../../db/columns.ts';

// Delivery zones and holidays (issue #26, docs/decisions/049). Owned by this module: only its
// data layer (repository files) imports this file (docs/decisions/040).

/**
 * A zone: the pincodes it takes (listed, by prefix, within a distance of an origin pincode, or
 * every one no earlier zone took) and what delivery there costs and takes. The first zone by
 * `position` that takes a pincode is its zone. The defaults are seeded by the migration.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull().unique(),
    position: integer('position').notNull().unique(),
    originPincode: text('origin_pincode'),
    withinKm: integer('within_km'),
    pincodes: text('pincodes').array().notNull().default(sql`'{}'::text[]`),
    prefixes: text('prefixes').array().notNull().default(sql`'{}'::text[]`),
    restOfIndia: boolean('rest_of_india').notNull().default(false),
    serviceable: boolean('serviceable').notNull(),
    chargePaise: integer('charge_paise').notNull(),
    leadDays: integer('lead_days').notNull(),
    /** Bit 0 Monday … bit 6 Sunday (packages/shared/delivery.ts). */
    weekdayMask: smallint('weekday_mask').notNull(),
    /** Minutes after midnight in India; an order from then on counts from the next day. */
    cutoffMinutes: integer('cutoff_minutes').notNull(),
    assembly: boolean('assembly').notNull(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    check('delivery_zones_charge_check', sql`${t.chargePaise} between 0 and 5000000`),
    check('delivery_zones_lead_days_check', sql`${t.leadDays} between 0 and 60`),
    check('delivery_zones_weekdays_check', sql`${t.weekdayMask} between 1 and 127`),
    check('delivery_zones_cutoff_check', sql`${t.cutoffMinutes} between 0 and 1439`),
    check(
      'delivery_zones_distance_check',
      sql`(${t.withinKm} is null) = (${t.originPincode} is null)`,
    ),
  ],
);

/** Days nobody delivers, whatever the zone. */
export const deliveryHolidays = pgTable('delivery_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});

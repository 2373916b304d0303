import { asc, eq, min } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { deliveryHolidays, deliveryZones } from './schema.ts';

export type ZoneRow = typeof deliveryZones.$inferSelect;
export type HolidayRow = typeof deliveryHolidays.$inferSelect;

/** What an admin edits on a zone, already converted to stored units. */
export interface ZoneChanges {
  serviceable: boolean;
  chargePaise: number;
  leadDays: number;
  weekdayMask: number;
  cutoffMinutes: number;
  assembly: boolean;
}

export function listZones(db: Database): Promise<ZoneRow[]> {
  return db.select().from(deliveryZones).orderBy(asc(deliveryZones.position));
}

export function listHolidays(db: Database): Promise<HolidayRow[]> {
  return db.select().from(deliveryHolidays).orderBy(asc(deliveryHolidays.day));
}

/** The zone after the change, or undefined when there is no such zone. */
export async function updateZone(
  db: Database,
  id: string,
  changes: ZoneChanges,
): Promise<ZoneRow | undefined> {
  const [row] = await db
    .update(deliveryZones)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(deliveryZones.id, id))
    .returning();
  return row;
}

/** A zone the owner adds: its name, pincodes and prefixes, and the edited fields. */
export interface NewZone extends ZoneChanges {
  name: string;
  pincodes: string[];
  prefixes: string[];
}

/**
 * Inserts the zone before every other (position one below the lowest), so its pincodes are
 * taken before the shop's bands. The zones' rows are locked first: two zones added at once
 * queue here instead of reaching for the same position.
 */
export async function insertZone(db: Database, zone: NewZone): Promise<ZoneRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: deliveryZones.id }).from(deliveryZones).for('update');
    const [lowest] = await tx.select({ position: min(deliveryZones.position) }).from(deliveryZones);
    const [row] = await tx
      .insert(deliveryZones)
      .values({ ...zone, position: (lowest?.position ?? 1) - 1 })
      .returning();
    if (!row) throw new Error('zone insert returned no row');
    return row;
  });
}

export async function findZone(db: Database, id: string): Promise<ZoneRow | undefined> {
  const [row] = await db.select().from(deliveryZones).where(eq(deliveryZones.id, id));
  return row;
}

/** True when a zone was removed. */
export async function deleteZone(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(deliveryZones)
    .where(eq(deliveryZones.id, id))
    .returning({ id: deliveryZones.id });
  return rows.length > 0;
}

/** Adds or renames a holiday (one row per day, so two admins adding it at once make one). */
export async function upsertHoliday(db: Database, holiday: HolidayRow): Promise<HolidayRow> {
  const [row] = await db
    .insert(deliveryHolidays)
    .values(holiday)
    .onConflictDoUpdate({ target: deliveryHolidays.day, set: { name: holiday.name } })
    .returning();
  if (!row) throw new Error('holiday upsert returned no row');
  return row;
}

/** True when a holiday was removed. */
export async function deleteHoliday(db: Database, day: string): Promise<boolean> {
  const rows = await db
    .delete(deliveryHolidays)
    .where(eq(deliveryHolidays.day, day))
    .returning({ day: deliveryHolidays.day });
  return rows.length > 0;
}

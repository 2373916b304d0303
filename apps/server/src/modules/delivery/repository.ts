import { asc, eq } from 'drizzle-orm';
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

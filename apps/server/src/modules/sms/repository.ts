import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { smsMessages } from './schema.ts';

export type SmsRow = typeof smsMessages.$inferSelect;
export type NewSmsRow = Pick<
  typeof smsMessages.$inferInsert,
  'recipient' | 'provider' | 'text' | 'status' | 'providerRef' | 'error'
>;

export async function insertSms(db: Database, row: NewSmsRow): Promise<void> {
  await db.insert(smsMessages).values(row);
}

export function findSmsPage(db: Database, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(smsMessages)
    .orderBy(desc(smsMessages.seq))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSms(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(smsMessages);
  return row?.n ?? 0;
}

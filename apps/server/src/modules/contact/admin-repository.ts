import { count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { countWhere } from '../../lib/sql-aggregates.ts';
import { contactMessages } from './schema.ts';

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
};

/** A message as staff see it: everything but the sender's IP address. */
export type MessageRow = Pick<typeof contactMessages.$inferSelect, keyof typeof messageColumns>;

export interface MessageFilter {
  unreadOnly: boolean;
  limit: number;
  offset: number;
}

const unread = isNull(contactMessages.readAt);
const whereFor = (filter: Pick<MessageFilter, 'unreadOnly'>): SQL | undefined =>
  filter.unreadOnly ? unread : undefined;

/** Newest first; the id breaks ties between messages stored in the same instant. */
export function findMessages(db: Database, filter: MessageFilter): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(contactMessages)
    .where(whereFor(filter))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** How many match the filter, and how many are unread at all, in one pass. */
export async function countMessages(
  db: Database,
  filter: Pick<MessageFilter, 'unreadOnly'>,
): Promise<{ total: number; unread: number }> {
  const [row] = await db.select({ all: count(), unread: countWhere(unread) }).from(contactMessages);
  const all = row?.all ?? 0;
  const unreadCount = row?.unread ?? 0;
  return { total: filter.unreadOnly ? unreadCount : all, unread: unreadCount };
}

/**
 * Marks a message read (keeping the time it was first read) or unread again; null when no
 * message has this id.
 */
export async function setMessageRead(
  db: Database,
  id: string,
  read: boolean,
): Promise<MessageRow | null> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning(messageColumns);
  return row ?? null;
}

import type { ValidVocabularyEntryInput } from '@sheesham/shared/search-vocabulary';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { searchSynonyms } from './schema.ts';

export type VocabularyRow = typeof searchSynonyms.$inferSelect;

/** Every entry, by phrase. */
export function listEntries(db: Database): Promise<VocabularyRow[]> {
  return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.phrase));
}

/**
 * Adds an entry unless the vocabulary already holds `max`: the count and the insert run under a
 * lock that only the vocabulary's writers take (searches never read the table at query time), so
 * two admins adding the last entry at once cannot both pass. A phrase already there is a unique
 * violation, which the caller turns into a 409.
 */
export async function insertEntry(
  db: Database,
  entry: ValidVocabularyEntryInput,
  max: number,
): Promise<VocabularyRow | 'full'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${searchSynonyms} in share row exclusive mode`);
    const [held] = await tx.select({ n: count() }).from(searchSynonyms);
    if ((held?.n ?? 0) >= max) return 'full';
    const [row] = await tx.insert(searchSynonyms).values(entry).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/** Replaces an entry's phrase and meanings; null when no entry has the id. */
export async function updateEntry(
  db: Database,
  id: string,
  entry: ValidVocabularyEntryInput,
): Promise<VocabularyRow | null> {
  const [row] = await db
    .update(searchSynonyms)
    .set({ ...entry, updatedAt: sql`now()` })
    .where(eq(searchSynonyms.id, id))
    .returning();
  return row ?? null;
}

/** Deletes an entry; false when no entry has the id. */
export async function deleteEntry(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  return deleted.length > 0;
}

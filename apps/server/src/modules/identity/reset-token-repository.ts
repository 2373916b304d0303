import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { STORED_RESET_PREFIX } from './reset-tokens.ts';
import { accounts, users, verifications } from './schema.ts';

/** The SQL behind password-reset links (password-reset.ts): rows of `verifications`. */

const isResetRow = like(verifications.identifier, `${STORED_RESET_PREFIX}%`);

/**
 * Gives the unexpired reset row `id` a new stored identifier (a new token), keeping its account
 * and expiry; false when the row is gone (used or swept) or expired. One conditional statement.
 */
export async function replaceResetIdentifier(
  db: Database,
  id: string,
  storedIdentifier: string,
): Promise<boolean> {
  const rows = await db
    .update(verifications)
    .set({ identifier: storedIdentifier, updatedAt: sql`now()` })
    .where(and(eq(verifications.id, id), isResetRow, gt(verifications.expiresAt, sql`now()`)))
    .returning({ id: verifications.id });
  return rows.length > 0;
}

/**
 * The account an unexpired reset row belongs to, with the row's id: a customer with a password
 * (a walk-in has none and never gets one this way), or null.
 */
export async function accountByResetIdentifier(db: Database, storedIdentifier: string) {
  const [row] = await db
    .select({ rowId: verifications.id, id: users.id, email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(
      and(
        isResetRow,
        eq(verifications.identifier, storedIdentifier),
        gt(verifications.expiresAt, sql`now()`),
        eq(users.walkIn, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Deletes the user's reset rows (the others, after one was used; or one never mailed). */
export async function deleteResetRows(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(and(isResetRow, eq(verifications.value, userId)));
}

/** Deletes one reset row by its stored identifier. */
export async function deleteResetRow(db: Database, storedIdentifier: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(isResetRow, eq(verifications.identifier, storedIdentifier)));
}

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { users } from './schema.ts';
import { sessionUserColumns } from './session-repository.ts';

/** What the session token says about its Clerk user (docs/decisions/045). */
export interface ClerkIdentity {
  clerkId: string;
  email: string;
  name: string;
  phone: string | null;
  role: 'admin' | 'user';
}

/** The local row of a Clerk user, as the bearer check needs it. */
export interface ClerkUserRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  createdAt: Date;
}

/** Built once and named: every signed-in request in Clerk mode runs it (decision 043). */
export function clerkUserQuery(db: Database) {
  const query = db
    .select(sessionUserColumns)
    .from(users)
    .where(eq(users.clerkId, sql.placeholder('clerkId')))
    .prepare('clerk_user');
  return async (clerkId: string): Promise<ClerkUserRow | null> => {
    const [row] = await query.execute({ clerkId });
    return row ?? null;
  };
}

/**
 * The Clerk user's local row, created on first sight and kept in step with the token's e-mail and
 * role, in one statement: concurrent first requests meet on the clerk_id's unique index and all
 * get the same row. Name and phone are set only when the row is created (the profile and the sync
 * own them afterwards). An e-mail held by another row raises the unique violation of `email`.
 */
export async function upsertClerkUser(db: Database, who: ClerkIdentity): Promise<ClerkUserRow> {
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      clerkId: who.clerkId,
      email: who.email,
      // Clerk verified the address before it put it in the token.
      emailVerified: true,
      name: who.name,
      phone: who.phone,
      role: who.role,
    })
    .onConflictDoUpdate({
      target: users.clerkId,
      set: { email: who.email, role: who.role, updatedAt: sql`now()` },
    })
    .returning(sessionUserColumns);
  if (!row) throw new Error('The Clerk user upsert returned no row');
  return row;
}

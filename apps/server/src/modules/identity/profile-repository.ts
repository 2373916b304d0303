import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { userColumns } from '../../lib/user-fields.ts';
import { users } from './schema.ts';

const profileColumns = { ...userColumns, role: users.role, phoneNumber: users.phoneNumber };

export type ProfileRow = Pick<typeof users.$inferSelect, keyof typeof profileColumns>;

export async function findProfile(db: Database, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** True when another user already has this (lower-case) e-mail address. */
export async function emailTakenByOther(db: Database, email: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return row !== undefined;
}

export interface ProfileChanges {
  name?: string;
  email?: string;
  phone?: string | null;
  emailVerified?: boolean;
}

/**
 * Updates the user's own row; never the role. The credential account needs no change with the
 * e-mail: better-auth keys it by user id (accounts.account_id = users.id) and signs in by
 * looking the user up by e-mail.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  changes: ProfileChanges,
): Promise<ProfileRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  return row ?? null;
}

import type { Database } from '../../db/types.ts';
import * as rows from './profile-repository.ts';

/**
 * A signed-in user's own row, as the profile module reads and edits it: identity owns the users
 * table (docs/decisions/040), the profile module owns the rules of editing it.
 */

export type { ProfileChanges, ProfileRow } from './profile-repository.ts';

export function findProfile(db: Database, userId: string): Promise<rows.ProfileRow | null> {
  return rows.findProfile(db, userId);
}

/** True when another user already has this (lower-case) e-mail address. */
export function emailTakenByOther(db: Database, email: string, userId: string): Promise<boolean> {
  return rows.emailTakenByOther(db, email, userId);
}

/** Updates the user's own name, e-mail or phone; never the role. The row as updated, or null. */
export function updateProfile(
  db: Database,
  userId: string,
  changes: rows.ProfileChanges,
): Promise<rows.ProfileRow | null> {
  return rows.updateProfile(db, userId, changes);
}

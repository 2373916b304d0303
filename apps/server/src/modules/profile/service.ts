import {
  fullNameSchema,
  optionalIndianMobile,
  type ProfileWithSignInPhone as ProfileUser,
  type profileUpdateSchema,
} from '@sheesham/shared';
import type { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { conflict, unauthorized } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { toUserFields } from '../../lib/user-fields.ts';
import {
  emailTakenByOther,
  findProfile,
  isPhonePlaceholderEmail,
  type ProfileChanges,
  type ProfileRow,
  updateProfile,
} from '../identity/index.ts';

export const EMAIL_TAKEN = 'This email is already used by another account.';

/**
 * An account made by a first sign-in by phone has a placeholder e-mail until its owner gives one
 * (decision 056): the profile shows none. `signInPhone` is the number proven by an SMS code.
 */
export function toProfileUser(row: ProfileRow): ProfileUser {
  const fields = toUserFields(row);
  return {
    ...fields,
    email: isPhonePlaceholderEmail(fields.email) ? '' : fields.email,
    signInPhone: row.phoneNumber,
    isAdmin: row.role === 'admin',
  };
}

/** The row disappears only if the user was deleted after the session was checked. */
function existing(row: ProfileRow | null): ProfileUser {
  if (!row) throw unauthorized();
  return toProfileUser(row);
}

export async function getProfile(db: Database, userId: string): Promise<ProfileUser> {
  return existing(await findProfile(db, userId));
}

/** PUT /auth/profile: name, e-mail and phone; a changed e-mail counts as not verified. */
export async function editProfile(
  db: Database,
  userId: string,
  input: z.output<typeof profileUpdateSchema>,
): Promise<ProfileUser> {
  const current = existing(await findProfile(db, userId));
  const changes: ProfileChanges = { name: input.fullName, phone: input.phoneNumber };
  if (input.email !== current.email) {
    if (await emailTakenByOther(db, input.email, userId))
      throw conflict(EMAIL_TAKEN, 'email_taken');
    changes.email = input.email;
    changes.emailVerified = false;
  }
  try {
    return existing(await updateProfile(db, userId, changes));
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'email_taken');
    throw error;
  }
}

/**
 * POST /auth/users/sync: the caller's own row, idempotently. A valid full name or phone number in
 * the body is stored; anything else (missing, null, invalid, an e-mail, a role) is ignored, so a
 * client that knows less than the server can never blank a field.
 */
export async function syncProfile(
  db: Database,
  userId: string,
  body: { fullName?: unknown; phoneNumber?: unknown },
): Promise<ProfileUser> {
  const changes: ProfileChanges = {};
  const name = fullNameSchema.safeParse(body.fullName);
  if (name.success) changes.name = name.data;
  const phone = optionalIndianMobile.safeParse(body.phoneNumber);
  if (phone.success && phone.data) changes.phone = phone.data;
  if (Object.keys(changes).length === 0) return getProfile(db, userId);
  return existing(await updateProfile(db, userId, changes));
}

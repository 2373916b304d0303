import { emailSchema, fullNameSchema, optionalIndianMobile } from '@sheesham/shared';
import { z } from 'zod';
import { CLERK_CLOCK_SKEW_MS, type ClerkSettings } from '../../clerk-config.ts';
import type { Database } from '../../db/types.ts';
import { conflict, unauthorized } from '../../lib/http-error.ts';
import { onFirstUse } from '../../lib/on-first-use.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { FindSessionUser } from '../../plugins/auth.ts';
import { type ClerkIdentity, clerkUserQuery, upsertClerkUser } from './clerk-user-repository.ts';
import { toSessionUser } from './session-user.ts';

/** Clerk's SDK only in Clerk mode, and with its telemetry off before it first loads. */
const clerkBackend = onFirstUse(async () => {
  process.env.CLERK_TELEMETRY_DISABLED ??= '1';
  return import('@clerk/backend');
});

const BEARER_PREFIX = /^bearer /i;
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export const CLERK_EMAIL_MISSING =
  'The Clerk session token carries no e-mail address. Add the claims the README gives to the ' +
  "instance's session token (Clerk Dashboard → Sessions → Customize session token).";

export const CLERK_EMAIL_TAKEN =
  'This e-mail address already belongs to an account that signs in with a password here. ' +
  'Ask the shop to move that account before you sign in with this e-mail.';

/**
 * The claims the shop reads (the README's session token template):
 * `{"metadata": "{{user.public_metadata}}", "email": "{{user.primary_email_address}}",
 *   "name": "{{user.full_name}}", "phone": "{{user.primary_phone_number}}"}`.
 */
const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.unknown().optional(),
  name: z.unknown().optional(),
  phone: z.unknown().optional(),
  metadata: z.unknown().optional(),
});

/** Only `publicMetadata.isAdmin === true` makes an admin; anything else is a customer. */
function isAdminClaim(metadata: unknown): boolean {
  return (
    typeof metadata === 'object' &&
    metadata !== null &&
    (metadata as { isAdmin?: unknown }).isAdmin === true
  );
}

/** Who the verified token names, or a 401 saying which claim the instance must add. */
export function identityOfClaims(payload: unknown): ClerkIdentity {
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw unauthorized();
  const email = emailSchema.safeParse(claims.data.email);
  if (!email.success) throw unauthorized(CLERK_EMAIL_MISSING);
  const name = fullNameSchema.safeParse(claims.data.name);
  const phone = optionalIndianMobile.safeParse(claims.data.phone);
  return {
    clerkId: claims.data.sub,
    email: email.data,
    // A Clerk user may have no name: the shop greets them by their address's name part.
    name: name.success ? name.data : (email.data.split('@')[0] ?? email.data),
    phone: phone.success ? phone.data : null,
    role: isAdminClaim(claims.data.metadata) ? 'admin' : 'user',
  };
}

/**
 * The session behind a Clerk session token (docs/decisions/045): verified with the instance's PEM
 * key and the shop's authorized parties, with no network call; then the local row of that Clerk
 * user, created on first sight. The role follows the token on every request, so revoking
 * `isAdmin` in Clerk takes effect with the next token (a minute at most).
 */
export function clerkSessionUserFinder(settings: ClerkSettings, db: Database): FindSessionUser {
  const byClerkId = clerkUserQuery(db);
  return async (authorization) => {
    const token = authorization.replace(BEARER_PREFIX, '').trim();
    if (!JWT_SHAPE.test(token)) return null;
    const { verifyToken } = await clerkBackend();
    let payload: unknown;
    try {
      payload = await verifyToken(token, {
        jwtKey: settings.jwtKey,
        authorizedParties: settings.authorizedParties,
        clockSkewInMs: CLERK_CLOCK_SKEW_MS,
      });
    } catch {
      return null;
    }
    const who = identityOfClaims(payload);
    const found = await byClerkId(who.clerkId);
    if (found && found.email === who.email && found.role === who.role) return toSessionUser(found);
    try {
      return toSessionUser(await upsertClerkUser(db, who));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CLERK_EMAIL_TAKEN, 'email_taken');
      throw error;
    }
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/types.ts';
import type { FindSessionUser, SessionUser } from '../../plugins/auth.ts';
import type { Auth } from './auth.ts';
import { type SessionWithUser, sessionByTokenQuery } from './session-repository.ts';

const BEARER_PREFIX = /^bearer /i;

/** A signed session token's signature: HMAC-SHA256 in padded base64, as better-auth signs it. */
const SIGNATURE_LENGTH = 44;

/**
 * The session token of a signed bearer token whose signature checks out, or null when the token
 * is not one (unsigned, malformed or forged): better-auth's own check decides those.
 */
export function verifiedSessionToken(authorization: string, secret: string): string | null {
  const raw = authorization.replace(BEARER_PREFIX, '').trim();
  let token: string;
  try {
    token = raw.includes('%') ? decodeURIComponent(raw) : raw;
  } catch {
    return null;
  }
  const dot = token.indexOf('.');
  if (dot < 1 || dot !== token.lastIndexOf('.')) return null;
  const value = token.slice(0, dot);
  const signature = token.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : null;
}

/** A user row as the routes see it, whichever way it was found (role 'admin' makes an admin). */
export function toSessionUser(user: SessionWithUser['user']): SessionUser {
  const role = user.role ?? 'user';
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    role,
    isAdmin: role === 'admin',
    createdAt: new Date(user.createdAt),
  };
}

/**
 * The session behind a bearer header, as the user routes see (role 'admin' makes an admin).
 *
 * Every signed-in request asks this, checkout included, so the common case takes one statement
 * and a synchronous HMAC (decision 043): a validly signed token whose session is neither expired
 * nor due for its daily refresh. Everything else (no such session, an expired one that better-auth
 * deletes, one it extends, an unsigned or forged token) goes through better-auth's getSession,
 * so what it decides and writes is unchanged.
 */
export function sessionUserFinder(auth: Auth, db: Database): FindSessionUser {
  const sessionByToken = sessionByTokenQuery(db);
  const betterAuthLookup = async (authorization: string) => {
    const session = await auth.api.getSession({ headers: new Headers({ authorization }) });
    if (!session) return null;
    return toSessionUser(session.user);
  };
  return async (authorization) => {
    const context = await auth.$context;
    const token = verifiedSessionToken(authorization, context.secret);
    if (!token) return betterAuthLookup(authorization);
    const found = await sessionByToken(token);
    if (!found) return null;
    const now = Date.now();
    const { expiresIn, updateAge } = context.sessionConfig;
    const expiresAt = found.expiresAt.getTime();
    // better-auth extends a session once `updateAge` has passed since it was last extended.
    const refreshDue = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
    if (expiresAt < now || refreshDue) return betterAuthLookup(authorization);
    return toSessionUser(found.user);
  };
}

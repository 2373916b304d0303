import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { Auth } from '../modules/identity/auth.ts';

/** The signed-in user as routes see it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  isAdmin: boolean;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin; null on public routes. */
    user: SessionUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Resolves `Authorization: Bearer <session token>` to a user. Only the bearer header is passed on,
 * never cookies, so no API call can be made on a user's behalf by another site (no CSRF).
 */
async function sessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const header = request.headers.authorization;
  if (!header || !BEARER.test(header)) return null;
  const session = await auth.api.getSession({ headers: new Headers({ authorization: header }) });
  if (!session) return null;
  const user = session.user as typeof session.user & { phone?: string | null; role?: string };
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

/** preHandler: 401 without a valid session. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  request.user = await sessionUser(request.server.auth, request);
  if (!request.user) throw unauthorized();
}

/** preHandler: 401 without a session, 403 for a signed-in non-admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (!request.user?.isAdmin) throw forbidden();
}

/** The user a requireUser/requireAdmin route runs for. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const authPlugin = fp<{ auth: Auth }>(
  async (app, { auth }) => {
    app.decorate('auth', auth);
    app.decorateRequest('user', null);
  },
  { name: 'auth' },
);

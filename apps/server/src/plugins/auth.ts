import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error.ts';

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

/**
 * Resolves an `Authorization: Bearer …` header to its user, or null. The identity module provides
 * it (app.ts wires it in), so this plugin depends on no module.
 */
export type FindSessionUser = (authorization: string) => Promise<SessionUser | null>;

declare module 'fastify' {
  interface FastifyInstance {
    findSessionUser: FindSessionUser;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin; null on public routes. */
    user: SessionUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Only the bearer header is passed on, never cookies, so no API call can be made on a user's
 * behalf by another site (no CSRF).
 */
export async function sessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const header = request.headers.authorization;
  if (!header || !BEARER.test(header)) return null;
  return request.server.findSessionUser(header);
}

/** preHandler: 401 without a valid session. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  request.user = await sessionUser(request);
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

export const authPlugin = fp<{ findSessionUser: FindSessionUser }>(
  async (app, { findSessionUser }) => {
    app.decorate('findSessionUser', findSessionUser);
    app.decorateRequest('user', null);
  },
  { name: 'auth' },
);

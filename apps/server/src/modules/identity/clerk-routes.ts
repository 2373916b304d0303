import type { FastifyPluginAsync } from 'fastify';
import { sessionUser } from '../../plugins/auth.ts';

/**
 * /api/identity in Clerk mode (docs/decisions/045): Clerk's own pages sign shoppers in and out, so
 * the only endpoint left is get-session, answered for a Clerk session token in the shape
 * better-auth gives the built-in mode (`{user}` or null), so the web reads both the same way.
 * Sign-up, sign-in and every other built-in endpoint are not served: 404.
 */
export const clerkIdentityRoutes: FastifyPluginAsync = async (app) => {
  app.get('/identity/get-session', async (request) => {
    const user = await sessionUser(request);
    if (!user) return null;
    const { id, name, email, phone, role, createdAt } = user;
    return { session: null, user: { id, name, email, phone, role, createdAt } };
  });
};

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireAdmin } from './plugins/auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the admin scope on each route it holds: only admins get past its onRequest check. */
    adminOnly?: boolean;
  }
}

export interface AdminScopeOptions {
  /** Registers the modules' admin routes inside the scope. */
  register: (admin: FastifyInstance) => Promise<void>;
}

/**
 * The one encapsulated plugin every admin route lives in. requireAdmin runs onRequest for all of
 * them, before any body is read (401 without a session, 403 for a customer), so a new admin route
 * cannot forget it. Each route it holds is flagged `config.adminOnly`, which the route table shows.
 */
export const adminScope: FastifyPluginAsync<AdminScopeOptions> = async (admin, { register }) => {
  admin.addHook('onRoute', (route) => {
    route.config = { ...route.config, adminOnly: true };
  });
  admin.addHook('onRequest', requireAdmin);
  await register(admin);
};

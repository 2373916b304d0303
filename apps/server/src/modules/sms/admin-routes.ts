import { adminSmsListSchema, adminSmsQuerySchema } from '@sheesham/shared/admin-sms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListRoute } from '../../lib/paged-list-route.ts';
import type { SmsService } from './service.ts';

/**
 * GET /admin/sms: the text messages the shop held (sandbox) or sent, newest first. Inside the
 * admin scope (401/403 onRequest): with the sandbox, this is where a sign-in code can be read.
 */
export const smsAdminRoutes: FastifyPluginAsyncZod<{ sms: SmsService }> = async (app, { sms }) => {
  pagedListRoute(
    app,
    '/admin/sms',
    { querystring: adminSmsQuerySchema, list: adminSmsListSchema },
    (query) => sms.list(query),
  );
};

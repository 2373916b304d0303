import {
  adminMessageListSchema,
  adminMessageQuerySchema,
  adminMessageSchema,
  messageReadBodySchema,
  UNREAD_COUNT_HEADER,
} from '@sheesham/shared/admin-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/types.ts';
import { idParams } from '../../lib/id-params.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import { pagedListRoute } from '../../lib/paged-list-route.ts';
import { listMessages, markMessageRead } from './admin-service.ts';

/**
 * /admin/messages: the contact-form inbox (issue #4, beyond the spec). Registered inside the admin
 * scope, which checks onRequest (before any body is read): 401 without a session, 403 for a
 * customer.
 */
export const messageAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  pagedListRoute(
    app,
    '/admin/messages',
    { querystring: adminMessageQuerySchema, list: adminMessageListSchema },
    async (query) => {
      const { messages, total, unread } = await listMessages(db, query);
      return { items: messages, total, headers: { [UNREAD_COUNT_HEADER]: String(unread) } };
    },
  );

  app.put(
    '/admin/messages/:id/read',
    {
      schema: {
        params: idParams,
        body: messageReadBodySchema,
        response: okOrError(adminMessageSchema),
      },
    },
    async (request) => markMessageRead(db, request.params.id, request.body.read),
  );
};

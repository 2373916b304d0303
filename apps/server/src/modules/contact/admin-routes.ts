import { apiErrorSchema, TOTAL_COUNT_HEADER } from '@sheesham/shared';
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
import { requireAdmin } from '../../plugins/auth.ts';
import { listMessages, markMessageRead } from './admin-service.ts';

export interface MessageRoutesOptions {
  db: Database;
}

/**
 * /admin/messages: the contact-form inbox (issue #4, beyond the spec). Admin only, checked
 * onRequest (before any body is read): 401 without a session, 403 for a customer.
 */
export const messageRoutes: FastifyPluginAsyncZod<MessageRoutesOptions> = async (app, { db }) => {
  app.get(
    '/admin/messages',
    {
      onRequest: requireAdmin,
      schema: {
        querystring: adminMessageQuerySchema,
        response: { 200: adminMessageListSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { messages, total, unread } = await listMessages(db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      reply.header(UNREAD_COUNT_HEADER, String(unread));
      return messages;
    },
  );

  app.put(
    '/admin/messages/:id/read',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        body: messageReadBodySchema,
        response: { 200: adminMessageSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => markMessageRead(db, request.params.id, request.body.read),
  );
};

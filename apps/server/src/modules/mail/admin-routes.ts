import {
  adminMailDetailSchema,
  adminMailListSchema,
  adminMailQuerySchema,
  adminMailSchema,
} from '@sheesham/shared/admin-mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/types.ts';
import { idParams } from '../../lib/id-params.ts';
import { noBody } from '../../lib/no-body.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import { pagedListRoute } from '../../lib/paged-list-route.ts';
import { getMail, listMails, resendMail } from './admin-service.ts';
import type { ShopMail } from './shop-mail.ts';

export interface MailAdminRoutesOptions {
  db: Database;
  shopMail: ShopMail;
}

/**
 * /admin/mail: the outbox as staff see it (issue #12): every mail with its state, one mail's
 * HTML and text, and "Send again" for a failed one. Inside the admin scope (401/403 onRequest).
 */
export const mailAdminRoutes: FastifyPluginAsyncZod<MailAdminRoutesOptions> = async (
  app,
  { db, shopMail },
) => {
  pagedListRoute(
    app,
    '/admin/mail',
    { querystring: adminMailQuerySchema, list: adminMailListSchema },
    (query) => listMails(db, query),
  );

  app.get(
    '/admin/mail/:id',
    { schema: { params: idParams, response: okOrError(adminMailDetailSchema) } },
    (request) => getMail(db, shopMail, request.params.id),
  );

  app.post(
    '/admin/mail/:id/resend',
    { schema: { params: idParams, body: noBody, response: okOrError(adminMailSchema) } },
    async (request) => {
      const mail = await resendMail(db, request.params.id, new Date());
      shopMail.wake();
      return mail;
    },
  );
};

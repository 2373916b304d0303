import {
  apiErrorSchema,
  orderClaimConfirmBodySchema,
  orderClaimResultSchema,
} from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import type { OrderClaims } from './service.ts';

/**
 * POST /profile/order-claims/confirm: the mailed claim link's page sends its token here, signed
 * in; 410 when the token is unknown, used, expired or another account's.
 */
export const orderClaimRoutes: FastifyPluginAsyncZod<{ claims: OrderClaims }> = async (
  app,
  { claims },
) => {
  app.post(
    '/profile/order-claims/confirm',
    {
      onRequest: requireUser,
      schema: {
        body: orderClaimConfirmBodySchema,
        response: { 200: orderClaimResultSchema, '4xx': apiErrorSchema },
      },
    },
    (request) => claims.confirm(signedInUser(request), request.body.token),
  );
};

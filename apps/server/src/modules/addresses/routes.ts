import {
  savedAddressInputSchema,
  savedAddressListSchema,
  savedAddressSchema,
} from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { idParams } from '../../lib/id-params.ts';
import { noBody } from '../../lib/no-body.ts';
import { createdOrError, okOrError } from '../../lib/ok-or-error.ts';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import {
  addSavedAddress,
  deleteSavedAddress,
  editSavedAddress,
  listSavedAddresses,
} from './service.ts';

/** Six short fields; a few KB at most. */
const ADDRESS_BODY_LIMIT = 8 * 1024;

/**
 * The signed-in customer's own addresses (issue #26). The session is checked onRequest, before
 * the body is read, so a caller without one always gets 401; another account's address is a 404.
 */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/auth/profile/addresses',
    { onRequest: requireUser, schema: { response: okOrError(savedAddressListSchema) } },
    (request) => listSavedAddresses(db, signedInUser(request).id),
  );

  app.post(
    '/auth/profile/addresses',
    {
      onRequest: requireUser,
      bodyLimit: ADDRESS_BODY_LIMIT,
      schema: {
        body: savedAddressInputSchema,
        response: createdOrError(savedAddressSchema),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addSavedAddress(db, signedInUser(request).id, request.body)),
  );

  app.put(
    '/auth/profile/addresses/:id',
    {
      onRequest: requireUser,
      bodyLimit: ADDRESS_BODY_LIMIT,
      schema: {
        params: idParams,
        body: savedAddressInputSchema,
        response: okOrError(savedAddressSchema),
      },
    },
    (request) => editSavedAddress(db, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/auth/profile/addresses/:id',
    {
      onRequest: requireUser,
      schema: {
        params: idParams,
        body: noBody,
        response: okOrError(z.object({ deleted: z.literal(true) })),
      },
    },
    async (request) => {
      await deleteSavedAddress(db, signedInUser(request).id, request.params.id);
      return { deleted: true as const };
    },
  );
};

/**
 * GET /admin/customers/:id/addresses: the addresses a customer (an account or a walk-in) keeps,
 * which the staff order dialog offers. Registered inside the admin scope.
 */
export const addressAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin/customers/:id/addresses',
    { schema: { params: idParams, response: okOrError(savedAddressListSchema) } },
    (request) => listSavedAddresses(db, request.params.id),
  );
};

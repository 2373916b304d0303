import { profileUpdateSchema, profileWithSignInPhoneSchema } from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import { refuseOverLimit } from '../../lib/refuse-over-limit.ts';
import type { Limiters } from '../../lib/shared-limiters.ts';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import { editProfile, getProfile, syncProfile } from './service.ts';

const userEnvelope = z.object({ user: profileWithSignInPhoneSchema });
/** Per user and hour (decision 007): plenty for typos, too few to probe addresses in bulk. */
export const EMAIL_CHANGES_PER_HOUR = 5;
export const EMAIL_CHANGES_LIMITED = 'Too many email changes. Please try again in an hour.';
/** The spec's sync payload also carries clerkId and email; only these two are ever used. */
const syncBody = z
  .object({ fullName: z.unknown().optional(), phoneNumber: z.unknown().optional() })
  .nullish();

/**
 * The signed-in user's own profile (SPEC §7 "Profile and account"). The session is checked in
 * onRequest, before the body is validated, so a caller without one always gets 401.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Database; limiters: Limiters }> = async (
  app,
  { db, limiters },
) => {
  const emailChanges = limiters.create('email-change:user', {
    max: EMAIL_CHANGES_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  });

  app.get(
    '/auth/profile',
    { onRequest: requireUser, schema: { response: okOrError(profileWithSignInPhoneSchema) } },
    async (request) => getProfile(db, signedInUser(request).id),
  );

  app.put(
    '/auth/profile',
    {
      onRequest: requireUser,
      schema: { body: profileUpdateSchema, response: okOrError(userEnvelope) },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      // Every attempt to move the account to another address counts, a refused (taken) one too,
      // so the endpoint cannot be used to test which addresses have accounts.
      if (request.body.email !== user.email) {
        refuseOverLimit(reply, await emailChanges.hit(user.id), EMAIL_CHANGES_LIMITED);
      }
      return { user: await editProfile(db, user.id, request.body) };
    },
  );

  app.post(
    '/auth/users/sync',
    { onRequest: requireUser, schema: { body: syncBody, response: okOrError(userEnvelope) } },
    async (request) => ({
      user: await syncProfile(db, signedInUser(request).id, request.body ?? {}),
    }),
  );
};

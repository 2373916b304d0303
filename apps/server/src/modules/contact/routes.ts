import { contactMessageCreatedSchema, contactMessageSchema } from '@sheesham/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/types.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { createdOrError } from '../../lib/ok-or-error.ts';
import { type ContactMail, receiveContactMessage } from './service.ts';

const CONTACT_RATE_LIMITED = 'Too many messages. Please try again later.';
/** A 5,000-character message plus the other fields fits easily; anything bigger is abuse. */
const CONTACT_BODY_LIMIT = 32 * 1024;

export interface ContactRoutesOptions {
  db: Database;
  /** Messages per client IP per hour. */
  rateLimit: number;
  /** The acknowledgement and the staff's notice, written with the message. */
  mail: ContactMail;
}

/** POST /api/contact: validates, stores with the client's IP and mails, answers 201. */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, options) => {
  app.post(
    '/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: {
        rateLimit: {
          max: options.rateLimit,
          timeWindow: '1 hour',
          // Counted after validation, so only accepted messages use up the allowance.
          hook: 'preHandler',
          errorResponseBuilder: () => tooManyRequests(CONTACT_RATE_LIMITED),
        },
      },
      schema: {
        body: contactMessageSchema,
        response: createdOrError(contactMessageCreatedSchema),
      },
    },
    async (request, reply) => {
      const { id } = await receiveContactMessage(
        options.db,
        options.mail,
        request.body,
        request.ip,
      );
      return reply.code(201).send({ id, message: 'Message received' });
    },
  );
};

import { apiErrorSchema } from '@sheesham/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireUser, type SessionUser, signedInUser } from './auth.ts';
import { perUserRateLimit } from './user-rate-limit.ts';

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };

export interface CheckoutStep<Body extends z.ZodType, Reply extends z.ZodType> {
  body: Body;
  reply: Reply;
  /** Each step's calls per signed-in user per minute. */
  rateLimit: number;
  handle: (user: SessionUser, body: z.output<Body>) => Promise<z.input<Reply>>;
}

/**
 * POST `path` as one step of the checkout (payment order, verify, sandbox Pay/Fail): signed-in
 * only, checked onRequest before the body is read (anonymous calls get 401 whatever they send),
 * then rate-limited per user.
 */
export function checkoutStepRoute<Body extends z.ZodType, Reply extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  step: CheckoutStep<Body, Reply>,
) {
  // Typed by the arguments above: the zod provider cannot resolve these generic schemas here.
  app.post(
    path,
    {
      onRequest: requireUser,
      config: perUserRateLimit(step.rateLimit),
      schema: { body: step.body, response: { 200: step.reply, ...errors } },
    },
    async (request) => step.handle(signedInUser(request), request.body as z.output<Body>),
  );
}

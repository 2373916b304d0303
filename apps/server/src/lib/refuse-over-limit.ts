import type { FastifyReply } from 'fastify';
import type { AttemptCheck } from './attempt-limiter.ts';
import { tooManyRequests } from './http-error.ts';

/** Throws 429 `rate_limited` with the message and a Retry-After header when the check failed. */
export function refuseOverLimit(reply: FastifyReply, check: AttemptCheck, message: string) {
  if (check.allowed) return;
  reply.header('retry-after', String(check.retryAfterSeconds));
  throw tooManyRequests(message);
}

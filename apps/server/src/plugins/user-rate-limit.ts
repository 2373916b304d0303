import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/http-error.ts';

const CHECKOUT_RATE_LIMITED = 'Too many checkout requests. Please wait a minute and try again.';

/**
 * Route `config` for @fastify/rate-limit (registered, not global, by plugins/security.ts): at most
 * `max` requests per signed-in user per minute, counted per route. Both the route's requireUser and
 * the limiter run onRequest, in that order (the limiter's hook is appended to the route's), so the
 * key is the user id: one account cannot spread its requests over several sessions or addresses.
 * Requests without a session are refused by requireUser before they are counted.
 */
export function perUserRateLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
      errorResponseBuilder: () => tooManyRequests(CHECKOUT_RATE_LIMITED),
    },
  };
}

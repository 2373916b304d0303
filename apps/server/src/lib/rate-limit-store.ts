import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Limiter, Limiters } from './shared-limiters.ts';

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * A store for @fastify/rate-limit that counts through the shop's limiters, so the routes limited by
 * that plugin (checkout steps, contact) share their counts in Redis with the same script and the
 * same outage fallback as the sign-in limits. Each route counts under its own name, as the
 * plugin's own stores do.
 */
export function limiterStore(limiters: Limiters): FastifyRateLimitStoreCtor {
  class LimiterStore implements FastifyRateLimitStore {
    #limiter: Limiter | undefined;

    constructor(
      _options: unknown,
      private readonly name = 'route:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      // One route's window and max never change, so its limiter is made on the first request.
      this.#limiter ??= limiters.create(this.name, { max, windowMs: timeWindow });
      this.#limiter.count(key).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      const { method = '', url = '' } = options.routeInfo ?? {};
      return new LimiterStore(undefined, `${this.name}${[method].flat().join(',')}${url}`);
    }
  }
  return LimiterStore;
}

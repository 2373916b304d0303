import type { Redis } from 'ioredis';
import {
  type AttemptCheck,
  AttemptLimiter,
  checkCount,
  type WindowCount,
} from './attempt-limiter.ts';
import type { SharedRedis } from './shared-redis.ts';

export interface LimitWindow {
  max: number;
  windowMs: number;
}

/** One named limit (sign-in per IP, e-mail changes per user, …), counted per key. */
export interface Limiter {
  /** Counts one attempt; `allowed` is false once the key went over its allowance. */
  hit(key: string): Promise<AttemptCheck>;
  /** Counts one attempt and tells the key's count in its window (for @fastify/rate-limit). */
  count(key: string): Promise<WindowCount>;
}

/** Makes the shop's limiters: in this process's memory, or shared by every instance in Redis. */
export interface Limiters {
  create(name: string, window: LimitWindow): Limiter;
}

function memoryLimiter(window: LimitWindow): Limiter {
  const local = new AttemptLimiter(window);
  return {
    hit: async (key) => local.hit(key),
    count: async (key) => local.count(key),
  };
}

/** Without REDIS_URL: every limiter counts in this process, exactly as a single instance always did. */
export const memoryLimiters: Limiters = { create: (_name, window) => memoryLimiter(window) };

/**
 * A fixed window in one atomic step: the first hit starts the window's expiry; every hit answers
 * the count and the time left. A key that somehow lost its expiry gets it back (never counts for ever).
 */
const FIXED_WINDOW_HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type HitCommand = { sheeshamLimitHit(key: string, windowMs: number): Promise<[number, number]> };

function withHitCommand(client: Redis): HitCommand {
  // defineCommand sends the script once (EVALSHA after that) and adds it as a method.
  if (!('sheeshamLimitHit' in client)) {
    client.defineCommand('sheeshamLimitHit', { numberOfKeys: 1, lua: FIXED_WINDOW_HIT });
  }
  return client as unknown as HitCommand;
}

/**
 * With REDIS_URL: every instance counts in the same Redis key, so N instances allow what one does.
 * While Redis cannot answer, each limiter counts in this process instead (the same allowance per
 * instance): sign-in guessing stays bounded, and nobody is locked out by an outage
 * (docs/decisions/024).
 */
export function redisLimiters(redis: SharedRedis): Limiters {
  return {
    create(name, window) {
      const fallback = new AttemptLimiter(window);
      const count = async (key: string): Promise<WindowCount> => {
        const shared = await redis.run((client) =>
          withHitCommand(client).sheeshamLimitHit(
            redis.key(`limit:${name}:${key}`),
            window.windowMs,
          ),
        );
        if (!shared) return fallback.count(key);
        const [counted, ttl] = shared;
        return { count: Number(counted), resetInMs: Number(ttl) };
      };
      return {
        count,
        hit: async (key) => checkCount(await count(key), window.max),
      };
    },
  };
}

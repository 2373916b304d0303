import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisOptions } from '../config.ts';
import { type InvalidationBus, localInvalidation, redisInvalidation } from './invalidation-bus.ts';
import { limiterStore } from './rate-limit-store.ts';
import { type Limiters, memoryLimiters, redisLimiters } from './shared-limiters.ts';
import { REDIS_OFF, type RedisHealth, SharedRedis } from './shared-redis.ts';

/**
 * Everything instances must share (docs/decisions/024): the limiters' counts and the catalogue
 * cache's and the delivery rules' invalidation. Without REDIS_URL all of it stays in this process, as for one instance.
 */
export interface SharedState {
  limiters: Limiters;
  catalogInvalidation: InvalidationBus;
  /** The delivery zones and holidays each instance keeps in memory (decision 049). */
  deliveryInvalidation: InvalidationBus;
  /** For @fastify/rate-limit; undefined keeps its own in-memory store. */
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  /** The readiness check's view of Redis: off, up (with its latency) or down. Never throws. */
  redisHealth(): Promise<RedisHealth>;
  close(): void;
}

const inProcess: SharedState = {
  limiters: memoryLimiters,
  catalogInvalidation: localInvalidation,
  deliveryInvalidation: localInvalidation,
  rateLimitStore: undefined,
  redisHealth: async () => REDIS_OFF,
  close: () => {},
};

/**
 * Connects to Redis when configured, waiting at most its connect timeout: a Redis that is down at
 * start-up is logged and retried in the background, and the shop starts anyway.
 */
export async function openSharedState(
  options: RedisOptions | undefined,
  log: FastifyBaseLogger,
): Promise<SharedState> {
  if (!options) return inProcess;
  const redis = new SharedRedis(options, log);
  if (!(await redis.connected())) {
    log.warn('Redis did not answer at start-up; starting anyway and retrying in the background');
  }
  const limiters = redisLimiters(redis);
  return {
    limiters,
    catalogInvalidation: redisInvalidation(redis, 'catalog'),
    deliveryInvalidation: redisInvalidation(redis, 'delivery'),
    rateLimitStore: limiterStore(limiters),
    redisHealth: () => redis.health(),
    close: () => redis.close(),
  };
}

import { randomUUID } from 'node:crypto';
import type { SharedRedis } from './shared-redis.ts';

/** Tells the other instances that a cache is stale; each drops its own copy when told. */
export interface InvalidationBus {
  /** After a local invalidation: the others follow. */
  publish(): void;
  /** `onInvalidate` runs when another instance published (or when messages may have been missed). */
  subscribe(onInvalidate: () => void): void;
}

/** One instance: nobody else to tell. */
export const localInvalidation: InvalidationBus = { publish() {}, subscribe() {} };

/**
 * Redis pub/sub on `<prefix>invalidate:<topic>`: the others drop their cache within milliseconds of
 * the write. Each message carries the sender's id, so an instance ignores its own. A publish lost to
 * an outage leaves the others stale until the cache's TTL (30 s for the catalogue); a subscriber
 * that reconnects drops its cache at once, since it may have missed messages.
 */
export function redisInvalidation(redis: SharedRedis, topic: string): InvalidationBus {
  const channel = redis.key(`invalidate:${topic}`);
  const self = randomUUID();
  return {
    publish() {
      void redis.run((client) => client.publish(channel, self));
    },
    subscribe(onInvalidate) {
      redis.subscribe(
        channel,
        (sender) => {
          if (sender !== self) onInvalidate();
        },
        onInvalidate,
      );
    },
  };
}

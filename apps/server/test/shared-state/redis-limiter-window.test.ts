import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisLimiters } from '../../src/lib/shared-limiters.ts';
import { SharedRedis } from '../../src/lib/shared-redis.ts';
import { deleteKeys, sharedTestRedis, testKeyPrefix } from '../helpers/test-redis.ts';

/** The fixed-window script itself, against a real Redis: counts, expiry and a lost expiry. */
const keyPrefix = testKeyPrefix();
let redis: Awaited<ReturnType<typeof sharedTestRedis>>;
let shared: SharedRedis;

beforeAll(async () => {
  redis = await sharedTestRedis();
  shared = new SharedRedis(
    { url: redis.url, keyPrefix, commandTimeoutMs: 1000 },
    Fastify({ logger: false }).log,
  );
  expect(await shared.connected()).toBe(true);
});

afterAll(async () => {
  shared?.close();
  if (redis) {
    await deleteKeys(redis.url, keyPrefix);
    await redis.close();
  }
});

describe('the shared fixed window', () => {
  it('counts per key, refuses past max, and starts afresh when the window ends', async () => {
    const limiter = redisLimiters(shared).create('window-test', { max: 2, windowMs: 300 });
    expect(await limiter.hit('k')).toMatchObject({ allowed: true });
    expect(await limiter.hit('k')).toMatchObject({ allowed: true });
    expect(await limiter.hit('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await limiter.hit('other')).toMatchObject({ allowed: true });
    await expect.poll(async () => (await limiter.count('k')).count, { timeout: 5000 }).toBe(1);
  });

  it('counts atomically: 50 concurrent hits get the counts 1 to 50, once each', async () => {
    const limiter = redisLimiters(shared).create('atomic-test', { max: 10, windowMs: 60_000 });
    const counts = await Promise.all(Array.from({ length: 50 }, () => limiter.count('k')));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('gives a key that lost its expiry a window again (it never counts for ever)', async () => {
    const key = `${keyPrefix}limit:lost-expiry:k`;
    await shared.client.set(key, '7');
    const limiter = redisLimiters(shared).create('lost-expiry', { max: 3, windowMs: 60_000 });
    const counted = await limiter.count('k');
    expect(counted.count).toBe(8);
    expect(await shared.client.pttl(key)).toBeGreaterThan(50_000);
  });
});

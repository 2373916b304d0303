import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct, orderBody } from '../helpers/order-fixtures.ts';
import { aProductInput } from '../helpers/product-input.ts';
import { sendAs } from '../helpers/send-as.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { deleteKeys, sharedTestRedis, testKeyPrefix } from '../helpers/test-redis.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

/**
 * Two app instances on one database and one Redis (REDIS_URL): every limit counts once for both,
 * and a catalogue write or a vocabulary change on one reaches the other's cache (docs/decisions/024,
 * 052). Each scenario gets
 * its own key prefix, so counts never leak between scenarios or runs.
 */
const setup = useTestApp();
let redis: Awaited<ReturnType<typeof sharedTestRedis>>;
const prefixes: string[] = [];

beforeAll(async () => {
  redis = await sharedTestRedis();
});

afterAll(async () => {
  for (const prefix of prefixes) await deleteKeys(redis.url, prefix);
  await redis?.close();
});

/** Instances A and B sharing one Redis prefix, with these limits; closed after the scenario. */
function usePair(env: Record<string, string>) {
  const pair: TestApp[] = [];
  beforeAll(async () => {
    const prefix = testKeyPrefix();
    prefixes.push(prefix);
    // One session secret, as real instances share: a token from A is good on B.
    const authSecret = randomBytes(32).toString('base64url');
    const shared = {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: prefix,
      AUTH_SECRET: authSecret,
      ...env,
    };
    pair.push(await createTestApp(setup.db, { env: shared }));
    pair.push(await createTestApp(setup.db, { env: shared }));
  });
  afterAll(async () => {
    for (const t of pair) await t.close();
  });
  /** Instance A for even n, B for odd n: requests alternate like behind a load balancer. */
  return (n: number) => {
    const t = pair[n % 2];
    if (!t) throw new Error('usePair: used before its beforeAll ran');
    return t.app;
  };
}

describe('sign-in limits shared through Redis', () => {
  const instance = usePair({ AUTH_RATE_LIMIT_IP: '4', AUTH_RATE_LIMIT_ACCOUNT: '1000' });
  let customer: TestAccount;
  beforeAll(async () => {
    customer = await signUp(setup.app);
  });

  const signIn = (n: number, remoteAddress: string) =>
    instance(n).inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      payload: { email: customer.email, password: `wrong-guess-${n}` },
      remoteAddress,
    });

  it('refuses the attempt past the per-IP limit on whichever instance gets it', async () => {
    for (let n = 0; n < 4; n++) {
      expect((await signIn(n, '198.51.100.20')).statusCode, `attempt ${n + 1}`).toBe(401);
    }
    for (let n = 4; n < 6; n++) {
      const refused = await signIn(n, '198.51.100.20');
      expect(refused.statusCode, `attempt ${n + 1}`).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    // Another address still has its own allowance.
    expect((await signIn(6, '198.51.100.21')).statusCode).toBe(401);
  });
});

describe('checkout, contact and e-mail change limits shared through Redis', () => {
  const instance = usePair({ CHECKOUT_RATE_LIMIT: '3', CONTACT_RATE_LIMIT: '2' });
  let buyer: TestAccount;
  beforeAll(async () => {
    buyer = await signUp(instance(0));
  });

  it('counts one user’s checkout requests across instances', async () => {
    // An empty cart is a 400, but the request still counts: the limit runs before the body.
    const body = orderBody([]);
    for (let n = 0; n < 3; n++) {
      const response = await sendAs(instance(n), buyer, 'POST', '/api/orders', body);
      expect(response.statusCode, `request ${n + 1}`).toBe(400);
    }
    const refused = await sendAs(instance(3), buyer, 'POST', '/api/orders', body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
  });

  it('counts contact messages per IP across instances', async () => {
    const message = (n: number) =>
      instance(n).inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Ananya Rathore',
          email: 'ananya@example.in',
          subject: 'Custom wardrobe',
          message: 'Can you build a 7 ft sheesham wardrobe with a mirror?',
        },
        remoteAddress: '198.51.100.30',
      });
    expect((await message(0)).statusCode).toBe(201);
    expect((await message(1)).statusCode).toBe(201);
    expect((await message(2)).statusCode).toBe(429);
    expect((await message(3)).statusCode).toBe(429);
  });

  it('counts e-mail changes per user across instances (five an hour)', async () => {
    const account = await signUp(instance(1));
    const stamp = Date.now();
    for (let n = 0; n < 5; n++) {
      const payload = { fullName: account.name, email: `shared-${n}-${stamp}@example.in` };
      const response = await sendAs(instance(n), account, 'PUT', '/api/auth/profile', payload);
      expect(response.statusCode, `change ${n + 1}`).toBe(200);
    }
    const payload = { fullName: account.name, email: `shared-5-${stamp}@example.in` };
    const refused = await sendAs(instance(5), account, 'PUT', '/api/auth/profile', payload);
    expect(refused.statusCode).toBe(429);
  });
});

describe('catalogue cache invalidation through Redis', () => {
  const instance = usePair({});
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await signUpAdmin(instance(0), setup.db);
  });

  it('shows an admin’s price edit on the other instance within a second', async () => {
    const product = await insertProduct(setup.db, { pricePaise: 20_000_00 });
    const read = async () =>
      (await instance(1).inject({ method: 'GET', url: `/api/products/${product.id}` })).json();
    // B caches the old price (its TTL is 30 s, far longer than this test).
    expect((await read()).price).toBe(20_000);
    const edit = aProductInput({ name: product.name, price: 18_500 });
    const saved = await sendAs(instance(0), admin, 'PUT', `/api/products/${product.id}`, edit);
    expect(saved.statusCode).toBe(200);
    const editedAt = Date.now();
    await expect
      .poll(async () => (await read()).price, { timeout: 1000, interval: 20 })
      .toBe(18_500);
    expect(Date.now() - editedAt).toBeLessThan(1000);
  });
});

describe('search vocabulary through Redis', () => {
  const instance = usePair({});
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await signUpAdmin(instance(0), setup.db);
  });

  it('makes an entry added on one instance find products on the other at once', async () => {
    await insertProduct(setup.db, { name: 'Pushkar Swing Chair' });
    const names = async () =>
      (
        (await instance(1).inject({ url: '/api/products?q=jhoolna' })).json() as { name: string }[]
      ).map((p) => p.name);
    // B reads its vocabulary and caches the empty answer.
    expect(await names()).toEqual([]);
    const added = await sendAs(instance(0), admin, 'POST', '/api/admin/vocabulary', {
      phrase: 'jhoolna',
      means: ['swing chair'],
    });
    expect(added.statusCode, added.body).toBe(201);
    // Without the message B would keep its vocabulary and its cached answer for 30 s.
    await expect.poll(names, { timeout: 5000, interval: 20 }).toEqual(['Pushkar Swing Chair']);
  });
});

describe('redisHealth()', () => {
  const instance = usePair({});

  it('reports up with REDIS_URL and off without it', async () => {
    const health = await instance(0).redisHealth();
    expect(health.status).toBe('up');
    expect(await setup.app.redisHealth()).toEqual({ status: 'off' });
  });
});

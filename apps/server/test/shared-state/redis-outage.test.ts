import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct, orderBody, postOrder, stockOf } from '../helpers/order-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { freePort, RedisServer, testKeyPrefix } from '../helpers/test-redis.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

/**
 * Redis frozen, stopped, or never there: the shop keeps selling, every request answers promptly,
 * limits count per instance meanwhile, and sharing resumes when Redis is back (decision 024).
 * The Redis here is this file's own redis-server child, so it can be paused and killed.
 */
const setup = useTestApp();
/** A hang would be the 30 s test timeout; a prompt answer is well under this on a busy machine. */
const PROMPT_MS = 5000;
const ENV = {
  AUTH_RATE_LIMIT_IP: '2',
  AUTH_RATE_LIMIT_ACCOUNT: '1000',
  REDIS_COMMAND_TIMEOUT_MS: '300',
  AUTH_SECRET: randomBytes(32).toString('base64url'),
};

let server: RedisServer;
const apps: TestApp[] = [];
let a: App;
let b: App;
let buyer: TestAccount;
let productId: string;

beforeAll(async () => {
  server = await RedisServer.start();
  const env = { ...ENV, REDIS_URL: server.url, REDIS_KEY_PREFIX: testKeyPrefix() };
  apps.push(await createTestApp(setup.db, { env }), await createTestApp(setup.db, { env }));
  [a, b] = apps.map((t) => t.app) as [App, App];
  buyer = await signUp(a);
  productId = (await insertProduct(setup.db, { stock: 100 })).id;
});

afterAll(async () => {
  for (const t of apps) await t.close();
  await server?.stop();
});

/** The response, failing the test if it took longer than PROMPT_MS. */
async function prompt<T>(request: Promise<T>): Promise<T> {
  const started = Date.now();
  const response = await request;
  expect(Date.now() - started).toBeLessThan(PROMPT_MS);
  return response;
}

const wrongSignIn = (app: App, ip: string) =>
  prompt(
    app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      payload: { email: buyer.email, password: 'not-the-password' },
      remoteAddress: ip,
    }),
  );

/** Places a COD order for one unit and checks the stock went down by one. */
async function sellsOne(app: App) {
  const before = await stockOf(setup.db, productId);
  const order = await prompt(
    postOrder(app, buyer, orderBody([{ product_id: productId, quantity: 1 }])),
  );
  expect(order.statusCode, order.body).toBe(201);
  expect(await stockOf(setup.db, productId)).toBe(before - 1);
}

describe('Redis frozen (SIGSTOP)', () => {
  beforeAll(() => server.pause());
  afterAll(() => server.resume());

  it('keeps selling, answering promptly', async () => {
    await sellsOne(a);
    await sellsOne(b);
    const product = await prompt(b.inject({ method: 'GET', url: `/api/products/${productId}` }));
    expect(product.statusCode).toBe(200);
  });

  it('still limits sign-in, counting per instance', async () => {
    expect((await wrongSignIn(a, '198.51.100.40')).statusCode).toBe(401);
    expect((await wrongSignIn(a, '198.51.100.40')).statusCode).toBe(401);
    expect((await wrongSignIn(a, '198.51.100.40')).statusCode).toBe(429);
  });

  it('reports Redis down to the readiness check, promptly', async () => {
    const health = await prompt(a.redisHealth());
    expect(health.status).toBe('down');
  });
});

describe('Redis back after a freeze', () => {
  it('reports up again and shares counts again', async () => {
    await expect.poll(async () => (await a.redisHealth()).status, { timeout: 10_000 }).toBe('up');
    // The pause after a failure lasts a second; a fresh IP then counts in Redis for both.
    await expect
      .poll(
        async () => {
          const ip = `198.51.100.${50 + Math.floor(Math.random() * 100)}`;
          await wrongSignIn(a, ip);
          await wrongSignIn(b, ip);
          return (await wrongSignIn(a, ip)).statusCode;
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(429);
  });
});

describe('Redis stopped', () => {
  beforeAll(() => server.stop());

  it('keeps selling on both instances and says Redis is down', async () => {
    await sellsOne(a);
    await sellsOne(b);
    const health = await prompt(b.redisHealth());
    expect(health.status).toBe('down');
    expect((await wrongSignIn(b, '198.51.100.200')).statusCode).toBe(401);
  });
});

describe('Redis unreachable at start-up', () => {
  let lonely: TestApp;
  beforeAll(async () => {
    const closedPort = await freePort();
    const started = Date.now();
    lonely = await createTestApp(setup.db, {
      env: {
        ...ENV,
        REDIS_URL: `redis://127.0.0.1:${closedPort}`,
        REDIS_KEY_PREFIX: testKeyPrefix(),
      },
    });
    expect(Date.now() - started).toBeLessThan(PROMPT_MS + 2000);
  });
  afterAll(() => lonely?.close());

  it('starts anyway, sells, and limits per instance', async () => {
    await sellsOne(lonely.app);
    expect((await lonely.app.redisHealth()).status).toBe('down');
    expect((await wrongSignIn(lonely.app, '198.51.100.210')).statusCode).toBe(401);
    expect((await wrongSignIn(lonely.app, '198.51.100.210')).statusCode).toBe(401);
    expect((await wrongSignIn(lonely.app, '198.51.100.210')).statusCode).toBe(429);
  });
});

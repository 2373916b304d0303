import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { signUp, type TestAccount } from '../helpers/accounts.ts';
import { insertProduct, orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { TcpProxy } from '../helpers/tcp-proxy.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { onPostgresServer } from '../helpers/test-database.ts';

/**
 * Issue 14's outage tests. They need a network database, so they always run on PostgreSQL (the
 * machine's, or TEST_DATABASE_URL's), reached through a proxy the test freezes and stops.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TIMEOUT_MS = 1500;
/** Timers fire a little late on a loaded machine; a hang would take many seconds. */
const SLACK_MS = 700;

const UNAVAILABLE = {
  error: {
    code: 'unavailable',
    message: 'The shop is unavailable right now. Please try again in a moment.',
  },
};

const name = `sheesham_outage_${randomBytes(6).toString('hex')}`;
let proxy: TcpProxy;
let handle: DatabaseHandle;
let shop: TestApp;
let customer: TestAccount;
let productId: string;

beforeAll(async () => {
  await onPostgresServer(SERVER_URL, `create database ${name}`);
  const target = new URL(SERVER_URL);
  proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  const viaProxy = new URL(SERVER_URL);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  viaProxy.pathname = `/${name}`;
  handle = await openDatabase({
    databaseUrl: viaProxy.toString(),
    dataDir: '',
    pgDir: '',
    postgres: {
      poolSize: 4,
      statementTimeoutMs: TIMEOUT_MS,
      queryTimeoutMs: TIMEOUT_MS,
      connectTimeoutMs: TIMEOUT_MS,
      idleTimeoutMs: 30_000,
    },
  });
  await migrateDatabase(handle);
  shop = await createTestApp(handle.db, { database: handle });
  customer = await signUp(shop.app, { email: `outage-${Date.now()}@example.in` });
  productId = (await insertProduct(handle.db, { stock: 100 })).id;
});

afterAll(async () => {
  await shop?.close();
  await proxy?.resume();
  await handle?.close();
  await proxy?.close();
  await onPostgresServer(SERVER_URL, `drop database if exists ${name} with (force)`);
});

/** The requests a shopper makes, each timed. */
function shopperRequests() {
  const app = shop.app;
  return {
    products: () => app.inject({ method: 'GET', url: '/api/products' }),
    profile: () =>
      app.inject({ method: 'GET', url: '/api/auth/profile', headers: customer.headers }),
    orders: () => app.inject({ method: 'GET', url: '/api/orders', headers: customer.headers }),
    order: () => postOrder(app, customer, orderBody([{ product_id: productId, quantity: 1 }])),
    signIn: () =>
      app.inject({
        method: 'POST',
        url: '/api/identity/sign-in/email',
        payload: { email: customer.email, password: 'sheesham-test-pass-42' },
      }),
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; response: T }> {
  const started = Date.now();
  const response = await run();
  return { ms: Date.now() - started, response };
}

/** Polls until the shop answers again by itself: no restart, no new pool. */
async function waitForRecovery() {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = await shop.app.inject({ method: 'GET', url: '/api/health/ready' });
    const products = await shop.app.inject({ method: 'GET', url: '/api/products' });
    if (ready.statusCode === 200 && products.statusCode === 200) return;
    if (Date.now() > deadline) throw new Error(`no recovery: ${ready.body} ${products.body}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a frozen database', () => {
  it('readiness answers 503 within 2 s, every other request a JSON 503 within the timeouts', async () => {
    const ok = await shopperRequests().order();
    expect(ok.statusCode).toBe(201);
    proxy.freeze();
    try {
      const requests = shopperRequests();
      const [ready, ...rest] = await Promise.all([
        timed(() => shop.app.inject({ method: 'GET', url: '/api/health/ready' })),
        ...Object.values(requests).map((run) => timed(run)),
      ]);
      expect(ready?.response.statusCode).toBe(503);
      expect(ready?.response.json()).toEqual({
        status: 'error',
        checks: { database: 'timeout', storage: 'ok' },
      });
      expect(ready?.ms).toBeLessThan(2000);
      for (const { ms, response } of rest) {
        expect({ status: response.statusCode, body: response.json() }).toEqual({
          status: 503,
          body: UNAVAILABLE,
        });
        expect(response.headers['retry-after']).toBe('5');
        // A transaction waits for its BEGIN, then for its ROLLBACK: two query timeouts at most.
        expect(ms).toBeLessThan(2 * TIMEOUT_MS + SLACK_MS);
      }
    } finally {
      await proxy.resume();
    }
    await waitForRecovery();
    const after = await shopperRequests().order();
    expect(after.statusCode).toBe(201);
  });
});

describe('a stopped database', () => {
  it('answers JSON 503 everywhere, sign-in included, and recovers without a restart', async () => {
    await proxy.stop();
    try {
      const requests = shopperRequests();
      const results = await Promise.all(Object.values(requests).map((run) => timed(run)));
      for (const { ms, response } of results) {
        expect({ status: response.statusCode, body: response.json() }).toEqual({
          status: 503,
          body: UNAVAILABLE,
        });
        expect(ms).toBeLessThan(TIMEOUT_MS + SLACK_MS);
      }
      const ready = await shop.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'error',
        checks: { database: 'error', storage: 'ok' },
      });
    } finally {
      await proxy.resume();
    }
    await waitForRecovery();
    const signIn = await shopperRequests().signIn();
    expect(signIn.statusCode).toBe(200);
    const order = await shopperRequests().order();
    expect(order.statusCode).toBe(201);
  });
});

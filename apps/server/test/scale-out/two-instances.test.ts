import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningProcess, startNodeProcess } from '../../../../e2e/support/server-process.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { mailOutbox, users } from '../../src/db/schema.ts';
import { insertProduct, orderBody, stockOf } from '../helpers/order-fixtures.ts';
import { aProductInput } from '../helpers/product-input.ts';
import { type S3TestServer, startS3Server } from '../helpers/s3-server.ts';
import { serverCommand } from '../helpers/server-process.ts';
import { SmtpSink } from '../helpers/smtp-sink.ts';
import { FIXTURE_DIST } from '../helpers/test-app.ts';
import { createPostgresDatabase } from '../helpers/test-database.ts';
import { deleteKeys, freePort, sharedTestRedis, testKeyPrefix } from '../helpers/test-redis.ts';
import { photoForm } from '../helpers/upload-photo.ts';

/*
 * The scale-out topology with processes (issue 14 item 3, docs/decisions/024): two real servers
 * (the run's build of src/server.ts, started as `npm start` starts it, in production mode) on one
 * fresh PostgreSQL database, one Redis, one SMTP server and one S3-compatible store (s3rver),
 * behind a "load balancer" that is this test alternating between their ports. They trust
 * 127.0.0.1 as their proxy, so X-Forwarded-For names the client, as behind a real one.
 */

/** The default AUTH_RATE_LIMIT_IP (30): sign-in and sign-up attempts per IP per 15 minutes. */
const SIGN_IN_LIMIT_PER_IP = loadConfig({}).authRateLimit.perIp;

let database: DatabaseHandle & { url: string };
let redis: Awaited<ReturnType<typeof sharedTestRedis>>;
let s3: S3TestServer;
const keyPrefix = testKeyPrefix();
const sink = new SmtpSink();
const instances: RunningProcess[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error('The two-instance test runs on PostgreSQL: set TEST_DATABASE_URL');
  }
  database = await createPostgresDatabase(serverUrl);
  // Migrated once here, as a deployment does before starting its instances.
  await migrateDatabase(database);
  redis = await sharedTestRedis();
  await sink.start();
  s3 = await startS3Server();
  const shared = {
    ...s3.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: keyPrefix,
    SMTP_URL: sink.url,
    TRUST_PROXY: '127.0.0.1',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PAYMENT_GATEWAY: 'sandbox',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: FIXTURE_DIST,
    SITE_URL: 'https://shop.example.in',
  };
  const ports = [await freePort(), await freePort()];
  const started = await Promise.all(
    ports.map((port, i) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `sheesham-scale-out-${i}-`));
      dataDirs.push(dataDir);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...shared,
        PORT: String(port),
        DATA_DIR: dataDir,
      };
      delete env.TEST_DATABASE_URL;
      return startNodeProcess({
        args: serverCommand(),
        env,
        url: `http://127.0.0.1:${port}`,
        readyPath: '/api/health',
        logFile: path.join(dataDir, 'server.log'),
      });
    }),
  );
  instances.push(...started);
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await sink.stop();
  await s3?.close();
  if (redis) {
    await deleteKeys(redis.url, keyPrefix);
    await redis.close();
  }
  await database?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** Instance A for even n, B for odd n. */
function instance(n: number): string {
  const url = instances[n % 2]?.url;
  if (!url) throw new Error('the instances are not running');
  return url;
}

interface Call {
  body?: unknown;
  token?: string;
  /** The client's address, as the proxy would forward it. */
  ip: string;
}

/**
 * Real delivery choices for 302001 from the first instance, one (day, slot) per index, so orders
 * racing for stock never race for a slot's places too (every delivery books one, decision 057).
 */
async function slotChoices(): Promise<{ date: string; slot: string }[]> {
  const response = await fetch(`${instance(0)}/api/delivery/slots?pincode=302001`);
  expect(response.status).toBe(200);
  const { days } = (await response.json()) as {
    days: { date: string; slots: { slot: string; left: number }[] }[];
  };
  return days.flatMap((day) =>
    day.slots.filter((s) => s.left > 0).map((s) => ({ date: day.date, slot: s.slot })),
  );
}

async function call(base: string, method: string, url: string, { body, token, ip }: Call) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'x-forwarded-for': ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

let customerSequence = 0;

/** Signs a customer up through instance n, from their own address. */
async function signUp(n: number) {
  customerSequence++;
  const email = `scale-${customerSequence}-${Date.now()}@example.in`;
  const ip = `198.51.100.${customerSequence}`;
  const response = await call(instance(n), 'POST', '/api/identity/sign-up/email', {
    body: { name: `Scale Customer ${customerSequence}`, email, password: 'scale-out-pass-42' },
    ip,
  });
  expect(response.status, response.text).toBe(200);
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error('sign-up gave no token');
  return { id: response.json().user.id as string, email, token, ip };
}

describe('two instances on one PostgreSQL, one Redis and one S3 bucket', () => {
  it(`refuses the ${SIGN_IN_LIMIT_PER_IP + 1}st sign-in attempt from one IP whichever instance gets it`, async () => {
    const attempt = (n: number) =>
      call(instance(n), 'POST', '/api/identity/sign-in/email', {
        body: { email: `nobody-${n}@example.in`, password: 'a-wrong-guess-1' },
        ip: '203.0.113.31',
      });
    for (let n = 0; n < SIGN_IN_LIMIT_PER_IP; n++) {
      expect((await attempt(n)).status, `attempt ${n + 1}`).toBe(401);
    }
    for (const n of [SIGN_IN_LIMIT_PER_IP, SIGN_IN_LIMIT_PER_IP + 1]) {
      const refused = await attempt(n);
      expect(refused.status, `attempt ${n + 1} on instance ${'AB'[n % 2]}`).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
    }
  });

  it('shows an admin’s price edit on the other instance within a second', async () => {
    const admin = await signUp(0);
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const product = await insertProduct(database.db, { pricePaise: 40_000_00 });
    const readOnB = async () =>
      (await call(instance(1), 'GET', `/api/products/${product.id}`, { ip: admin.ip })).json();
    expect((await readOnB()).price).toBe(40_000); // now cached on B for 30 s
    const edit = aProductInput({ name: product.name, price: 37_500 });
    const saved = await call(instance(0), 'PUT', `/api/products/${product.id}`, {
      body: edit,
      token: admin.token,
      ip: admin.ip,
    });
    expect(saved.status, saved.text).toBe(200);
    const editedAt = Date.now();
    await expect
      .poll(async () => (await readOnB()).price, { timeout: 1000, interval: 25 })
      .toBe(37_500);
    expect(Date.now() - editedAt).toBeLessThan(1000);
  });

  it('serves an image uploaded through A from B, byte for byte', async () => {
    const admin = await signUp(0);
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const form = await photoForm(200, 150);
    const uploaded = await fetch(`${instance(0)}/api/upload`, {
      method: 'POST',
      headers: {
        ...form.headers,
        authorization: `Bearer ${admin.token}`,
        'x-forwarded-for': admin.ip,
      },
      body: form.payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${instance(1)}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const fromA = Buffer.from(await (await fetch(`${instance(0)}${url}`)).arrayBuffer());
    expect(Buffer.from(await served.arrayBuffer()).equals(fromA)).toBe(true);
  });

  it('never oversells in a checkout storm across both instances', async () => {
    const product = await insertProduct(database.db, { name: 'Churu Chest', stock: 5 });
    const customers = [];
    for (let i = 0; i < 20; i++) customers.push(await signUp(i));
    const choices = await slotChoices();
    const responses = await Promise.all(
      customers.map((customer, i) =>
        call(instance(i), 'POST', '/api/orders', {
          body: orderBody([{ product_id: product.id, quantity: 1 }], {
            delivery_slot: choices[i % choices.length],
          }),
          token: customer.token,
          ip: customer.ip,
        }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.json().error.code).toBe('insufficient_stock');
    }
    expect(await stockOf(database.db, product.id)).toBe(0);
  });

  it('sends each outbox mail exactly once, with both workers polling', async () => {
    // Each order writes mails (the customer's and the staff's) in its transaction, on A or B.
    const product = await insertProduct(database.db, { stock: 10 });
    const choices = await slotChoices();
    for (let i = 0; i < 4; i++) {
      const customer = await signUp(i);
      const order = await call(instance(i), 'POST', '/api/orders', {
        body: orderBody([{ product_id: product.id, quantity: 1 }], {
          delivery_slot: choices[i % choices.length],
        }),
        token: customer.token,
        ip: customer.ip,
      });
      expect(order.status, order.text).toBe(201);
    }
    const outbox = () => database.db.select().from(mailOutbox);
    expect((await outbox()).length).toBeGreaterThanOrEqual(8);
    await expect
      .poll(async () => (await outbox()).filter((row) => row.status !== 'sent').length, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(0);
    const rows = await outbox();
    const received = await sink.received();
    const ids = received.map((mail) => mail.messageId.replace(/^<|@.*$/g, ''));
    expect(ids.length).toBe(rows.length);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => row.id)));
  });
});

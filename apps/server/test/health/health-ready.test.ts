import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { freePort, sharedTestRedis } from '../helpers/test-redis.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();

describe('GET /api/health/live', () => {
  it('answers 200 while the process runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', storage: 'ok' },
    });
  });

  it('answers 503 when a migration is missing', async () => {
    const [row] = (
      (await t.db.execute(
        sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { last: string }[] }
    ).rows;
    const last = String(row?.last);
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last}`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'error',
        checks: { database: 'error', storage: 'ok' },
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${last})`,
      );
    }
    const again = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(again.statusCode).toBe(200);
  });

  it('runs registered checks: a failing one answers error, a hung one times out fast', async () => {
    const extra = await createTestApp(t.db, {
      database: t.database,
      extend: (app) => {
        app.readiness.add('search-index', async () => {
          throw new Error('index gone');
        });
        app.readiness.add('queue', () => new Promise(() => {}));
      },
    });
    try {
      expect(extra.app.readiness.names()).toEqual(['database', 'storage', 'search-index', 'queue']);
      const started = Date.now();
      const response = await extra.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'error',
        checks: { database: 'ok', storage: 'ok', 'search-index': 'error', queue: 'timeout' },
      });
      expect(() => extra.app.readiness.add('queue', async () => {})).toThrow(/already/);
    } finally {
      await extra.close();
    }
  });

  it('stays ready, degraded, when only a non-critical check fails', async () => {
    const extra = await createTestApp(t.db, {
      database: t.database,
      extend: (app) => {
        app.readiness.add(
          'cache',
          async () => {
            throw new Error('cache down');
          },
          { critical: false },
        );
      },
    });
    try {
      const response = await extra.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'degraded',
        checks: { database: 'ok', storage: 'ok', cache: 'error' },
      });
    } finally {
      await extra.close();
    }
  });

  it('reports Redis with REDIS_URL: ok when it answers, degraded (still ready) when it does not', async () => {
    const closedPort = await freePort();
    const redis = await sharedTestRedis();
    const cases = [
      {
        url: redis.url,
        status: 200,
        body: { status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } },
      },
      {
        url: `redis://127.0.0.1:${closedPort}`,
        status: 200,
        body: { status: 'degraded', checks: { database: 'ok', redis: 'error', storage: 'ok' } },
      },
    ];
    for (const expected of cases) {
      const withRedis = await createTestApp(t.db, {
        database: t.database,
        env: { REDIS_URL: expected.url, REDIS_KEY_PREFIX: `ready-${Date.now()}:` },
      });
      try {
        await expect
          .poll(
            async () => {
              const response = await withRedis.app.inject({
                method: 'GET',
                url: '/api/health/ready',
              });
              return { status: response.statusCode, body: response.json() };
            },
            { timeout: 10_000 },
          )
          .toEqual({ status: expected.status, body: expected.body });
      } finally {
        await withRedis.close();
      }
    }
    await redis.close();
  });

  it('turns false once the shop is stopping, and refuses other requests with a JSON 503', async () => {
    const stopping = await createTestApp(t.db, { database: t.database });
    try {
      stopping.app.readiness.stopping();
      const ready = await stopping.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'stopping', checks: {} });
      const live = await stopping.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      const products = await stopping.app.inject({ method: 'GET', url: '/api/products' });
      expect(products.statusCode).toBe(503);
      expect(products.headers.connection).toBe('close');
      expect(products.json()).toEqual({
        error: {
          code: 'unavailable',
          message: 'The shop is restarting. Please try again in a moment.',
        },
      });
    } finally {
      await stopping.close();
    }
  });
});

describe('GET /api/health', () => {
  it('still answers for the load balancers and e2e that use it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  // PostgreSQL only: PGlite is one connection in this process, which every query shares.
  const onPostgres = process.env.TEST_DATABASE_URL ? it : undefined;
  onPostgres?.('answers from a connection of its own while every pooled one is busy', async () => {
    const database = t.database;
    if (database.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
    const { pool } = database;
    const size = pool.options.max ?? 10;
    // Every connection is taken by a sleeper (the pool's `acquire` events) before health is asked.
    let acquired = 0;
    const allTaken = new Promise<void>((resolve) => {
      const onAcquire = () => {
        acquired++;
        if (acquired < size) return;
        pool.off('acquire', onAcquire);
        resolve();
      };
      pool.on('acquire', onAcquire);
    });
    let poolFree = false;
    const sleepers = Promise.all(
      Array.from({ length: size }, () => pool.query('select pg_sleep(5)')),
    ).then(() => {
      poolFree = true;
    });
    await allTaken;
    expect(pool.totalCount).toBe(size);
    expect(pool.idleCount).toBe(0);

    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(poolFree).toBe(false);
    await sleepers;
  });
});

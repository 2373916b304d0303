import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { DatabaseHandle } from './client.ts';
import type { Database } from './types.ts';

/** The newest migration's timestamp, as drizzle records it in drizzle.__drizzle_migrations. */
function latestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  const entries = journal.entries as { when: number }[];
  return Math.max(...entries.map((entry) => entry.when));
}

const LAST_APPLIED = 'select max(created_at) as last from drizzle.__drizzle_migrations';

export class MigrationsPendingError extends Error {
  constructor() {
    super('migrations pending: run npm run db:migrate');
    this.name = 'MigrationsPendingError';
  }
}

/**
 * Readiness's database check: the database answers, and every migration shipped with this build
 * is applied. On PostgreSQL it opens a connection of its own with `timeoutMs` on the connect and
 * the query, so a full or frozen pool never makes the check hang (decision 026). PGlite runs in
 * this process and is asked through `db` (so is any database when no handle is given).
 */
export function databaseProbe(
  db: Database,
  handle?: DatabaseHandle,
): (timeoutMs: number) => Promise<void> {
  const expected = latestMigrationMillis();
  const check = (last: unknown) => {
    if (last === null || Number(last) < expected) throw new MigrationsPendingError();
  };
  if (handle?.kind !== 'postgres') {
    return async () => {
      // Both drivers answer with `rows`.
      const result = (await db.execute(sql.raw(LAST_APPLIED))) as { rows?: { last: unknown }[] };
      check(result.rows?.[0]?.last ?? null);
    };
  }
  return async (timeoutMs) => {
    const client = new pg.Client({
      ...handle.pool.options,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      statement_timeout: timeoutMs,
    });
    // An error after the check gave up (the socket dies later) must not crash the process.
    client.on('error', () => {});
    try {
      await client.connect();
      const { rows } = await client.query<{ last: unknown }>(LAST_APPLIED);
      check(rows[0]?.last ?? null);
    } finally {
      // Not awaited: on a frozen server the goodbye is never answered.
      client.end().catch(() => {});
    }
  };
}

/** GET /api/health's question to the database, and how to let go of what it holds. */
export interface DatabasePing {
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * GET /api/health's `select 1`. On PostgreSQL it has one connection of its own (same settings and
 * timeouts as the pool), so a pool busy with slow catalogue reads never queues the health check
 * behind them and a load balancer does not take a loaded server for a dead one (issue #13: health
 * p99 under 50 ms while 20 clients load the heaviest pages). PGlite runs in this process and is
 * asked through `db`.
 */
export function databasePing(db: Database, handle?: DatabaseHandle): DatabasePing {
  if (handle?.kind !== 'postgres') {
    return {
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {},
    };
  }
  const lane = new pg.Pool({ ...handle.pool.options, max: 1 });
  // A connection that dies while idle is replaced at the next ping; it must not crash the process.
  lane.on('error', () => {});
  return {
    ping: async () => {
      await lane.query('select 1');
    },
    close: () => lane.end(),
  };
}

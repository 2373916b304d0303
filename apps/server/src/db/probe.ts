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

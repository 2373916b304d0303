import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { DatabaseHandle } from './client.ts';

/** Any constant works; it only has to be the same for every Sheesham instance. */
const MIGRATION_LOCK_KEY = 7_402_211;

/**
 * Applies the pending SQL files in apps/server/drizzle. On PostgreSQL, instances starting together
 * take turns through an advisory lock held on one connection, so no migration runs twice.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), config);
    return;
  }
  // Waiting for another instance's migration, or building an index on a big table, may take
  // longer than a request's timeouts: a connection of its own, with the pool's settings but no
  // statement or query timeout.
  const connection = new pg.Client({
    ...handle.pool.options,
    statement_timeout: 0,
    query_timeout: 0,
  });
  await connection.connect();
  try {
    const db = drizzlePg({ client: connection });
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migratePg(db, config);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    await connection.end();
  }
}

import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
  const connection = await handle.pool.connect();
  try {
    const db = drizzlePg({ client: connection });
    // Waiting for another instance's migration, or building an index on a big table, may take
    // longer than a request's statement_timeout; the connection goes back to the pool reset.
    await db.execute(sql`set statement_timeout = 0`);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migratePg(db, config);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
      await db.execute(sql`reset statement_timeout`);
    }
  } finally {
    connection.release();
  }
}

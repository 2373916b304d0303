import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or with
 * TEST_DATABASE_URL a new database on that PostgreSQL server, dropped again by close().
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const handle = serverUrl ? await createPostgresDatabase(serverUrl) : await createMemoryPglite();
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function createMemoryPglite(): Promise<DatabaseHandle> {
  const { db, client } = await openPglite();
  return { kind: 'pglite', db, client, close: () => client.close() };
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Runs one statement (create or drop a database) on that server's admin database. */
export async function onPostgresServer(serverUrl: string, statement: string): Promise<void> {
  await withAdmin(serverUrl, (admin) => admin.query(statement));
}

async function createPostgresDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `sheesham_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { db, pool } = openPostgres(url.toString());
  let closed = false;
  return {
    kind: 'postgres',
    db,
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await withAdmin(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

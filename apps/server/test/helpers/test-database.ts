import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { PostgresOptions } from '../../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { type PgliteAssets, readPgliteAssets } from '../../src/db/pglite-assets.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or with
 * TEST_DATABASE_URL a new database on that PostgreSQL server, dropped again by close(). Both are
 * copies of the run's migrated template (test/global-setup.ts); migrateDatabase then finds
 * nothing to apply, and still proves the copy is at the current migration.
 */
export async function createTestDatabase(
  pool: Partial<PostgresOptions> = {},
): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const handle = serverUrl
    ? await createPostgresDatabase(serverUrl, pool)
    : await createMemoryPglite();
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * PGlite's compiled WebAssembly and the run's template, read once a worker: its files share the
 * worker's modules, and PGlite only reads the template's Blob.
 */
let pgliteAssets: Promise<PgliteAssets> | undefined;
let templateBlob: { path: string; blob: Promise<Blob> } | undefined;

async function createMemoryPglite(): Promise<DatabaseHandle> {
  const template = inject('pgliteTemplate');
  if (template && templateBlob?.path !== template) {
    templateBlob = { path: template, blob: readFile(template).then((bytes) => new Blob([bytes])) };
  }
  pgliteAssets ??= readPgliteAssets();
  const { db, client } = await openPglite(
    undefined,
    template ? await templateBlob?.blob : undefined,
    undefined,
    await pgliteAssets,
  );
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

/**
 * A new database on that PostgreSQL server (a copy of the run's template when there is one), with its own URL for processes
 * that connect themselves (the two-instance test); close() drops it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  pool: Partial<PostgresOptions> = {},
): Promise<DatabaseHandle & { url: string }> {
  const name = `sheesham_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withAdmin(serverUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = openPostgres(url.toString(), pool);
  let closed = false;
  return {
    kind: 'postgres',
    url: url.toString(),
    db: opened.db,
    pool: opened.pool,
    async close() {
      if (closed) return;
      closed = true;
      await opened.pool.end();
      await withAdmin(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

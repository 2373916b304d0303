import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '../../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import type { Database } from '../../apps/server/src/db/types.ts';

export interface BenchDatabase {
  label: string;
  db: Database;
  /**
   * `vacuum analyze` of the whole database, without the app's statement timeout: on a busy
   * machine it takes longer than the 10 s a storefront query may.
   */
  vacuumAnalyze(): Promise<void>;
  /** Closes the connections and removes the folder or drops the database. */
  dispose(): Promise<void>;
}

/** Migrated PGlite in a new temporary folder (file-backed, as the embedded server runs). */
export async function pgliteInTempDir(): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'sheesham-bench-pg-'));
  const { db, client } = await openPglite(dir);
  await migrateDatabase({ kind: 'pglite', db, client, close: () => client.close() });
  return {
    label: 'PGlite',
    db,
    async vacuumAnalyze() {
      await client.exec('vacuum analyze');
    },
    async dispose() {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement on the server at `serverUrl` (create or drop a database). */
export async function onServer(serverUrl: string, statement: string) {
  const { pool } = openPostgres(serverUrl);
  try {
    await pool.query(statement);
  } finally {
    await pool.end();
  }
}

/**
 * A new, migrated database on the PostgreSQL server at `serverUrl`, dropped by dispose(); its
 * pool has `poolSize` connections, or the server's default.
 */
export async function freshPostgres(serverUrl: string, poolSize?: number): Promise<BenchDatabase> {
  const name = `sheesham_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { db, pool } = poolSize
    ? openPostgres(url.toString(), { poolSize, statementTimeoutMs: DEFAULT_STATEMENT_TIMEOUT_MS })
    : openPostgres(url.toString());
  // Dropping the database ends its idle connections; the pool may still be holding some.
  pool.on('error', () => {});
  await migrateDatabase({ kind: 'postgres', db, pool, close: () => pool.end() });
  return {
    label: 'PostgreSQL',
    db,
    async vacuumAnalyze() {
      const maintenance = openPostgres(url.toString(), { statementTimeoutMs: 30 * 60_000 });
      try {
        await maintenance.pool.query('vacuum analyze');
      } finally {
        await maintenance.pool.end();
      }
    },
    async dispose() {
      await pool.end();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

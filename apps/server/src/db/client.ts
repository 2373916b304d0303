import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import {
  type AppConfig,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_DATABASE_POOL_SIZE,
  DEFAULT_IDLE_TIMEOUT_MS,
  DEFAULT_PGLITE_SHARED_BUFFERS_MB,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  type PostgresOptions,
  QUERY_TIMEOUT_MARGIN_MS,
} from '../config.ts';
import { makePrivate, PRIVATE_DIR_MODE } from '../lib/private-files.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import type { PgliteAssets } from './pglite-assets.ts';
import * as schema from './schema.ts';
import type { Database } from './types.ts';

type DatabaseKind = 'pglite' | 'postgres';

interface HandleBase {
  db: Database;
  kind: DatabaseKind;
  /** Closes the connections (and releases the data-folder lock); safe to call twice. */
  close(): Promise<void>;
}

export type DatabaseHandle =
  | (HandleBase & { kind: 'pglite'; client: PGlite })
  | (HandleBase & { kind: 'postgres'; pool: pg.Pool });

/**
 * PGlite's PostgreSQL runs in this process's memory, which a WebAssembly memory never gives back:
 * its 128 MB of shared buffers alone was a third of the server's RSS after start. 16 MB (the
 * default of PGLITE_SHARED_BUFFERS_MB) holds the demo shop's hot pages; the files PGlite reads sit
 * in the operating system's page cache anyway. A catalogue of 100,000 products searches about
 * 1–8 ms faster at p95 with 128 MB (docs/decisions/042-compiled-server.md has the figures).
 */
export interface PgliteMemory {
  sharedBuffersMb: number;
}

/**
 * The contrib extensions the migrations create (search: docs/decisions/020-typo-tolerant-search.md).
 * PostgreSQL ships them in its contrib package; PGlite needs them loaded with the client.
 */
function pgliteOptions(
  memory: PgliteMemory = { sharedBuffersMb: DEFAULT_PGLITE_SHARED_BUFFERS_MB },
): PGliteOptions {
  return {
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${memory.sharedBuffersMb}MB`],
  };
}

/**
 * Opens PGlite at `dataDir` (or in memory when undefined), optionally starting from a
 * dumpDataDir() tarball and with its WebAssembly already compiled (pglite-assets.ts); no lock, see
 * openDatabase.
 */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
  memory?: PgliteMemory,
  assets?: PgliteAssets,
): Promise<{ db: Database; client: PGlite }> {
  const client = await PGlite.create({ ...pgliteOptions(memory), ...assets, dataDir, loadDataDir });
  // PGlite writes the files of a new or loaded cluster 0666 (and a few 0644) whatever the umask;
  // what it writes later follows the umask (lib/private-files.ts), except the relation cache files
  // (pg_internal.init, 0644) it rewrites at every open. So its folder, about a thousand files, is
  // walked at every open; the rest of DATA_DIR only once (prepareDataDir).
  if (dataDir) await makePrivate(dataDir);
  return { db: drizzlePglite({ client, schema }), client };
}

/** The safe defaults; a missing query timeout is the statement timeout and a margin. */
function withDefaults(options: Partial<PostgresOptions>): PostgresOptions {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return {
    poolSize: options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
    statementTimeoutMs,
    queryTimeoutMs: options.queryTimeoutMs ?? statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
    connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    idleTimeoutMs: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
  };
}

/**
 * A node-postgres pool; the SQL is the same as on PGlite. Every bound is there so a database that
 * is slow, frozen or gone fails a request fast instead of hanging it (decision 026):
 * - statement_timeout: the server cancels a query that runs too long (a crafted search);
 * - query_timeout: the client stops waiting for an answer a frozen server never sends;
 * - connectionTimeoutMillis: waiting for a free pooled connection, or for a new one to open;
 * - keepAlive: a peer that vanished without closing is found by the kernel, not never.
 * PGlite runs one query at a time in this process and has none of these.
 */
export function openPostgres(
  url: string,
  partial: Partial<PostgresOptions> = {},
): { db: Database; pool: pg.Pool } {
  const options = withDefaults(partial);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    statement_timeout: options.statementTimeoutMs,
    query_timeout: options.queryTimeoutMs,
    connectionTimeoutMillis: options.connectTimeoutMs,
    idleTimeoutMillis: options.idleTimeoutMs,
    keepAlive: true,
    // Statements sent together go out without waiting for each answer (db/sent-together.ts).
    pipeline: true,
  });
  // An idle connection dropped by the server (restart, admin command) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  return { db: drizzlePg({ client: pool, schema }), pool };
}

/**
 * DATABASE_URL set: a pg pool. Otherwise PGlite in DATA_DIR/pg, guarded by DATA_DIR/pg.lock so a
 * second server on the same folder fails with a clear message instead of corrupting it.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'pgDir'> &
    Partial<Pick<AppConfig, 'postgres' | 'pgliteSharedBuffersMb'>>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const { db, pool } = openPostgres(config.databaseUrl, config.postgres);
    let ended: Promise<void> | undefined;
    return { db, kind: 'postgres', pool, close: () => (ended ??= pool.end()) };
  }

  mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lock = acquireDataDirLock(path.join(config.dataDir, 'pg.lock'), config.pgDir);
  try {
    mkdirSync(config.pgDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const { db, client } = await openPglite(
      config.pgDir,
      undefined,
      config.pgliteSharedBuffersMb ? { sharedBuffersMb: config.pgliteSharedBuffersMb } : undefined,
    );
    let closed = false;
    return {
      db,
      kind: 'pglite',
      client,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

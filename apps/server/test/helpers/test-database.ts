import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { PostgresOptions } from '../../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { type PgliteAssets, readPgliteAssets } from '../../src/db/pglite-assets.ts';
import { type PristineState, readPristineState, resetToPristine } from './database-reset.ts';

/** A test file's database; release() hands it back to the worker for its next file. */
export type TestDatabase = DatabaseHandle & {
  /**
   * Empties it back to the template's state and keeps it for the worker's next file
   * (database-reset.ts); closes it instead when that fails or the worker already keeps one.
   * close() still closes (a test may close the database on purpose, to see the app without it).
   */
  release(): Promise<void>;
};

/**
 * A migrated database for one test file: in-memory PGlite by default, or with TEST_DATABASE_URL a
 * database on that PostgreSQL server. Both start as copies of the run's migrated template
 * (test/global-setup.ts), or as the database the worker's last file released (decision 070);
 * migrateDatabase then finds nothing to apply, and still proves it is at the current migration.
 */
export async function createTestDatabase(
  pool: Partial<PostgresOptions> = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const copy = serverUrl ? await postgresCopy(serverUrl, pool) : await pgliteCopy();
  try {
    await migrateDatabase(copy.database);
    await copy.rememberPristine();
  } catch (error) {
    await copy.database.close();
    throw error;
  }
  return copy.database;
}

interface Copy {
  database: TestDatabase;
  /** Reads the pristine state from a fresh copy, once a worker (all copies start alike). */
  rememberPristine(): Promise<void>;
}

/** Whichever of close and release is called first runs, once; the other then does nothing. */
function closeOrRelease(close: () => Promise<void>, release: () => Promise<void>) {
  let done: Promise<void> | undefined;
  return { close: () => (done ??= close()), release: () => (done ??= release()) };
}

/**
 * PGlite's compiled WebAssembly and the run's template, read once a worker: its files share the
 * worker's modules, and PGlite only reads the template's Blob.
 */
let pgliteAssets: Promise<PgliteAssets> | undefined;
let templateBlob: { path: string; blob: Promise<Blob> } | undefined;
type OpenedPglite = Awaited<ReturnType<typeof openPglite>>;
/** The worker's PGlite kept between files, and the pristine state of a copy. */
const pglite: { pristine?: PristineState; spare?: OpenedPglite } = {};

/** The run's PGlite template as a Blob, or undefined in a run without one. */
function pgliteTemplate(): Promise<Blob> | undefined {
  const template = inject('pgliteTemplate');
  if (!template) return undefined;
  if (templateBlob?.path !== template) {
    templateBlob = { path: template, blob: readFile(template).then((bytes) => new Blob([bytes])) };
  }
  return templateBlob.blob;
}

/** A PGlite from the run's template: in memory, or in `dataDir` on disk. */
async function openPgliteCopy(dataDir?: string): Promise<OpenedPglite> {
  pgliteAssets ??= readPgliteAssets();
  return openPglite(dataDir, await pgliteTemplate(), undefined, await pgliteAssets);
}

/**
 * Fills `pgDir` (a shop's DATA_DIR/pg) with the run's migrated template, as a shop's first start
 * leaves it: 1.2–1.6 s where initdb and the migrations took 3.5–4.5 s on a quiet machine
 * (decision 071). For the tests whose subject is what happens after that start, not the start.
 */
export async function migratedPgliteDir(pgDir: string): Promise<void> {
  if (!inject('pgliteTemplate'))
    throw new Error('migratedPgliteDir: this project has no PGlite template');
  const { client } = await openPgliteCopy(pgDir);
  await client.close();
}

async function pgliteCopy(): Promise<Copy> {
  const spare = pglite.spare;
  pglite.spare = undefined;
  const opened = spare ?? (await openPgliteCopy());
  return {
    database: {
      kind: 'pglite',
      db: opened.db,
      client: opened.client,
      ...closeOrRelease(
        () => opened.client.close(),
        () => releasePglite(opened),
      ),
    },
    async rememberPristine() {
      if (!spare) pglite.pristine ??= await readPristineState(opened.client);
    },
  };
}

async function releasePglite(opened: OpenedPglite): Promise<void> {
  const { client } = opened;
  if (client.closed) return;
  if (!pglite.spare && pglite.pristine) {
    try {
      // PGlite is one session: what a file left in it (a transaction, a setting, a prepared
      // statement, a lock) goes first.
      await client.query('rollback');
      await client.query('discard all');
      if (await resetToPristine(client, pglite.pristine, 'all')) {
        pglite.spare = opened;
        return;
      }
    } catch {
      // Not reusable: closed below, and the next file opens a new copy.
    }
  }
  await client.close();
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

/** The worker's PostgreSQL database kept between files, and the pristine state of a copy. */
const postgres: { pristine?: PristineState; spare?: string } = {};

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A copy of the run's template, named after it so global-setup.ts drops what a worker kept
 * (`<template>_copy_<hex>`); without a template, an empty database.
 */
async function newPostgresCopy(serverUrl: string): Promise<string> {
  const template = inject('postgresTemplate');
  const hex = randomBytes(6).toString('hex');
  const name = template ? `${template}_copy_${hex}` : `sheesham_test_${hex}`;
  await onPostgresServer(
    serverUrl,
    `create database ${name}${template ? ` template ${template}` : ''}`,
  );
  return name;
}

async function postgresCopy(serverUrl: string, options: Partial<PostgresOptions>): Promise<Copy> {
  const spare = postgres.spare;
  postgres.spare = undefined;
  const name = spare ?? (await newPostgresCopy(serverUrl));
  const opened = openPostgres(databaseUrl(serverUrl, name), options);
  const drop = () => onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
  return {
    database: {
      kind: 'postgres',
      db: opened.db,
      pool: opened.pool,
      ...closeOrRelease(
        () => opened.pool.end().then(drop),
        () => opened.pool.end().then(() => releasePostgres(serverUrl, name)),
      ),
    },
    async rememberPristine() {
      if (!spare) postgres.pristine ??= await readPristineState(opened.pool);
    },
  };
}

async function releasePostgres(serverUrl: string, name: string): Promise<void> {
  const pristine = postgres.pristine;
  if (!postgres.spare && pristine) {
    const client = new pg.Client({ connectionString: databaseUrl(serverUrl, name) });
    try {
      await client.connect();
      if (await resetToPristine(client, pristine, 'with-rows')) {
        postgres.spare = name;
        return;
      }
    } catch {
      // Not reusable: dropped below.
    } finally {
      await client.end().catch(() => {});
    }
  }
  await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
}

/**
 * A new database on that PostgreSQL server (a copy of the run's template when there is one), with
 * its own URL for processes that connect themselves (the two-instance test); close() drops it.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  pool: Partial<PostgresOptions> = {},
): Promise<DatabaseHandle & { url: string }> {
  const name = await newPostgresCopy(serverUrl);
  const url = databaseUrl(serverUrl, name);
  const opened = openPostgres(url, pool);
  let closed = false;
  return {
    kind: 'postgres',
    url,
    db: opened.db,
    pool: opened.pool,
    async close() {
      if (closed) return;
      closed = true;
      await opened.pool.end();
      await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

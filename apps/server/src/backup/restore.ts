import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { makePrivate, PRIVATE_DIR_MODE } from '../lib/private-files.ts';
import { copyTables } from './copy-tables.ts';
import { type BackupManifest, MANIFEST_FILE, parseManifest } from './manifest.ts';
import { assertRestorable } from './migration-level.ts';
import { connectionArgs, runPgTool } from './pg-tools.ts';
import { moveShopFolders, shopConflicts } from './shop-folders.ts';

/** Where a backup goes: the embedded database's folder, or a PostgreSQL database; media beside. */
export type RestoreTarget =
  | { kind: 'pglite'; dataDir: string; pgDir: string; mediaDir: string }
  | { kind: 'postgres'; databaseUrl: string; dataDir: string; mediaDir: string };

export interface RestoreOptions {
  /** Replace a database that is not empty, and media files that differ. */
  force?: boolean;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** How the database was restored: PGlite's own load, pg_restore, or a table copy (the move). */
  method: 'pglite-load' | 'pg_restore' | 'table-copy';
  mediaFiles: number;
}

/** A restore that would overwrite something; the message says what, and that --force would. */
export class RestoreRefusedError extends Error {
  constructor(problems: string[]) {
    super(
      `Restore refused, nothing was changed:\n${problems.map((p) => `  - ${p}`).join('\n')}\nRestore into a fresh DATA_DIR or an empty database, or pass --force to replace them.`,
    );
    this.name = 'RestoreRefusedError';
  }
}

async function pgliteDirInUse(pgDir: string): Promise<boolean> {
  const entries = await readdir(pgDir).catch(() => [] as string[]);
  return entries.length > 0;
}

async function postgresObjects(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
          and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** --force on PostgreSQL: the shop's schemas go, so the restore starts from an empty database. */
async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public',
    );
  } finally {
    await client.end();
  }
}

function describeTarget(target: RestoreTarget): string {
  if (target.kind === 'pglite') return `the embedded database in ${target.pgDir}`;
  const url = new URL(target.databaseUrl);
  url.password = '';
  return `the PostgreSQL database ${url.toString()}`;
}

/** What is in the way; empty when the restore may go ahead. */
async function obstacles(target: RestoreTarget, staging: string): Promise<string[]> {
  const problems: string[] = [];
  const inUse =
    target.kind === 'pglite'
      ? await pgliteDirInUse(target.pgDir)
      : (await postgresObjects(target.databaseUrl)) > 0;
  if (inUse) problems.push(`${describeTarget(target)} is not empty`);
  const conflicts = await shopConflicts(staging, target);
  if (conflicts.length > 0) {
    const shown = conflicts.slice(0, 5).join(', ');
    problems.push(
      `${conflicts.length} file(s) in ${target.dataDir} differ from the backup's (${shown}${conflicts.length > 5 ? ', …' : ''})`,
    );
  }
  return problems;
}

async function loadPgliteDump(file: string, dataDir?: string) {
  const dump = new Blob([await readFile(file)]);
  return openPglite(dataDir, dump);
}

/** PGlite backup → a PGlite folder: PGlite unpacks its own dump. */
async function restorePglite(dumpFile: string, pgDir: string, force: boolean): Promise<void> {
  if (force) await rm(pgDir, { recursive: true, force: true });
  await mkdir(pgDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const { client } = await loadPgliteDump(dumpFile, pgDir);
  await client.query('select 1');
  await client.close();
}

/** PostgreSQL backup → PostgreSQL: pg_restore, all or nothing. */
async function restorePostgres(dumpFile: string, url: string): Promise<void> {
  const { args, env } = connectionArgs(url);
  await runPgTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...args, dumpFile],
    env,
  );
}

/**
 * PGlite backup → PostgreSQL (the move off the embedded database): the dump is opened in memory
 * and migrated to this build; the target gets the same migrations, then every row, in one
 * transaction. PGlite's PostgreSQL is newer than most servers, so no dump SQL crosses over: each
 * side's schema comes from the same migrations (docs/decisions/027-backup-api-docs-deploy.md).
 */
async function movePgliteToPostgres(dumpFile: string, url: string): Promise<void> {
  const source = await loadPgliteDump(dumpFile);
  const sourceHandle: DatabaseHandle = {
    kind: 'pglite',
    ...source,
    close: () => source.client.close(),
  };
  const { db, pool } = openPostgres(url);
  const targetHandle: DatabaseHandle = { kind: 'postgres', db, pool, close: () => pool.end() };
  try {
    await migrateDatabase(sourceHandle);
    await migrateDatabase(targetHandle);
    const connection = await pool.connect();
    try {
      await connection.query('begin');
      await connection.query('set local statement_timeout = 0');
      await copyTables(source.client, connection);
      await connection.query('commit');
    } catch (error) {
      await connection.query('rollback');
      // The migrations stay (they ran before the copy): a retry has to say --force.
      throw new Error(
        `Copying the tables failed, no row was written: ${(error as Error).message}. The database now has the empty schema; retry with --force.`,
      );
    } finally {
      connection.release();
    }
  } finally {
    await sourceHandle.close();
    await targetHandle.close();
  }
}

async function restoreDatabase(
  manifest: BackupManifest,
  dumpFile: string,
  target: RestoreTarget,
  force: boolean,
): Promise<RestoreReport['method']> {
  if (target.kind === 'pglite') {
    await restorePglite(dumpFile, target.pgDir, force);
    return 'pglite-load';
  }
  if (force) await emptyPostgres(target.databaseUrl);
  if (manifest.database.kind === 'postgres') {
    await restorePostgres(dumpFile, target.databaseUrl);
    return 'pg_restore';
  }
  await movePgliteToPostgres(dumpFile, target.databaseUrl);
  return 'table-copy';
}

/** What a backup holds: files and folders. A link could make the shop serve a file outside it. */
const PLAIN_ENTRY_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/**
 * Unpacks `archive` into `staging`, files and folders only (node-tar keeps every path inside
 * `staging`), and makes them private whatever modes the archive gave them. Resolves to the
 * error that cut the unpacking short, if one did, and the links it refused to unpack.
 */
async function unpack(archive: string, staging: string) {
  const links: string[] = [];
  const error = await tar
    .extract({
      file: archive,
      cwd: staging,
      filter: (entryPath, entry) => {
        if (!('type' in entry) || PLAIN_ENTRY_TYPES.has(entry.type)) return true;
        links.push(entryPath);
        return false;
      },
    })
    .then(
      () => null,
      (failure: Error) => failure,
    );
  await makePrivate(staging);
  return { error, links };
}

/**
 * Restores `archive` into `target`: checks first (manifest, migration level, an empty database,
 * no differing media), then the database, then the media. Nothing is written if a check fails.
 * Everything in DATA_DIR ends up private (folders 0700, files 0600), whatever the archive says.
 */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const force = options.force ?? false;
  await mkdir(target.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // Unpacked inside DATA_DIR, so the media are moved into place by renames.
  const staging = await mkdtemp(path.join(target.dataDir, '.restore-'));
  try {
    // Not a tar at all: parseManifest says "not a backup"; a backup cut short: "damaged".
    const unpacked = await unpack(archive, staging);
    const manifest = parseManifest(
      await readFile(path.join(staging, MANIFEST_FILE), 'utf8').catch(() => ''),
    );
    if (unpacked.error) throw new Error(`The backup archive is damaged: ${unpacked.error.message}`);
    if (unpacked.links.length > 0) {
      throw new Error(
        `The backup archive holds links, which a backup never does (${unpacked.links.slice(0, 3).join(', ')}): nothing was restored.`,
      );
    }
    assertRestorable(manifest.migrations);
    // The other way (PostgreSQL → PGlite) has no use: the embedded database is for one small shop.
    if (manifest.database.kind === 'postgres' && target.kind === 'pglite') {
      throw new RestoreRefusedError([
        'this is a PostgreSQL backup: restore it into PostgreSQL (set DATABASE_URL, or pass --to-postgres URL)',
      ]);
    }
    const problems = await obstacles(target, staging);
    if (problems.length > 0 && !force) throw new RestoreRefusedError(problems);
    const method = await restoreDatabase(
      manifest,
      path.join(staging, manifest.database.file),
      target,
      force,
    );
    const mediaFiles = await moveShopFolders(staging, target);
    // PGlite's files as it wrote them, and folders the moves made.
    await makePrivate(target.dataDir);
    return { manifest, method, mediaFiles };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

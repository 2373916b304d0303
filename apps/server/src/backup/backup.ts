import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tar from 'tar';
import type { DatabaseHandle } from '../db/client.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import {
  type BackupManifest,
  MANIFEST_FILE,
  PGLITE_DUMP_FILE,
  POSTGRES_DUMP_FILE,
  SHOP_FOLDERS,
} from './manifest.ts';
import { databaseLevel, type SqlClient } from './migration-level.ts';
import { connectionArgs, pgToolVersion, runPgTool } from './pg-tools.ts';
import { filesUnder, mediaTotals, shopFolders } from './shop-folders.ts';

export interface BackupSource {
  /** The open database; for PostgreSQL also its URL, which pg_dump connects to. */
  handle: DatabaseHandle;
  databaseUrl?: string;
  /** DATA_DIR, and DATA_DIR/media (uploads and generated images). */
  dataDir: string;
  mediaDir: string;
}

/** The package does not export its package.json: read it beside its entry point. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const file = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function sqlClient(handle: DatabaseHandle): SqlClient {
  return handle.kind === 'pglite' ? handle.client : handle.pool;
}

/** Writes the database's own dump into `dir`; returns its file name and what made it. */
async function dumpDatabase(source: BackupSource, dir: string) {
  const { handle } = source;
  if (handle.kind === 'pglite') {
    // PGlite's own dump: a tarball of its data directory, taken inside the process that owns it.
    const dump = await handle.client.dumpDataDir('gzip');
    await writeFile(path.join(dir, PGLITE_DUMP_FILE), Buffer.from(await dump.arrayBuffer()));
    return { file: PGLITE_DUMP_FILE, dumpedWith: `@electric-sql/pglite ${pgliteVersion()}` };
  }
  if (!source.databaseUrl) throw new Error('A PostgreSQL backup needs the database URL.');
  const { args, env } = connectionArgs(source.databaseUrl);
  // Custom format: compressed, and pg_restore can pick and reorder from it.
  const out = path.join(dir, POSTGRES_DUMP_FILE);
  await runPgTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${out}`, ...args],
    env,
  );
  return { file: POSTGRES_DUMP_FILE, dumpedWith: await pgToolVersion('pg_dump') };
}

/**
 * One archive (an uncompressed tar: the dump and the images are compressed already) with
 * manifest.json, the database dump and media/. The database is dumped first: a picture uploaded
 * meanwhile is then at worst an extra file, never a row pointing at a missing one.
 */
export async function createBackup(source: BackupSource, outFile: string): Promise<BackupManifest> {
  const client = sqlClient(source.handle);
  const folders = shopFolders(source);
  // The archive holds the whole database and the auth secret: its owner's alone.
  await mkdir(path.dirname(outFile), { recursive: true, mode: PRIVATE_DIR_MODE });
  const staging = await mkdtemp(path.join(path.dirname(outFile), '.sheesham-backup-'));
  const partial = `${outFile}.partial`;
  try {
    const migrations = await databaseLevel(client);
    const { rows } = await client.query<{ version: string }>('select version() as version');
    const dump = await dumpDatabase(source, staging);
    const manifest: BackupManifest = {
      format: 'sheesham-backup',
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      database: {
        kind: source.handle.kind,
        file: dump.file,
        serverVersion: rows[0]?.version ?? 'unknown',
        dumpedWith: dump.dumpedWith,
      },
      migrations,
      media: await mediaTotals(folders.media),
      secrets: { files: (await filesUnder(folders.secrets)).length },
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.create({ file: partial, mode: PRIVATE_FILE_MODE, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      dump.file,
    ]);
    for (const folder of SHOP_FOLDERS) {
      const entries = await readdir(folders[folder]).catch(() => [] as string[]);
      if (entries.length === 0) continue;
      await tar.replace(
        { file: partial, cwd: folders[folder], prefix: folder, portable: true },
        entries,
      );
    }
    await rename(partial, outFile);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

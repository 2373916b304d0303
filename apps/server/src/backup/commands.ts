import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { openDatabase, openPostgres } from '../db/client.ts';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import type { CopyResult } from '../lib/media-store/copy-media.ts';
import type { BackupManifest } from './manifest.ts';
import { type RestoreReport, type RestoreTarget, restoreBackup } from './restore.ts';
import { createBackupWithMedia, restoreMediaToStore } from './store-media.ts';

type ShopConfig = Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'pgDir' | 'mediaDir'> &
  Partial<Pick<AppConfig, 's3'>>;

/** backups/sheesham-<kind>-<UTC time>.tar under `baseDir` (DATA_DIR: writable, also in the image). */
export function defaultBackupFile(baseDir: string, kind: 'pglite' | 'postgres'): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return path.join(baseDir, 'backups', `sheesham-${kind}-${stamp}.tar`);
}

/**
 * `npm run backup`: the configured database (DATABASE_URL, or the embedded one in DATA_DIR) and
 * DATA_DIR/media into `outFile`. The embedded database belongs to one process: the server must be
 * stopped (its data-folder lock says so); PostgreSQL is dumped live.
 */
export async function backupShop(config: ShopConfig, outFile: string): Promise<BackupManifest> {
  if (config.databaseUrl) {
    const { db, pool } = openPostgres(config.databaseUrl);
    try {
      const handle = { kind: 'postgres', db, pool, close: () => pool.end() } as const;
      return await createBackupWithMedia(
        {
          handle,
          databaseUrl: config.databaseUrl,
          dataDir: config.dataDir,
          mediaDir: config.mediaDir,
        },
        config.s3,
        outFile,
      );
    } finally {
      await pool.end();
    }
  }
  if (!existsSync(path.join(config.pgDir, 'PG_VERSION'))) {
    throw new Error(
      `There is no embedded database in ${config.pgDir} to back up (check DATA_DIR).`,
    );
  }
  const handle = await openDatabase(config);
  try {
    return await createBackupWithMedia(
      { handle, dataDir: config.dataDir, mediaDir: config.mediaDir },
      config.s3,
      outFile,
    );
  } finally {
    await handle.close();
  }
}

/**
 * `npm run restore -- FILE`: into `toPostgres`, else DATABASE_URL, else the embedded database in
 * DATA_DIR (locked meanwhile, so a running server and a restore never share it). Media go to
 * DATA_DIR/media either way, and from there into the S3 bucket when S3_BUCKET is set.
 */
export async function restoreShop(
  config: ShopConfig,
  archive: string,
  options: { toPostgres?: string; force?: boolean } = {},
): Promise<RestoreReport & { mediaToStore: CopyResult | null }> {
  const report = await restoreDatabaseAndFolders(config, archive, options);
  return { ...report, mediaToStore: await restoreMediaToStore(config.mediaDir, config.s3) };
}

async function restoreDatabaseAndFolders(
  config: ShopConfig,
  archive: string,
  options: { toPostgres?: string; force?: boolean },
): Promise<RestoreReport> {
  const databaseUrl = options.toPostgres ?? config.databaseUrl;
  const common = { dataDir: config.dataDir, mediaDir: config.mediaDir };
  if (databaseUrl) {
    return restoreBackup(archive, { kind: 'postgres', databaseUrl, ...common }, options);
  }
  const target: RestoreTarget = { kind: 'pglite', pgDir: config.pgDir, ...common };
  mkdirSync(config.dataDir, { recursive: true });
  const lock = acquireDataDirLock(path.join(config.dataDir, 'pg.lock'), config.pgDir);
  try {
    return await restoreBackup(archive, target, options);
  } finally {
    lock.release();
  }
}

/**
 * The move off the embedded database in one command: a backup of it (kept in DATA_DIR/backups as
 * the way back), restored into the empty PostgreSQL database at `databaseUrl`.
 */
export async function moveToPostgres(
  config: ShopConfig,
  databaseUrl: string,
): Promise<{ backupFile: string; report: RestoreReport }> {
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set, so this shop already runs on PostgreSQL. Unset it to move the embedded database in DATA_DIR.',
    );
  }
  const backupFile = defaultBackupFile(config.dataDir, 'pglite');
  await backupShop(config, backupFile);
  const report = await restoreShop(config, backupFile, { toPostgres: databaseUrl });
  return { backupFile, report };
}

export function describeRestore(
  report: RestoreReport & { mediaToStore?: CopyResult | null },
): string {
  const { manifest, method, mediaFiles, mediaToStore } = report;
  const bucket = mediaToStore
    ? ` Put ${mediaToStore.copied} of them into the S3 bucket (${mediaToStore.skipped} were already there).`
    : '';
  return `Restored the ${manifest.database.kind} backup of ${manifest.createdAt} (migration ${manifest.migrations.last}) by ${method}, and ${mediaFiles} media file(s).${bucket}`;
}

export function describeBackup(file: string, manifest: BackupManifest): string {
  const mb = (manifest.media.bytes / 1e6).toFixed(1);
  return `Backup written to ${file}: the ${manifest.database.kind} database (migration ${manifest.migrations.last}) and ${manifest.media.files} media file(s), ${mb} MB.`;
}

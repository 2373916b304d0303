import type { MigrationLevel } from './migration-level.ts';

export const MANIFEST_FILE = 'manifest.json';
/**
 * The folders of DATA_DIR a backup carries besides the database, under the same names in the
 * archive: the media (uploads, generated images), and the local secrets a shop without AUTH_SECRET
 * signs its sessions and sandbox payments with (so both outlive a restore).
 */
export const SHOP_FOLDERS = ['media', 'secrets'] as const;
export type ShopFolder = (typeof SHOP_FOLDERS)[number];
/** PGlite's own dump of its data directory (dumpDataDir, a gzipped tar). */
export const PGLITE_DUMP_FILE = 'database.pglite.tar.gz';
/** pg_dump's custom format, for pg_restore. */
export const POSTGRES_DUMP_FILE = 'database.pgdump';

/** manifest.json at the top of every backup archive: what it holds and what made it. */
export interface BackupManifest {
  format: 'sheesham-backup';
  formatVersion: 1;
  createdAt: string;
  database: {
    kind: 'pglite' | 'postgres';
    file: string;
    /** The server's `select version()`. */
    serverVersion: string;
    /** pg_dump's --version, or the PGlite package's version. */
    dumpedWith: string;
  };
  migrations: MigrationLevel;
  media: { files: number; bytes: number };
  /** Files of DATA_DIR/secrets (none when every secret comes from the environment). */
  secrets: { files: number };
}

export function parseManifest(text: string): BackupManifest {
  let manifest: Partial<BackupManifest> = {};
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    // Reported below, as for any other file that is not a backup.
  }
  if (manifest.format !== 'sheesham-backup' || manifest.formatVersion !== 1) {
    throw new Error(
      'This file is not a Sheesham backup (its manifest.json is missing or unknown).',
    );
  }
  return manifest as BackupManifest;
}

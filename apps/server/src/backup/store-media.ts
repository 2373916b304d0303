import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { type CopyResult, copyMedia } from '../lib/media-store/copy-media.ts';
import { LocalMediaStore } from '../lib/media-store/local-media-store.ts';
import { S3MediaStore, type S3Settings } from '../lib/media-store/s3-media-store.ts';
import { type BackupSource, createBackup } from './backup.ts';
import type { BackupManifest } from './manifest.ts';

/**
 * A backup whose media live in S3 (S3_BUCKET): the bucket's objects are copied into a staging
 * folder in DATA_DIR and packed as media/, exactly like DATA_DIR/media would be, so one archive
 * holds the whole shop whichever store it runs on. Without S3, the plain backup.
 */
export async function createBackupWithMedia(
  source: BackupSource,
  s3: S3Settings | undefined,
  outFile: string,
): Promise<BackupManifest> {
  if (!s3) return createBackup(source, outFile);
  const staged = await mkdtemp(path.join(source.dataDir, '.sheesham-s3-media-'));
  const bucket = new S3MediaStore(s3);
  try {
    await copyMedia(bucket, new LocalMediaStore(staged));
    return await createBackup({ ...source, mediaDir: staged }, outFile);
  } finally {
    bucket.close();
    await rm(staged, { recursive: true, force: true });
  }
}

/**
 * After a restore into DATA_DIR/media: puts the media into the S3 bucket the shop runs on, when
 * it runs on one (objects already there at the same size are skipped). Null without S3.
 */
export async function restoreMediaToStore(
  mediaDir: string,
  s3: S3Settings | undefined,
): Promise<CopyResult | null> {
  if (!s3) return null;
  const bucket = new S3MediaStore(s3);
  try {
    return await copyMedia(new LocalMediaStore(mediaDir), bucket);
  } finally {
    bucket.close();
  }
}

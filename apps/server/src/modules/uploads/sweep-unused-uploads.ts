import type { Database } from '../../db/types.ts';
import type { MediaStore } from '../../lib/media-store/media-store.ts';
import { referencedUploadKeys } from './repository.ts';
import { UPLOAD_FILE_NAME, UPLOADS_FOLDER } from './upload-key.ts';

/** A photo uploaded into a dialog that is still open must survive: a day is far longer. */
export const DEFAULT_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

export interface SweepOptions {
  /** Only keys whose newest file is at least this old are removed. */
  graceMs?: number;
  log?: { info(details: object, message: string): void };
}

export interface SweepResult {
  keysRemoved: number;
  filesRemoved: number;
}

const PREFIX = `${UPLOADS_FOLDER}/`;

interface UploadFiles {
  names: string[];
  /** When the newest of the files was written. */
  newest: number;
}

/**
 * The upload files directly in uploads/ by key, from the store's listing (with each file's write
 * time, on the disk and in S3 alike); anything else (other names, deeper folders) is left out.
 */
async function uploadFilesByKey(media: MediaStore): Promise<Map<string, UploadFiles>> {
  const byKey = new Map<string, UploadFiles>();
  for await (const entry of media.list(PREFIX)) {
    const name = entry.key.slice(PREFIX.length);
    const key = UPLOAD_FILE_NAME.exec(name)?.[1];
    if (!key) continue;
    const written = entry.lastModified.getTime();
    const files = byKey.get(key);
    if (files) {
      files.names.push(name);
      files.newest = Math.max(files.newest, written);
    } else {
      byKey.set(key, { names: [name], newest: written });
    }
  }
  return byKey;
}

/** Removes the files (the main `<key>.webp` first, so its URL stops before its widths do). */
async function removeFiles(media: MediaStore, names: string[]): Promise<number> {
  let removed = 0;
  for (const name of [...names].sort((a, b) => a.length - b.length)) {
    // false: another sweep, or a person, was quicker.
    if (await media.delete(`${PREFIX}${name}`)) removed++;
  }
  return removed;
}

/** An upload the sweep may remove: its key and the names of its files in uploads/. */
export interface UnusedUpload {
  key: string;
  names: string[];
}

/**
 * The sweep's first half: uploads whose newest file is older than the grace period and that no
 * product (archived ones included) and no order item names. Looks only at `<key>…webp` files
 * directly in the store's `uploads/`. The database is read after the files are listed, so a
 * product saved with an old upload while the folder is read still keeps it.
 */
export async function findUnusedUploads(
  db: Database,
  media: MediaStore,
  graceMs = DEFAULT_UPLOAD_GRACE_MS,
): Promise<UnusedUpload[]> {
  const cutoff = Date.now() - graceMs;
  const old: UnusedUpload[] = [];
  for (const [key, { names, newest }] of await uploadFilesByKey(media)) {
    if (newest <= cutoff) old.push({ key, names });
  }
  if (old.length === 0) return []; // no database query while nothing is old enough
  const referenced = await referencedUploadKeys(db);
  return old.filter((upload) => !referenced.has(upload.key));
}

/**
 * The second half: removes those uploads' files, after asking the database once more about
 * exactly these keys, so a product saved with one of them since the first half keeps it.
 */
export async function removeUnusedUploads(
  db: Database,
  media: MediaStore,
  unused: readonly UnusedUpload[],
): Promise<SweepResult> {
  const result: SweepResult = { keysRemoved: 0, filesRemoved: 0 };
  if (unused.length === 0) return result;
  const referencedNow = await referencedUploadKeys(
    db,
    unused.map((upload) => upload.key),
  );
  for (const { key, names } of unused) {
    if (referencedNow.has(key)) continue;
    const removed = await removeFiles(media, names);
    if (removed > 0) {
      result.keysRemoved++;
      result.filesRemoved += removed;
    }
  }
  return result;
}

/** Deletes the files of uploads nothing names once they are older than the grace period. */
export async function sweepUnusedUploads(
  db: Database,
  media: MediaStore,
  options: SweepOptions = {},
): Promise<SweepResult> {
  const unused = await findUnusedUploads(db, media, options.graceMs);
  const result = await removeUnusedUploads(db, media, unused);
  if (result.filesRemoved > 0) {
    options.log?.info({ ...result }, 'Removed unused uploaded images');
  }
  return result;
}

import { lstat, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/types.ts';
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

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** The upload files in `dir` by key; anything else (other names, folders, links) is left out. */
async function uploadFilesByKey(dir: string): Promise<Map<string, string[]>> {
  const byKey = new Map<string, string[]>();
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return []; // no upload yet
    throw error;
  });
  for (const entry of entries) {
    const key = entry.isFile() ? UPLOAD_FILE_NAME.exec(entry.name)?.[1] : undefined;
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), entry.name]);
  }
  return byKey;
}

/** When the newest of the files was written; null when all of them have gone meanwhile. */
async function newestWrite(dir: string, names: string[]): Promise<number | null> {
  let newest: number | null = null;
  for (const name of names) {
    try {
      const { mtimeMs } = await lstat(join(dir, name));
      newest = Math.max(newest ?? mtimeMs, mtimeMs);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return newest;
}

/** Removes the files (the main `<key>.webp` first, so its URL stops before its widths do). */
async function removeFiles(dir: string, names: string[]): Promise<number> {
  let removed = 0;
  for (const name of [...names].sort((a, b) => a.length - b.length)) {
    try {
      await unlink(join(dir, name));
      removed++;
    } catch (error) {
      if (!isMissing(error)) throw error; // another sweep, or a person, was quicker
    }
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
 * directly in `<mediaDir>/uploads/`. The database is read after the files are listed, so a
 * product saved with an old upload while the folder is read still keeps it.
 */
export async function findUnusedUploads(
  db: Database,
  mediaDir: string,
  graceMs = DEFAULT_UPLOAD_GRACE_MS,
): Promise<UnusedUpload[]> {
  const dir = join(mediaDir, UPLOADS_FOLDER);
  const cutoff = Date.now() - graceMs;
  const old: UnusedUpload[] = [];
  for (const [key, names] of await uploadFilesByKey(dir)) {
    const newest = await newestWrite(dir, names);
    if (newest !== null && newest <= cutoff) old.push({ key, names });
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
  mediaDir: string,
  unused: readonly UnusedUpload[],
): Promise<SweepResult> {
  const result: SweepResult = { keysRemoved: 0, filesRemoved: 0 };
  if (unused.length === 0) return result;
  const dir = join(mediaDir, UPLOADS_FOLDER);
  const referencedNow = await referencedUploadKeys(
    db,
    unused.map((upload) => upload.key),
  );
  for (const { key, names } of unused) {
    if (referencedNow.has(key)) continue;
    const removed = await removeFiles(dir, names);
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
  mediaDir: string,
  options: SweepOptions = {},
): Promise<SweepResult> {
  const unused = await findUnusedUploads(db, mediaDir, options.graceMs);
  const result = await removeUnusedUploads(db, mediaDir, unused);
  if (result.filesRemoved > 0) {
    options.log?.info({ ...result }, 'Removed unused uploaded images');
  }
  return result;
}

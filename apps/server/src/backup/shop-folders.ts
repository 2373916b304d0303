import { mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { localSecretsDir } from '../lib/local-secret.ts';
import { PRIVATE_DIR_MODE } from '../lib/private-files.ts';
import { SHOP_FOLDERS, type ShopFolder } from './manifest.ts';

/** Where each carried folder lives for a shop (DATA_DIR/media is config.mediaDir). */
export function shopFolders(shop: {
  dataDir: string;
  mediaDir: string;
}): Record<ShopFolder, string> {
  return { media: shop.mediaDir, secrets: localSecretsDir(shop.dataDir) };
}

/** Every file under `dir`, as paths relative to it (none when it does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

export async function mediaTotals(dir: string): Promise<{ files: number; bytes: number }> {
  const files = await filesUnder(dir);
  let bytes = 0;
  for (const file of files) bytes += (await stat(path.join(dir, file))).size;
  return { files: files.length, bytes };
}

/** Media files are at most a few MB each (uploads are capped at 10 MB before re-encoding). */
async function sameBytes(a: string, b: string): Promise<boolean> {
  const [sa, sb] = await Promise.all([stat(a), stat(b)]);
  if (sa.size !== sb.size) return false;
  const [ba, bb] = await Promise.all([readFile(a), readFile(b)]);
  return ba.equals(bb);
}

/**
 * The restored files that would replace a different file already in `targetDir`. A file that is
 * already there with the same bytes is no conflict (restoring into the folder that was backed up,
 * as the move to PostgreSQL does); files only in the target are left alone.
 */
export async function folderConflicts(restoredDir: string, targetDir: string): Promise<string[]> {
  const conflicts: string[] = [];
  for (const file of await filesUnder(restoredDir)) {
    const existing = path.join(targetDir, file);
    const present = await stat(existing).then(
      () => true,
      () => false,
    );
    if (present && !(await sameBytes(path.join(restoredDir, file), existing))) {
      conflicts.push(file);
    }
  }
  return conflicts;
}

/** Moves the restored files into `targetDir` (same file system: renames, no copies). */
export async function moveFolder(restoredDir: string, targetDir: string): Promise<number> {
  const files = await filesUnder(restoredDir);
  for (const file of files) {
    const to = path.join(targetDir, file);
    await mkdir(path.dirname(to), { recursive: true, mode: PRIVATE_DIR_MODE });
    await rename(path.join(restoredDir, file), to);
  }
  return files.length;
}

/** Each carried folder's restored files that differ from a file already in the shop's. */
export async function shopConflicts(
  restoredRoot: string,
  shop: { dataDir: string; mediaDir: string },
): Promise<string[]> {
  const targets = shopFolders(shop);
  const conflicts: string[] = [];
  for (const folder of SHOP_FOLDERS) {
    const found = await folderConflicts(path.join(restoredRoot, folder), targets[folder]);
    conflicts.push(...found.map((file) => path.join(targets[folder], file)));
  }
  return conflicts;
}

/** Moves every carried folder's restored files into the shop's; returns the media files moved. */
export async function moveShopFolders(
  restoredRoot: string,
  shop: { dataDir: string; mediaDir: string },
): Promise<number> {
  const targets = shopFolders(shop);
  await mkdir(targets.secrets, { recursive: true, mode: PRIVATE_DIR_MODE });
  await moveFolder(path.join(restoredRoot, 'secrets'), targets.secrets);
  await mkdir(targets.media, { recursive: true, mode: PRIVATE_DIR_MODE });
  return moveFolder(path.join(restoredRoot, 'media'), targets.media);
}

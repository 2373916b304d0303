import { access, chmod, lstat, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database (accounts, roles, password hashes), the generated auth
 * secret, media and backups: only the user the shop runs as may read or write any of it.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Keeps group and other bits off every file and folder the process creates. */
const PRIVATE_UMASK = 0o077;

/**
 * From now on this process creates files 0600 and folders 0700 at most, whatever umask the shell
 * had: PGlite writes the database's files through Node's fs with the process umask.
 */
export function createFilesPrivately(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * `root` and everything under it become its owner's alone: folders 0700, files 0600 (set-id and
 * sticky bits go too). Top down, so once a folder is private nobody else can swap what is in it
 * while it is walked; symbolic links are neither followed nor changed, so nothing outside `root`
 * is touched. A missing `root` is left missing. Returns what belongs to another user and so could
 * not be changed (a volume's root owned by root, say), for the caller to report.
 */
export async function makePrivate(root: string): Promise<string[]> {
  const info = await lstat(root).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!info || info.isSymbolicLink()) return [];
  const wanted = info.isDirectory() ? PRIVATE_DIR_MODE : info.isFile() ? PRIVATE_FILE_MODE : null;
  const notOurs: string[] = [];
  if (wanted !== null && (info.mode & 0o7777) !== wanted) {
    await chmod(root, wanted).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPERM') throw error;
      notOurs.push(root);
    });
  }
  if (!info.isDirectory()) return notOurs;
  for (const name of await readdir(root))
    notOurs.push(...(await makePrivate(path.join(root, name))));
  return notOurs;
}

/**
 * Written in DATA_DIR once a walk found everything there ours and made it private. From then on
 * the umask keeps what the shop writes private, so later starts skip the walk, which costs about
 * 56 µs per file (6 s at 100,000 media files). Delete it to have the next start walk again, e.g.
 * after copying files into DATA_DIR by hand; a restore walks what it restores itself.
 */
export const PRIVATE_WALK_MARKER = '.private-walk-done';

/**
 * DATA_DIR made (or kept) private before the shop writes to it: new files private from now on,
 * and, on the first start of an install (made before this rule or with a looser umask), everything
 * already there made private too. Returns what could not be changed (makePrivate).
 */
export async function prepareDataDir(dataDir: string): Promise<string[]> {
  createFilesPrivately();
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const marker = path.join(dataDir, PRIVATE_WALK_MARKER);
  if (await exists(marker)) {
    await chmod(dataDir, PRIVATE_DIR_MODE);
    return [];
  }
  const notOurs = await makePrivate(dataDir);
  if (notOurs.length === 0) await writeFile(marker, '', { mode: PRIVATE_FILE_MODE });
  return notOurs;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** What a command prints when prepareDataDir could not make everything private. */
export function notPrivateWarning(paths: string[]): string | null {
  if (paths.length === 0) return null;
  const shown = paths.slice(0, 3).join(', ');
  return `${paths.length} path(s) in DATA_DIR belong to another user and stay readable by others (${shown}${paths.length > 3 ? ', …' : ''}): chown them to the user the shop runs as.`;
}

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../src/backup/restore.ts';
import { LocalMediaStore } from '../../src/lib/media-store/local-media-store.ts';
import { SERVER_ROOT } from '../../src/paths.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { createPostgresDatabase, onPostgresServer } from '../helpers/test-database.ts';

/**
 * DATA_DIR holds the database, the auth secret and the backups: with the usual umask 022 every
 * file the shop, `npm run backup` and `npm run restore` leave there must still be 0600 and every
 * folder 0700 (issue #24 item 12). The processes are real ones, started with umask 022.
 */
const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
let umaskBefore = 0;

beforeAll(() => {
  umaskBefore = process.umask(0o022); // children inherit it
});
afterAll(async () => {
  process.umask(umaskBefore);
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function newDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A database for the shop: none (PGlite in DATA_DIR), or a fresh one on the test server. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (!serverUrl) return {};
  const database = await createPostgresDatabase(serverUrl);
  cleanups.push(() => database.close());
  return { DATABASE_URL: database.url };
}

/** An empty database on the test server, for a restore. */
async function emptyDatabaseEnv(): Promise<Record<string, string>> {
  if (!serverUrl) return {};
  const name = `sheesham_modes_${randomBytes(5).toString('hex')}`;
  await onPostgresServer(serverUrl, `create database ${name}`);
  cleanups.push(() => onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

/** A command of src/db/cli as `npm run` starts it, in its own process. */
async function command(script: string, args: string[], env: Record<string, string>) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', ...env },
  });
  return stdout;
}

/** Every path under `root` (itself included) that is not a 0700 folder or a 0600 file. */
async function notPrivate(root: string): Promise<string[]> {
  const loose: string[] = [];
  const visit = async (file: string) => {
    const info = await lstat(file);
    const mode = info.mode & 0o7777;
    const wanted = info.isDirectory() ? 0o700 : 0o600;
    if (!info.isSymbolicLink() && mode !== wanted) {
      loose.push(`${path.relative(root, file) || '.'} ${mode.toString(8)}`);
    }
    if (info.isDirectory()) {
      for (const name of await readdir(file)) await visit(path.join(file, name));
    }
  };
  await visit(root);
  return loose;
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** Every folder under `root` 0777 and every file 0666 (one set-uid), as a crafted archive says. */
async function loosen(root: string): Promise<void> {
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    await chmod(file, entry.isDirectory() ? 0o777 : 0o666);
  }
  await chmod(path.join(root, 'secrets', 'auth-secret'), 0o4777);
}

describe('with umask 022', () => {
  let dataDir = '';
  let database: Record<string, string> = {};
  let archive = '';

  beforeAll(async () => {
    dataDir = await newDir('sheesham-modes-');
    database = await databaseEnv();
  });

  it('a server start leaves DATA_DIR private, and makes an older install’s files private', async () => {
    // What an install made before this rule looks like: everything open to everyone.
    await mkdir(path.join(dataDir, 'media', 'products'), { recursive: true });
    await writeFile(path.join(dataDir, 'media', 'products', 'old.webp'), 'webp bytes');
    await chmod(path.join(dataDir, 'media', 'products', 'old.webp'), 0o666);
    for (const dir of ['media/products', 'media', '.']) await chmod(path.join(dataDir, dir), 0o777);

    const server = await startServerProcess({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SEED_DEMO_ACCOUNTS: 'false',
      ...database,
    });
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);

    const files = await filesUnder(dataDir);
    expect(files).toContain(path.join('secrets', 'auth-secret'));
    if (!serverUrl) expect(files.length).toBeGreaterThan(900); // PGlite's cluster in pg/
    expect(await notPrivate(dataDir)).toEqual([]);
  }, 240_000);

  it('npm run backup writes its archive 0600 in a 0700 folder', async () => {
    const output = await command('src/db/cli/backup.ts', [], { DATA_DIR: dataDir, ...database });
    archive = /Backup written to (.+\.tar):/.exec(output)?.[1] ?? '';
    expect(path.dirname(archive)).toBe(path.join(dataDir, 'backups'));
    expect(await notPrivate(dataDir)).toEqual([]);
  }, 240_000);

  it('npm run restore of an archive whose modes are 0666 and 0777 leaves everything private', async () => {
    const unpacked = await newDir('sheesham-crafted-');
    await tar.extract({ file: archive, cwd: unpacked });
    await loosen(unpacked);
    const crafted = path.join(unpacked, '..', `${path.basename(unpacked)}.tar`);
    cleanups.push(() => rm(crafted, { force: true }));
    await tar.create({ file: crafted, cwd: unpacked, portable: true }, await readdir(unpacked));

    const target = await newDir('sheesham-restored-');
    const output = await command('src/db/cli/restore.ts', [crafted], {
      DATA_DIR: target,
      ...(await emptyDatabaseEnv()),
    });
    expect(output).toMatch(/^Restored the /);
    expect(await filesUnder(target)).toContain(path.join('secrets', 'auth-secret'));
    expect(await notPrivate(target)).toEqual([]);
  }, 240_000);

  it('a restore refuses an archive holding a link, and restores nothing', async () => {
    const unpacked = await newDir('sheesham-linked-');
    await tar.extract({ file: archive, cwd: unpacked });
    await mkdir(path.join(unpacked, 'media', 'products'), { recursive: true });
    await symlink('/etc/passwd', path.join(unpacked, 'media', 'products', 'passwd.webp'));
    const linked = path.join(unpacked, '..', `${path.basename(unpacked)}.tar`);
    cleanups.push(() => rm(linked, { force: true }));
    await tar.create({ file: linked, cwd: unpacked, portable: true }, await readdir(unpacked));

    const target = await newDir('sheesham-not-restored-');
    const restoring = restoreBackup(linked, {
      kind: 'pglite',
      dataDir: target,
      pgDir: path.join(target, 'pg'),
      mediaDir: path.join(target, 'media'),
    });
    await expect(restoring).rejects.toThrow(/holds links.*media\/products\/passwd\.webp/);
    expect(await readdir(target)).toEqual([]);
  }, 240_000);
});

it('a media file the shop stores is 0600 in 0700 folders whatever the umask', async () => {
  const dir = path.join(await newDir('sheesham-media-'), 'media');
  await new LocalMediaStore(dir).put('uploads/2026/chair-640.webp', new Uint8Array([1, 2, 3]));
  expect(await notPrivate(dir)).toEqual([]);
});

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { moveToPostgres } from '../../src/backup/commands.ts';
import { type DatabaseHandle, openDatabase, openPostgres } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { REPO_ROOT } from '../../src/paths.ts';
import { signUp, signUpAdmin } from '../helpers/accounts.ts';
import { expectShop, fillShop } from '../helpers/backup-shop.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { migratedPgliteDir } from '../helpers/test-database.ts';

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** `npm run <args>` from the repository root, as an operator types it, on this DATA_DIR only. */
async function npmRun(args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'INIT_CWD', 'VITEST', 'LOG_LEVEL']) {
    delete env[name];
  }
  const { stdout } = await run('npm', ['run', '--silent', ...args], { cwd: REPO_ROOT, env });
  return stdout;
}

async function emptyDatabaseUrl(): Promise<string> {
  const name = `sheesham_move_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(String(serverUrl));
  url.pathname = `/${name}`;
  return url.toString();
}

async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sheesham-move-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** An embedded shop on disk, filled through its app, then stopped (as before a backup). */
async function embeddedShop(dataDir: string) {
  await migratedPgliteDir(path.join(dataDir, 'pg'));
  const handle = await openDatabase({
    databaseUrl: undefined,
    dataDir,
    pgDir: path.join(dataDir, 'pg'),
  });
  try {
    await migrateDatabase(handle);
    const shop = await createTestApp(handle.db, { env: { DATA_DIR: dataDir } });
    try {
      const admin = await signUpAdmin(shop.app, handle.db);
      const customer = await signUp(shop.app);
      const contents = await fillShop(shop.app, handle.db, shop.config.mediaDir, {
        admin,
        customer,
      });
      return { customer, contents };
    } finally {
      await shop.close();
    }
  } finally {
    await handle.close();
  }
}

async function expectOnPostgres(
  url: string,
  dataDir: string,
  shop: Awaited<ReturnType<typeof embeddedShop>>,
) {
  const { db, pool } = openPostgres(url);
  const handle: DatabaseHandle = { kind: 'postgres', db, pool, close: () => pool.end() };
  const app = await createTestApp(db, { env: { DATA_DIR: dataDir } });
  try {
    await expectShop(app.app, shop.customer, shop.contents);
    // The identity columns go on after the copied numbers: the next order is not a duplicate.
    const { rows } = await pool.query<{ n: number }>(
      "select nextval(pg_get_serial_sequence('orders', 'number'))::int as n",
    );
    expect(rows[0]?.n).toBeGreaterThan(Math.max(...shop.contents.orders.map((o) => o.number)));
  } finally {
    await app.close();
    await handle.close();
  }
}

describe('db:move-to-postgres', () => {
  it('refuses a shop that already runs on PostgreSQL (DATABASE_URL set), touching nothing', async () => {
    const dataDir = await newDataDir();
    const config = {
      databaseUrl: 'postgres://shop@127.0.0.1:5432/sheesham',
      dataDir,
      pgDir: path.join(dataDir, 'pg'),
      mediaDir: path.join(dataDir, 'media'),
    };
    await expect(moveToPostgres(config, 'postgres://shop@127.0.0.1:5432/other')).rejects.toThrow(
      /already runs on PostgreSQL/,
    );
    expect(await readdir(dataDir)).toEqual([]);
  });
});

// The move needs a PostgreSQL server: it runs in the PostgreSQL phase (a skipped test would count
// as a failure in the PGlite one, where the round trip of backup-restore.test.ts runs instead).
const onPostgres = serverUrl ? describe : undefined;

onPostgres?.('moving the embedded shop to PostgreSQL, media included', () => {
  it('npm run backup on PGlite, then npm run restore -- --to-postgres into a new DATA_DIR', async () => {
    const source = await newDataDir();
    const shop = await embeddedShop(source);
    const archive = path.join(source, 'move.tar');
    expect(await npmRun(['backup', '--', '--out', archive], source)).toMatch(/Backup written to/);

    const target = await newDataDir();
    const url = await emptyDatabaseUrl();
    const restored = await npmRun(['restore', '--', archive, '--to-postgres', url], target);
    expect(restored).toMatch(/by table-copy, and \d+ media file/);
    await expectOnPostgres(url, target, shop);
  }, 420_000);

  it('npm run db:move-to-postgres: the one command, keeping a backup in DATA_DIR/backups', async () => {
    const dataDir = await newDataDir();
    const shop = await embeddedShop(dataDir);
    const url = await emptyDatabaseUrl();
    const output = await npmRun(['db:move-to-postgres', '--', url], dataDir);
    expect(output).toMatch(/Backup of the embedded database kept in .*backups/);
    await expectOnPostgres(url, dataDir, shop);
    // A second move into the now filled database is refused, not merged.
    await expect(npmRun(['db:move-to-postgres', '--', url], dataDir)).rejects.toThrow(
      /is not empty/,
    );
  }, 420_000);
});

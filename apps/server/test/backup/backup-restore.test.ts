import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/backup/backup.ts';
import {
  RestoreRefusedError,
  type RestoreTarget,
  restoreBackup,
} from '../../src/backup/restore.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { expectShop, fillShop, type ShopContents } from '../helpers/backup-shop.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);
const serverUrl = process.env.TEST_DATABASE_URL;
const kind = serverUrl ? 'PostgreSQL' : 'PGlite';

let workDir = '';
let shop: ShopContents;
let archive = '';
/** Databases this file created on the test server, dropped in afterAll. */
const createdDatabases: string[] = [];

async function onServer(work: (admin: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server. */
async function emptyDatabaseUrl(): Promise<string> {
  const name = `sheesham_restore_${randomBytes(5).toString('hex')}`;
  await onServer((client) => client.query(`create database ${name}`));
  createdDatabases.push(name);
  const url = new URL(String(serverUrl));
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh DATA_DIR, and on PostgreSQL a fresh database, to restore into. */
async function freshTarget(): Promise<RestoreTarget> {
  const dataDir = await mkdtemp(path.join(workDir, 'data-'));
  const mediaDir = path.join(dataDir, 'media');
  if (serverUrl)
    return { kind: 'postgres', databaseUrl: await emptyDatabaseUrl(), dataDir, mediaDir };
  return { kind: 'pglite', dataDir, pgDir: path.join(dataDir, 'pg'), mediaDir };
}

/** Opens the restored shop as the server would, and checks it through its own app. */
async function expectRestored(target: RestoreTarget) {
  const handle: DatabaseHandle = await openDatabase({
    databaseUrl: target.kind === 'postgres' ? target.databaseUrl : undefined,
    dataDir: target.dataDir,
    pgDir: target.kind === 'pglite' ? target.pgDir : path.join(target.dataDir, 'pg'),
  });
  const restored = await createTestApp(handle.db, { env: { DATA_DIR: target.dataDir } });
  try {
    await expectShop(restored.app, customer, shop);
  } finally {
    await restored.close();
    await handle.close();
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'sheesham-backup-'));
  shop = await fillShop(t.app, t.db, t.config.mediaDir, { admin, customer });
  archive = path.join(workDir, 'shop.tar');
  const handle = t.database;
  const databaseUrl =
    handle.kind === 'postgres' ? String(handle.pool.options.connectionString) : undefined;
  const manifest = await createBackup(
    { handle, databaseUrl, dataDir: t.config.dataDir, mediaDir: t.config.mediaDir },
    archive,
  );
  expect(manifest.database.kind).toBe(serverUrl ? 'postgres' : 'pglite');
  expect(manifest.migrations.applied).toBeGreaterThan(0);
  // The upload's main file and its width renditions.
  expect(manifest.media.files).toBeGreaterThanOrEqual(2);
}, 120_000);

afterAll(async () => {
  if (serverUrl) {
    await onServer(async (client) => {
      for (const name of createdDatabases)
        await client.query(`drop database if exists ${name} with (force)`);
    });
  }
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe(`backup and restore (${kind})`, () => {
  it('restores every order, invoice number and image into a fresh shop', async () => {
    const target = await freshTarget();
    const report = await restoreBackup(archive, target);
    expect(report.method).toBe(serverUrl ? 'pg_restore' : 'pglite-load');
    expect(report.mediaFiles).toBe(report.manifest.media.files);
    await expectRestored(target);
  }, 120_000);

  it('refuses a target that is not empty, or media that differ, unless forced', async () => {
    const target = await freshTarget();
    await restoreBackup(archive, target);
    await expect(restoreBackup(archive, target)).rejects.toThrow(/is not empty/);
    // A different file where the backup has the upload: refused too, and nothing was changed.
    const imageFile = path.join(target.mediaDir, shop.imageUrl.replace(/^\/media\//, ''));
    await writeFile(imageFile, 'not the photo');
    const refused = await restoreBackup(archive, target).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RestoreRefusedError);
    expect(String(refused)).toMatch(/1 file\(s\) in .* differ from the backup's/);
    const forced = await restoreBackup(archive, target, { force: true });
    expect(forced.mediaFiles).toBe(forced.manifest.media.files);
    await expectRestored(target);
  }, 180_000);

  it('refuses a file that is not a backup', async () => {
    const notBackup = path.join(workDir, 'not-a-backup.tar');
    await writeFile(notBackup, Buffer.alloc(1024));
    await expect(restoreBackup(notBackup, await freshTarget())).rejects.toThrow(
      /not a Sheesham backup/,
    );
  });
});

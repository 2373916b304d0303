import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackupWithMedia, restoreMediaToStore } from '../../src/backup/store-media.ts';
import { S3MediaStore, type S3Settings } from '../../src/lib/media-store/s3-media-store.ts';
import { type S3TestServer, startS3Server } from '../helpers/s3-server.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();

/** Two objects in the bucket: a photo's main file and one width, as an upload leaves them. */
const OBJECTS = {
  'uploads/backup-photo.webp': Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 main photo'),
  'uploads/backup-photo-400.webp': Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 width 400'),
};

let source: S3TestServer;
let target: S3TestServer;
let workDir = '';

const settingsOf = (server: S3TestServer): S3Settings => ({
  bucket: server.bucket,
  endpoint: server.endpoint,
  region: server.region,
  credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  forcePathStyle: true,
  timeoutMs: 3_000,
});

async function objectBytes(server: S3TestServer, key: string): Promise<Buffer | null> {
  const store = new S3MediaStore(settingsOf(server));
  try {
    const found = await store.get(key);
    if (!found || found === 'not-modified') return null;
    return Buffer.concat(await found.body.toArray());
  } finally {
    store.close();
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'sheesham-backup-s3-'));
  source = await startS3Server({ bucket: 'shop-media' });
  target = await startS3Server({ bucket: 'restored-media' });
  const store = new S3MediaStore(settingsOf(source));
  for (const [key, bytes] of Object.entries(OBJECTS)) await store.put(key, bytes);
  store.close();
});

afterAll(async () => {
  await source?.close();
  await target?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('a shop whose media live in S3', () => {
  it('backs up the bucket with the database, and a restore puts the media into the new bucket', async () => {
    const archive = path.join(workDir, 'shop.tar');
    const handle = t.database;
    const databaseUrl =
      handle.kind === 'postgres' ? String(handle.pool.options.connectionString) : undefined;
    const manifest = await createBackupWithMedia(
      { handle, databaseUrl, dataDir: t.config.dataDir, mediaDir: t.config.mediaDir },
      settingsOf(source),
      archive,
    );
    // Only the bucket's objects: DATA_DIR/media is not where this shop keeps them.
    expect(manifest.media.files).toBe(Object.keys(OBJECTS).length);

    // The archive's media/ is what a restore moves into DATA_DIR/media (backup-restore.test.ts
    // restores whole shops); here it is unpacked directly.
    const dataDir = await mkdtemp(path.join(workDir, 'data-'));
    const mediaDir = path.join(dataDir, 'media');
    await tar.extract({ file: archive, cwd: dataDir, filter: (p) => p.startsWith('media/') });
    for (const [key, bytes] of Object.entries(OBJECTS)) {
      expect(await readFile(path.join(mediaDir, key))).toEqual(bytes);
    }

    const pushed = await restoreMediaToStore(mediaDir, settingsOf(target));
    expect(pushed).toEqual({ copied: 2, skipped: 0 });
    for (const [key, bytes] of Object.entries(OBJECTS)) {
      expect(await objectBytes(target, key)).toEqual(bytes);
    }
    // Again: nothing to copy.
    expect(await restoreMediaToStore(mediaDir, settingsOf(target))).toEqual({
      copied: 0,
      skipped: 2,
    });
    // Without S3 the media stay in DATA_DIR/media only.
    expect(await restoreMediaToStore(mediaDir, undefined)).toBeNull();
  }, 180_000);
});

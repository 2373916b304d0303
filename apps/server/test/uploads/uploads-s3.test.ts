import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { IMAGE_WIDTHS, imageVariantUrl } from '@sheesham/shared/images';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3MediaStore } from '../../src/lib/media-store/s3-media-store.ts';
import { sweepUnusedUploads } from '../../src/modules/uploads/sweep-unused-uploads.ts';
import { SERVER_ROOT } from '../../src/paths.ts';
import { aProductInput, sendProduct } from '../helpers/product-input.ts';
import { type S3TestServer, startS3Server } from '../helpers/s3-server.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { uploadPhoto as uploadPhotoAs } from '../helpers/upload-photo.ts';
import { useAdmin } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// The S3 server starts first; the app reads its address from `env` when useTestApp builds it.
let s3: S3TestServer;
const env: Record<string, string> = {};
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(env, s3.env);
});
afterAll(async () => {
  await s3?.close();
});

const t = useTestApp({ env });
const admin = useAdmin(t);

const keyOf = (url: string) => url.replace(/^\/media\//, '');

async function bucketKeys(prefix = ''): Promise<string[]> {
  const page = await s3.client.send(
    new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }),
  );
  return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
}

async function objectBytes(key: string): Promise<{ data: Buffer; etag: string | undefined }> {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return {
    data: Buffer.from((await object.Body?.transformToByteArray()) ?? []),
    etag: object.ETag,
  };
}

/** Uploads a PNG of the given size as the admin; returns its URL. */
async function uploadPhoto(width = 900, height = 600): Promise<string> {
  return (await uploadPhotoAs(t.app, admin.headers, { width, height })).url;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('uploads with S3_BUCKET set', () => {
  let url: string;
  beforeAll(async () => {
    url = await uploadPhoto();
  });

  it('stores the upload and every width in the bucket, nothing on the local disk', async () => {
    const key = keyOf(url).replace(/\.webp$/, '');
    expect(await bucketKeys('uploads/')).toEqual(
      [`${key}.webp`, ...IMAGE_WIDTHS.map((w) => `${key}-${w}.webp`)].sort(),
    );
    const local = await readdir(t.config.mediaDir, { recursive: true }).catch(() => []);
    expect(local).toEqual([]);
  });

  it('serves each object byte for byte, as WebP, cacheable for a year, with its ETag', async () => {
    for (const u of [url, ...IMAGE_WIDTHS.map((w) => imageVariantUrl(url, w))]) {
      const response = await get(u);
      expect(response.statusCode, u).toBe(200);
      const stored = await objectBytes(keyOf(u));
      expect(response.rawPayload.equals(stored.data), u).toBe(true);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['content-length']).toBe(String(stored.data.length));
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers.etag).toBe(stored.etag);
    }
  });

  it('encodes every width: the served files are WebP images of those widths', async () => {
    const widths: number[] = [];
    for (const w of IMAGE_WIDTHS) {
      const metadata = await sharp((await get(imageVariantUrl(url, w))).rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      widths.push(metadata.width);
    }
    expect(widths).toEqual(IMAGE_WIDTHS.map((w) => Math.min(w, 900)));
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const { etag } = await objectBytes(keyOf(url));
    const revalidated = await get(url, { 'if-none-match': etag ?? '' });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload).toHaveLength(0);
  });

  it('answers a missing object, or a key that could leave the bucket folder, with a JSON 404', async () => {
    for (const missing of [
      '/media/uploads/00000000000000000000000000000000.webp',
      '/media/products/none.webp',
      '/media/../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/uploads/..%2f..%2fsecret.txt',
      '/media/.hidden.webp',
      '/media/',
    ]) {
      const response = await get(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(response.json().error.code, missing).toBe('not_found');
    }
  });

  it('announces an uploaded product photo as og:image once it is in the bucket', async () => {
    const created = await sendProduct(
      t.app,
      admin,
      'POST',
      '/api/products',
      aProductInput({
        images: [url, '/media/products/not-in-the-bucket.webp'],
      }),
    );
    expect(created.statusCode).toBe(201);
    const page = await get(`/product/${created.json()._id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<meta property="og:image" content="https://shop.example.in${url}">`,
    );
  });

  it('sweeps an unused upload from the bucket and keeps the one a product uses', async () => {
    const unused = await uploadPhoto(64, 48);
    const unusedKey = keyOf(unused).replace(/\.webp$/, '');
    const usedKey = keyOf(url).replace(/\.webp$/, '');
    expect(await sweepUnusedUploads(t.db, t.app.media, { graceMs: 0 })).toEqual({
      keysRemoved: 1,
      filesRemoved: 1 + IMAGE_WIDTHS.length,
    });
    const left = await bucketKeys('uploads/');
    expect(left.filter((k) => k.startsWith(unusedKey))).toEqual([]);
    expect(left.filter((k) => k.startsWith(usedKey))).toHaveLength(1 + IMAGE_WIDTHS.length);
    expect((await get(unused)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(200);
  });

  it('keeps uploads younger than the grace period on S3 too', async () => {
    const fresh = await uploadPhoto(64, 48);
    expect(await sweepUnusedUploads(t.db, t.app.media)).toEqual({
      keysRemoved: 0,
      filesRemoved: 0,
    });
    expect((await get(fresh)).statusCode).toBe(200);
  });
});

describe('several uploads and instances on one bucket', () => {
  it('stores concurrent uploads under distinct keys, each complete', async () => {
    const urls = await Promise.all([uploadPhoto(80, 60), uploadPhoto(80, 60), uploadPhoto(80, 60)]);
    expect(new Set(urls).size).toBe(3);
    const stored = await bucketKeys('uploads/');
    for (const u of urls) {
      const key = keyOf(u).replace(/\.webp$/, '');
      expect(stored.filter((k) => k.startsWith(key))).toHaveLength(1 + IMAGE_WIDTHS.length);
    }
  });

  it('serves an upload taken by one instance from another one on the same bucket', async () => {
    const url = await uploadPhoto(80, 60);
    const other = await createTestApp(t.db, { env: s3.env });
    try {
      const served = await other.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals((await get(url)).rawPayload)).toBe(true);
      expect(await readdir(other.config.mediaDir).catch(() => [])).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('the S3 store itself', () => {
  it('lists page after page, and deletes report whether the key was there', async () => {
    const store = new S3MediaStore(t.config.s3 ?? expect.fail('S3 is configured'), {
      listPageSize: 2,
    });
    try {
      const keys = Array.from({ length: 5 }, (_, i) => `paging/${i}`);
      for (const key of keys) {
        await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'x' }));
      }
      const listed: string[] = [];
      for await (const entry of store.list('paging/')) listed.push(entry.key);
      expect(listed.sort()).toEqual(keys);
      expect(await store.delete('paging/0')).toBe(true);
      expect(await store.delete('paging/0')).toBe(false);
      expect(await store.head('paging/0')).toBeNull();
    } finally {
      store.close();
    }
  });
});

const run = promisify(execFile);
const CLI = path.join(SERVER_ROOT, 'src/cli/media-to-s3.ts');

/** `npm run media:to-s3` as an operator runs it: the same script, the variables in its env. */
async function migrate(dataDir: string, extraEnv: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', CLI], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...extraEnv },
  });
}

describe('npm run media:to-s3', () => {
  let dataDir: string;
  const files: Record<string, Buffer> = {
    'products/bed-1a2b3c.webp': Buffer.from('RIFF0000WEBPbed'),
    'site/hero-320.webp': Buffer.from('RIFF0000WEBPhero'),
    'uploads/0123456789abcdef0123456789abcdef.webp': Buffer.from('RIFF0000WEBPupload'),
  };

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sheesham-migrate-'));
    for (const [key, data] of Object.entries(files)) {
      const file = path.join(dataDir, 'media', key);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
    }
    // A write in progress is not media.
    writeFileSync(path.join(dataDir, 'media/products/bed-1a2b3c.webp.123.abcd1234.tmp'), 'half');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('copies every local file into the bucket, then skips them all when run again', async () => {
    const first = await migrate(dataDir, s3.env);
    expect(first.stdout).toContain(
      `Copied 3 media files from ${path.join(dataDir, 'media')} to s3://${s3.bucket}; 0 were already there.`,
    );
    for (const [key, data] of Object.entries(files)) {
      expect((await objectBytes(key)).data.equals(data), key).toBe(true);
    }
    expect(await bucketKeys('products/')).toEqual(['products/bed-1a2b3c.webp']);
    // Served by the app, which reads the same bucket.
    expect((await get('/media/site/hero-320.webp')).rawPayload.toString()).toBe('RIFF0000WEBPhero');

    const second = await migrate(dataDir, s3.env);
    expect(second.stdout).toContain('Copied 0 media files');
    expect(second.stdout).toContain('3 were already there.');
  });

  it('refuses to run without a bucket, saying which variables to set', async () => {
    const failed = await migrate(dataDir, {}).then(
      () => expect.fail('exited 0 without S3_BUCKET'),
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('Set S3_BUCKET');
  });
});

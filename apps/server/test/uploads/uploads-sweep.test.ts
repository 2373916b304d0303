import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@sheesham/shared/images';
import Fastify from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderItems, products } from '../../src/db/schema.ts';
import { LocalMediaStore } from '../../src/lib/media-store/local-media-store.ts';
import {
  DEFAULT_UPLOAD_GRACE_MS,
  findUnusedUploads,
  removeUnusedUploads,
  sweepUnusedUploads,
} from '../../src/modules/uploads/sweep-unused-uploads.ts';
import {
  FIRST_SWEEP_AFTER_MS,
  type SweepClock,
  uploadSweeperPlugin,
} from '../../src/modules/uploads/upload-sweeper-plugin.ts';
import { orderBody, postOrder } from '../helpers/order-fixtures.ts';
import { aProductInput, sendProduct } from '../helpers/product-input.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { uploadPhoto as uploadPhotoAs } from '../helpers/upload-photo.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

const HOUR = 60 * 60 * 1000;
const uploadsDir = () => path.join(t.config.mediaDir, 'uploads');

interface Upload {
  url: string;
  key: string;
}

const uploadPhoto = (): Promise<Upload> => uploadPhotoAs(t.app, admin.headers);

/** The key's main file and one file per width. */
const allFilesOf = (key: string) =>
  [`${key}.webp`, ...IMAGE_WIDTHS.map((w) => `${key}-${w}.webp`)].sort();

async function filesOf(key: string, dir = uploadsDir()): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.startsWith(key)).sort();
}

/** Sets the files' modification time `ms` into the past. */
async function age(files: string[], ms: number) {
  const when = new Date(Date.now() - ms);
  for (const file of files) await utimes(file, when, when);
}

const ageKey = async (key: string, ms: number, dir = uploadsDir()) =>
  age(
    (await filesOf(key, dir)).map((name) => path.join(dir, name)),
    ms,
  );

async function createProduct(images: string[]): Promise<string> {
  const response = await sendProduct(
    t.app,
    admin,
    'POST',
    '/api/products',
    aProductInput({ images }),
  );
  expect(response.statusCode).toBe(201);
  return response.json()._id;
}

async function order(productId: string) {
  const response = await postOrder(
    t.app,
    customer,
    orderBody([{ product_id: productId, quantity: 1 }]),
  );
  expect(response.statusCode).toBe(201);
}

describe('sweepUnusedUploads', () => {
  /** In a product's images. */
  let saved: Upload;
  /** Only in an order item's image snapshot: the product has other photos since. */
  let ordered: Upload;
  /** Only in an archived product's images (its order's snapshot has the product's main image). */
  let archived: Upload;
  /** Cancelled dialog: nothing names it. */
  let unused: Upload;
  const foreign: { file: string; content: string }[] = [];

  beforeAll(async () => {
    [saved, ordered, archived, unused] = [
      await uploadPhoto(),
      await uploadPhoto(),
      await uploadPhoto(),
      await uploadPhoto(),
    ];

    const bed = await createProduct([ordered.url]);
    await order(bed);
    const replaced = await sendProduct(
      t.app,
      admin,
      'PUT',
      `/api/products/${bed}`,
      aProductInput({ images: [saved.url] }),
    );
    expect(replaced.statusCode).toBe(200);

    const chair = await createProduct(['/media/products/chair.webp', archived.url]);
    await order(chair);
    const deleted = await sendProduct(t.app, admin, 'DELETE', `/api/products/${chair}`);
    expect(deleted.json()).toEqual({ id: chair, outcome: 'archived' });

    // Files the sweeper must leave alone, however old: not an upload's name, or not in uploads/.
    const stranger = randomBytes(16).toString('hex');
    const names = [
      'uploads/notes.txt',
      `uploads/${stranger}.webp.1234.abcd.tmp`,
      `uploads/${stranger}.png`,
      `products/${stranger}.webp`,
    ];
    mkdirSync(path.join(t.config.mediaDir, 'products'), { recursive: true });
    for (const name of names) {
      const file = path.join(t.config.mediaDir, name);
      await writeFile(file, `kept: ${name}`);
      foreign.push({ file, content: `kept: ${name}` });
    }
    await age(
      foreign.map((f) => f.file),
      30 * 24 * HOUR,
    );
  });

  it('has the scenario it claims: one key per kind of reference', async () => {
    const snapshots = (await t.db.select({ image: orderItems.productImage }).from(orderItems)).map(
      (row) => row.image,
    );
    expect(snapshots.sort()).toEqual(['/media/products/chair.webp', ordered.url].sort());
    const rows = await t.db.select().from(products);
    expect(rows.map((row) => [row.images, row.archivedAt !== null])).toEqual(
      expect.arrayContaining([
        [[saved.url], false],
        [['/media/products/chair.webp', archived.url], true],
      ]),
    );
    for (const upload of [saved, ordered, archived, unused]) {
      expect(await filesOf(upload.key)).toEqual(allFilesOf(upload.key));
    }
  });

  it('with the default grace, removes nothing uploaded today (a dialog may still be open)', async () => {
    const log = { info: vi.fn() };
    expect(await sweepUnusedUploads(t.db, t.app.media, { log })).toEqual({
      keysRemoved: 0,
      filesRemoved: 0,
    });
    for (const upload of [saved, ordered, archived, unused]) {
      expect(await filesOf(upload.key)).toEqual(allFilesOf(upload.key));
    }
    expect(log.info).not.toHaveBeenCalled();
  });

  it('with no grace, removes exactly the unused upload’s files and logs it once', async () => {
    const log = { info: vi.fn() };
    const result = await sweepUnusedUploads(t.db, t.app.media, { graceMs: 0, log });
    expect(result).toEqual({ keysRemoved: 1, filesRemoved: 5 });

    expect(await filesOf(unused.key)).toEqual([]);
    for (const upload of [saved, ordered, archived]) {
      expect(await filesOf(upload.key)).toEqual(allFilesOf(upload.key));
    }
    expect((await t.app.inject({ method: 'GET', url: unused.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: saved.url })).statusCode).toBe(200);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(
      { keysRemoved: 1, filesRemoved: 5 },
      'Removed unused uploaded images',
    );
  });

  it('never touches other names in uploads/ or files outside it', async () => {
    await sweepUnusedUploads(t.db, t.app.media, { graceMs: 0 });
    for (const { file, content } of foreign) {
      expect(await readFile(file, 'utf8')).toBe(content);
    }
  });

  it('after the default grace, removes an unused upload unless one of its files is newer', async () => {
    const [stale, partlyFresh] = [await uploadPhoto(), await uploadPhoto()];
    const dayAndAnHour = DEFAULT_UPLOAD_GRACE_MS + HOUR;
    for (const upload of [stale, partlyFresh, saved, ordered, archived]) {
      await ageKey(upload.key, dayAndAnHour);
    }
    // The 320 px file written just now: the upload is not a day old as a whole.
    await age([path.join(uploadsDir(), `${partlyFresh.key}-320.webp`)], 0);

    expect(await sweepUnusedUploads(t.db, t.app.media)).toEqual({
      keysRemoved: 1,
      filesRemoved: 5,
    });
    expect(await filesOf(stale.key)).toEqual([]);
    for (const upload of [partlyFresh, saved, ordered, archived]) {
      expect(await filesOf(upload.key)).toEqual(allFilesOf(upload.key));
    }
  });

  it('tolerates files vanishing mid-sweep: two sweeps at once remove each file once', async () => {
    const doomed = await uploadPhoto();
    await ageKey(doomed.key, 1000);
    const results = await Promise.all([
      sweepUnusedUploads(t.db, t.app.media, { graceMs: 0 }),
      sweepUnusedUploads(t.db, t.app.media, { graceMs: 0 }),
    ]);
    // partlyFresh (previous test) is unused too: two keys, ten files between the two sweeps.
    expect(results.reduce((sum, r) => sum + r.filesRemoved, 0)).toBe(10);
    expect(await filesOf(doomed.key)).toEqual([]);
  });

  it('keeps an upload a product was saved with after the sweep found it unused', async () => {
    const late = await uploadPhoto();
    const dropped = await uploadPhoto();
    // A second old, so "older than no grace" does not depend on the file clock's resolution.
    for (const upload of [late, dropped]) await ageKey(upload.key, 1000);
    const found = await findUnusedUploads(t.db, t.app.media, 0);
    expect(found.map((upload) => upload.key).sort()).toEqual([late.key, dropped.key].sort());

    // Between the two halves, the admin saves a product with the old upload.
    await createProduct([late.url]);

    expect(await removeUnusedUploads(t.db, t.app.media, found)).toEqual({
      keysRemoved: 1,
      filesRemoved: 5,
    });
    expect(await filesOf(late.key)).toEqual(allFilesOf(late.key));
    expect(await filesOf(dropped.key)).toEqual([]);
  });

  it('does nothing while there is no uploads folder', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'sheesham-sweep-'));
    try {
      expect(await sweepUnusedUploads(t.db, new LocalMediaStore(empty), { graceMs: 0 })).toEqual({
        keysRemoved: 0,
        filesRemoved: 0,
      });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

/** A clock the test moves by hand: a timer goes off only when the test fires it. */
function handClock() {
  const timers = new Map<number, { delayMs: number; run: () => Promise<void> }>();
  let last = 0;
  const clock: SweepClock = {
    after(delayMs, run) {
      timers.set(++last, { delayMs, run });
      return last;
    },
    cancel(timer) {
      timers.delete(timer as number);
    },
  };
  return {
    clock,
    /** The delays of the timers set and not yet fired or cancelled. */
    waiting: () => [...timers.values()].map((timer) => timer.delayMs),
    /** Lets every timer set now go off, as if its delay had passed, and waits for its sweep. */
    async fire() {
      const due = [...timers];
      timers.clear();
      await Promise.all(due.map(([, timer]) => timer.run()));
    },
  };
}

describe('the upload sweeper schedule', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The timers set with the first sweep's delay while `build` runs. */
  async function sweepTimersStartedBy(build: () => Promise<void>) {
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    await build();
    return setTimer.mock.calls.flatMap(([, delay], i) =>
      delay === FIRST_SWEEP_AFTER_MS ? [setTimer.mock.results[i]?.value] : [],
    );
  }

  it('starts no timer in a test app (NODE_ENV=test), but does in production', async () => {
    const inTest = await sweepTimersStartedBy(async () => {
      await (await createTestApp(t.db)).close();
    });
    expect(inTest).toEqual([]);

    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
      PAYMENT_GATEWAY: 'sandbox',
    };
    const inProduction = await sweepTimersStartedBy(async () => {
      await (await createTestApp(t.db, { env: production })).close();
    });
    expect(inProduction).toHaveLength(1);
    expect(clearTimer).toHaveBeenCalledWith(inProduction[0]);
  });

  it('sweeps after ready and again at each interval, and stops on close', async () => {
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'sheesham-sweep-'));
    const dir = path.join(mediaDir, 'uploads');
    mkdirSync(dir);
    /** An old file named like an upload that nothing references. */
    const oldOrphan = async () => {
      const key = randomBytes(16).toString('hex');
      await writeFile(path.join(dir, `${key}.webp`), 'webp');
      await ageKey(key, 2 * DEFAULT_UPLOAD_GRACE_MS, dir);
      return key;
    };
    const gone = async (key: string) => (await filesOf(key, dir)).length === 0;
    const time = handClock();

    const app = Fastify({ logger: false });
    await app.register(uploadSweeperPlugin, {
      db: t.db,
      media: new LocalMediaStore(mediaDir),
      enabled: true,
      firstSweepAfterMs: 10,
      intervalMs: 50,
      clock: time.clock,
    });
    try {
      const first = await oldOrphan();
      expect(time.waiting()).toEqual([]);
      await app.ready();
      expect(time.waiting()).toEqual([10]);
      await time.fire();
      expect(await gone(first)).toBe(true);
      expect(time.waiting()).toEqual([50]);
      const second = await oldOrphan();
      await time.fire();
      expect(await gone(second)).toBe(true);
      expect(time.waiting()).toEqual([50]);
    } finally {
      await app.close();
    }
    const afterClose = await oldOrphan();
    expect(time.waiting()).toEqual([]);
    await time.fire(); // a timer that close() left set would sweep now
    expect(await filesOf(afterClose, dir)).toHaveLength(1);
    rmSync(mediaDir, { recursive: true, force: true });
  });
});

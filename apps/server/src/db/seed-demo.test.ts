import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { ALL_SITE_IMAGES, BRANDS, CATEGORIES, IMAGE_WIDTHS, MEDIA_PREFIX } from '@sheesham/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renditionFiles } from '../lib/media-files.ts';
import { LocalMediaStore } from '../lib/media-store/local-media-store.ts';
import { openPglite } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import * as schema from './schema.ts';
import { seedDemoData } from './seed-demo.ts';
import type { Database } from './types.ts';

/** In-memory PGlite with the search extensions the migrations create (db/client.ts). */
async function freshDatabase(): Promise<{ db: Database; client: PGlite }> {
  const { db, client } = await openPglite();
  await migrateDatabase({ kind: 'pglite', db, client, close: () => client.close() });
  return { db, client };
}

/** The media key behind a `/media/<key>.webp` URL. */
const keyOf = (url: string) => url.slice(MEDIA_PREFIX.length).replace(/\.webp$/, '');

describe('seedDemoData without images', () => {
  let client: PGlite;
  let db: Database;
  beforeAll(async () => {
    ({ db, client } = await freshDatabase());
  });
  afterAll(() => client.close());

  it('fills an empty catalogue once and then skips', async () => {
    const first = await seedDemoData(db, {
      media: new LocalMediaStore('/nonexistent'),
      withImages: false,
    });
    expect(first.skipped).toBe(false);
    expect(first.products).toBeGreaterThanOrEqual(48);
    const rows = await db.select().from(schema.products);
    expect(rows).toHaveLength(first.products);

    const second = await seedDemoData(db, {
      media: new LocalMediaStore('/nonexistent'),
      withImages: false,
    });
    expect(second).toEqual({ products: 0, skipped: true });
    expect(await db.select().from(schema.products)).toHaveLength(first.products);
  });

  it('stores every category, the seven brands and rupee prices as paise', async () => {
    const rows = await db.select().from(schema.products);
    for (const { value } of CATEGORIES) {
      expect(rows.filter((r) => r.category === value).length).toBeGreaterThanOrEqual(8);
    }
    expect(new Set(rows.map((r) => r.brand))).toEqual(new Set(BRANDS));
    for (const r of rows) {
      expect(r.pricePaise).toBeGreaterThanOrEqual(400_000);
      expect(r.pricePaise).toBeLessThanOrEqual(20_000_000);
      if (r.setPricePaise !== null) expect(r.setPricePaise).toBeGreaterThan(r.pricePaise);
      expect(r.images.length).toBeGreaterThanOrEqual(1);
      expect(r.images.length).toBeLessThanOrEqual(4);
      for (const url of r.images)
        expect(url).toMatch(/^\/media\/products\/[a-z0-9-]+-\d-[0-9a-f]{8}\.webp$/);
    }
    expect(rows.some((r) => r.stock < r.stockThreshold)).toBe(true);
  });
});

describe('seedDemoData with images', () => {
  let client: PGlite;
  let db: Database;
  let mediaDir: string;
  beforeAll(async () => {
    ({ db, client } = await freshDatabase());
    mediaDir = await mkdtemp(join(tmpdir(), 'sheesham-seed-media-'));
  });
  afterAll(async () => {
    await client.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** Every rendition of a key exists and is a WebP of the width its name promises. */
  async function expectRenditions(key: string, aspect: number): Promise<void> {
    for (const { file, width } of renditionFiles(mediaDir, key)) {
      const meta = await sharp(file).metadata();
      expect(meta.format, file).toBe('webp');
      expect(meta.width, file).toBe(width);
      expect(meta.height, file).toBe(Math.round(width / aspect));
    }
  }

  it(
    'writes every product picture and page image at every width',
    async () => {
      const result = await seedDemoData(db, { media: new LocalMediaStore(mediaDir) });
      expect(result.skipped).toBe(false);
      const rows = await db.select({ images: schema.products.images }).from(schema.products);
      const urls = rows.flatMap((r) => r.images);
      expect(urls.length).toBeGreaterThan(rows.length);
      for (const url of urls) await expectRenditions(keyOf(url), 4 / 3);
      for (const image of ALL_SITE_IMAGES) {
        await expectRenditions(keyOf(image.url), image.width / image.height);
      }
      expect(IMAGE_WIDTHS.length).toBeGreaterThan(1);
      // npm test hands the pictures, checked above, to the e2e shop's first start.
      const handOver = process.env.TEST_DEMO_MEDIA_DIR;
      if (handOver) await cp(mediaDir, handOver, { recursive: true });
    },
    10 * 60_000,
  );

  it('restores missing page imagery even when the catalogue is already seeded', async () => {
    const hero = ALL_SITE_IMAGES[0];
    if (!hero) throw new Error('The site manifest is empty');
    const files = renditionFiles(mediaDir, keyOf(hero.url));
    await Promise.all(files.map((f) => rm(f.file)));
    const again = await seedDemoData(db, { media: new LocalMediaStore(mediaDir) });
    expect(again.skipped).toBe(true);
    for (const { file, width } of files) expect((await sharp(file).metadata()).width).toBe(width);
  }, 120_000);
});

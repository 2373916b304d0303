import { count } from 'drizzle-orm';
import type { MediaStore } from '../lib/media-store/media-store.ts';
import { writeAllSvgRenditions } from '../lib/svg-renditions.ts';
import { products } from './schema.ts';
import type { Database } from './types.ts';

export interface SeedOptions {
  /** Where `/media/*` is served from; images go to `products/` and `site/` in it. */
  media: MediaStore;
  /** False skips writing image files (fast tests); rows still carry the same URLs. */
  withImages?: boolean;
}

export interface SeedResult {
  /** Products inserted by this call (0 when skipped). */
  products: number;
  skipped: boolean;
}

interface SeedOutcome extends SeedResult {
  ms: number;
}

/**
 * Seeds the demo catalogue into an empty products table, with its pictures and the page imagery.
 * The demo package (its data and drawings) is loaded here, only when seeding is asked for, so a
 * start without SEED_DEMO never loads it. Images are written before the rows, so an interrupted
 * first start simply redoes the work (files that already exist are kept). With products already
 * present it inserts nothing but still makes sure the page imagery exists.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedResult> {
  const demo = await import('@sheesham/demo-catalogue');
  const withImages = options.withImages ?? true;
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) {
    if (withImages) await writeAllSvgRenditions(options.media, demo.planSiteImagery());
    return { products: 0, skipped: true };
  }
  const planned = demo.planDemoProducts();
  if (withImages) {
    const pictures = planned.flatMap((product) => product.images);
    await writeAllSvgRenditions(options.media, [...pictures, ...demo.planSiteImagery()]);
  }
  const rows = planned.map((product) => product.row);
  await db.transaction(async (tx) => {
    await tx.insert(products).values(rows);
  });
  return { products: rows.length, skipped: false };
}

/** Seeds the demo (see seedDemoData) and times it, for the start-up log. */
export async function seedDemo(db: Database, media: MediaStore): Promise<SeedOutcome> {
  const started = Date.now();
  const result = await seedDemoData(db, { media });
  return { ...result, ms: Date.now() - started };
}

export function describeSeed(outcome: SeedOutcome): string {
  return outcome.skipped
    ? 'Demo seed skipped: the catalogue already has products.'
    : `Demo catalogue seeded: ${outcome.products} products in ${outcome.ms} ms.`;
}

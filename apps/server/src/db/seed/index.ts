import { count } from 'drizzle-orm';
import { products } from '../schema.ts';
import type { Database } from '../types.ts';
import { CATALOGUE } from './catalogue/index.ts';
import { toProductRow } from './catalogue/to-product-row.ts';
import { planProductImages } from './product-images.ts';
import { writeAllRenditions } from './render/webp-renditions.ts';
import { planSiteImagery } from './site-imagery.ts';

export { generateProductImages, planProductImages } from './product-images.ts';
export { generateSiteImagery } from './site-imagery.ts';

export interface SeedOptions {
  /** Where `/media/*` is served from; images go to `products/` and `site/` under it. */
  mediaDir: string;
  /** False skips writing image files (fast tests); rows still carry the same URLs. */
  withImages?: boolean;
}

export interface SeedResult {
  /** Products inserted by this call (0 when skipped). */
  products: number;
  skipped: boolean;
}

/**
 * Seeds the demo catalogue into an empty products table, with its pictures and the page imagery.
 * Images are written before the rows, so an interrupted first start simply redoes the work (files
 * that already exist are kept). With products already present it inserts nothing but still makes
 * sure the page imagery exists.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedResult> {
  const withImages = options.withImages ?? true;
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) {
    if (withImages) await writeAllRenditions(options.mediaDir, planSiteImagery());
    return { products: 0, skipped: true };
  }
  const plans = CATALOGUE.map(planProductImages);
  if (withImages) {
    await writeAllRenditions(options.mediaDir, [...plans.flat(), ...planSiteImagery()]);
  }
  const rows = CATALOGUE.map((entry, i) =>
    toProductRow(
      entry,
      (plans[i] ?? []).map((p) => p.url),
      i,
    ),
  );
  await db.transaction(async (tx) => {
    await tx.insert(products).values(rows);
  });
  return { products: rows.length, skipped: false };
}

import { MEDIA_PREFIX } from '@sheesham/shared';
import type { CatalogueEntry } from './catalogue/types.ts';
import { PRODUCT_CANVAS, productSvg } from './product-art/product-scene.ts';
import { shotsFor } from './product-art/shots.ts';
import { contentHash, type VectorImage } from './vector-image.ts';

export interface PlannedProductImage extends VectorImage {
  /** `/media/products/<slug>-<n>-<hash>.webp`, what the product row stores. */
  url: string;
}

/**
 * The pictures of one product, drawn as SVG. Keys carry a hash of the drawing, so a changed
 * drawing gets a new URL and the server can cache every product image as immutable.
 */
export function planProductImages(entry: CatalogueEntry): PlannedProductImage[] {
  const [w, d, h] = entry.size;
  return shotsFor(entry).map((shot, i) => {
    const svg = productSvg(entry.art, { w, d, h }, shot);
    const key = `products/${entry.slug}-${i + 1}-${contentHash(svg)}`;
    return { key, svg, url: `${MEDIA_PREFIX}${key}.webp`, ...PRODUCT_CANVAS };
  });
}

// The demo shop: its catalogue and the drawings of its products and pages, as data and SVG.
// The server loads this package only when it seeds an empty catalogue; rasterising the SVGs and
// inserting the rows stay in the server (apps/server/src/db/seed-demo.ts).
import { CATALOGUE } from './catalogue/index.ts';
import { type DemoProductRow, toProductRow } from './catalogue/to-product-row.ts';
import { type PlannedProductImage, planProductImages } from './product-images.ts';

export { CATALOGUE } from './catalogue/index.ts';
export type { DemoProductRow } from './catalogue/to-product-row.ts';
export type { CatalogueEntry } from './catalogue/types.ts';
export { type PlannedProductImage, planProductImages } from './product-images.ts';
export { planSiteImagery } from './site-imagery.ts';
export type { VectorImage } from './vector-image.ts';

/** One demo product: its row (image URLs included) and the pictures those URLs stand for. */
export interface DemoProduct {
  row: DemoProductRow;
  images: PlannedProductImage[];
}

/** Every demo product in catalogue order, each with its pictures drawn as SVG. */
export function planDemoProducts(): DemoProduct[] {
  return CATALOGUE.map((entry, i) => {
    const images = planProductImages(entry);
    const urls = images.map((image) => image.url);
    return { row: toProductRow(entry, urls, i), images };
  });
}
export { heroClipCamera, heroClipFrames } from './site-art/hero-clip.ts';

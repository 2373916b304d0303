import { ALL_SITE_IMAGES, MEDIA_PREFIX } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, planDemoProducts, planSiteImagery } from './index.ts';

describe('the demo seed plan', () => {
  it('draws every product picture its row names, as SVG on the product canvas', () => {
    const products = planDemoProducts();
    expect(products).toHaveLength(CATALOGUE.length);
    for (const [i, { row, images }] of products.entries()) {
      expect(row.name).toBe(CATALOGUE[i]?.name);
      expect(row.images).toEqual(images.map((image) => image.url));
      expect(images).toHaveLength(CATALOGUE[i]?.pictures ?? 0);
      for (const image of images) {
        expect(image.url).toBe(`${MEDIA_PREFIX}${image.key}.webp`);
        expect(image.svg).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
        expect(image.width / image.height).toBeCloseTo(4 / 3, 5);
      }
    }
  });

  it('draws one picture for every page image of the shared manifest, at its own size', () => {
    const images = planSiteImagery();
    expect(images.map((image) => `${MEDIA_PREFIX}${image.key}.webp`)).toEqual(
      ALL_SITE_IMAGES.map((image) => image.url),
    );
    for (const [i, image] of images.entries()) {
      expect([image.width, image.height]).toEqual([
        ALL_SITE_IMAGES[i]?.width,
        ALL_SITE_IMAGES[i]?.height,
      ]);
      expect(image.svg.startsWith('<svg')).toBe(true);
    }
  });

  it('is deterministic: the same drawings and rows every time', () => {
    expect(planDemoProducts()).toEqual(planDemoProducts());
    expect(planSiteImagery()).toEqual(planSiteImagery());
  });
});

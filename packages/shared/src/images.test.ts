import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, imageVariantUrl } from './images.ts';

describe('media naming convention', () => {
  it('names each width variant beside the main image', () => {
    expect(imageVariantUrl('/media/products/bed-1-a.webp', 640)).toBe(
      '/media/products/bed-1-a-640.webp',
    );
  });

  it('builds a srcset with every width', () => {
    expect(imageSrcSet('/media/products/bed-1-a.webp')).toBe(
      IMAGE_WIDTHS.map((w) => `/media/products/bed-1-a-${w}.webp ${w}w`).join(', '),
    );
    expect(IMAGE_WIDTHS).toEqual([320, 640, 1024, 1600]);
  });

  it.each([
    '/favicon.svg',
    '/media/bed.png',
    'https://example.com/media/bed.webp',
    '/media/../secret.webp',
  ])('gives no srcset for %s, outside the convention', (url) => {
    expect(imageSrcSet(url)).toBeUndefined();
    expect(imageVariantUrl(url, 320)).toBe(url);
  });
});

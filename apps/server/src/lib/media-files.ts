import { join } from 'node:path';
import { IMAGE_WIDTHS } from '@sheesham/shared/images';

/** The main rendition's width: `<key>.webp` holds the largest width (or the source's, if smaller). */
export const LARGEST_IMAGE_WIDTH = Math.max(...IMAGE_WIDTHS);

/**
 * Every media name the convention (packages/shared/src/images.ts) expects for a key: `<key>.webp`
 * (the largest width) first, then `<key>-<W>.webp` for each W, with the width each one stands for.
 */
export function renditionNames(key: string): { width: number; name: string }[] {
  return [
    { width: LARGEST_IMAGE_WIDTH, name: `${key}.webp` },
    ...IMAGE_WIDTHS.map((width) => ({ width, name: `${key}-${width}.webp` })),
  ];
}

/** renditionNames as files under a local media folder. */
export function renditionFiles(mediaDir: string, key: string): { width: number; file: string }[] {
  return renditionNames(key).map(({ width, name }) => ({ width, file: join(mediaDir, name) }));
}

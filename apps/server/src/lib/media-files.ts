import { join } from 'node:path';
import { IMAGE_WIDTHS } from '@sheesham/shared/images';

/** The main rendition's width: `<key>.webp` holds the largest width (or the source's, if smaller). */
export const LARGEST_IMAGE_WIDTH = Math.max(...IMAGE_WIDTHS);

/**
 * Every file the media convention (packages/shared/src/images.ts) expects for a key: `<key>.webp`
 * (the largest width) and `<key>-<W>.webp` for each W, with the width each one stands for.
 */
export function renditionFiles(mediaDir: string, key: string): { width: number; file: string }[] {
  return [
    { width: LARGEST_IMAGE_WIDTH, file: join(mediaDir, `${key}.webp`) },
    ...IMAGE_WIDTHS.map((width) => ({ width, file: join(mediaDir, `${key}-${width}.webp`) })),
  ];
}

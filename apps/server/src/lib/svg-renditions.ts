import { availableParallelism } from 'node:os';
import { IMAGE_WIDTHS } from '@sheesham/shared';
import { mapWithLimit } from './map-with-limit.ts';
import { LARGEST_IMAGE_WIDTH as LARGEST, renditionNames } from './media-files.ts';
import type { MediaStore } from './media-store/media-store.ts';
import { loadSharp } from './sharp-on-first-use.ts';

/*
 * The demo catalogue's vector art as WebP files at every width of the media convention (the seed
 * writes them). Uploaded photos take another road: modules/uploads/upload-renditions.ts.
 */

/**
 * One picture to produce: its media key (no extension), the SVG and the SVG's pixel size. The
 * demo package's plans have this shape; production code may not import that package (lint).
 */
export interface VectorImage {
  key: string;
  svg: string;
  width: number;
  height: number;
}

// Effort 2 encodes about three times faster than the default (4); files grow ~10% (26 KB at 1600 px).
const WEBP = { quality: 80, effort: 2 } as const;

/**
 * Rasterises the SVG once, at the largest width, and encodes every width from those pixels
 * (a Lanczos downscale of the vector render is as crisp as re-rendering, at a fraction of the
 * cost). `<key>.webp` is a copy of the largest width. Returns false when every file was there.
 */
export async function writeSvgRenditions(media: MediaStore, image: VectorImage): Promise<boolean> {
  const names = renditionNames(image.key);
  const missing = await Promise.all(names.map(async ({ name }) => !(await media.head(name))));
  if (!missing.some(Boolean)) return false;
  const height = Math.round((LARGEST * image.height) / image.width);
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(image.svg), {
    density: (72 * LARGEST) / image.width,
  })
    .resize(LARGEST, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  let largest: Buffer | undefined;
  for (const width of IMAGE_WIDTHS) {
    const encoded = await sharp(data, raw)
      .resize(width, Math.round((width * image.height) / image.width), { fit: 'fill' })
      .webp(WEBP)
      .toBuffer();
    await media.put(`${image.key}-${width}.webp`, encoded);
    if (width === LARGEST) largest = encoded;
  }
  if (!largest) throw new Error('the media convention has no largest width');
  await media.put(`${image.key}.webp`, largest);
  return true;
}

/**
 * Renders many images, one per core at a time: libvips already uses a thread per image, and
 * two images at once keep both cores of a small machine busy without thrashing.
 */
export async function writeAllSvgRenditions(
  media: MediaStore,
  images: readonly VectorImage[],
): Promise<{ written: number; skipped: number }> {
  const results = await mapWithLimit(images, availableParallelism(), (image) =>
    writeSvgRenditions(media, image),
  );
  const written = results.filter(Boolean).length;
  return { written, skipped: results.length - written };
}

import { access, mkdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { IMAGE_WIDTHS } from '@sheesham/shared';
import sharp from 'sharp';
import { writeFileAtomically } from './atomic-write.ts';
import { mapWithLimit } from './map-with-limit.ts';
import { LARGEST_IMAGE_WIDTH as LARGEST, renditionFiles } from './media-files.ts';

/**
 * One picture to produce: its media key (no extension), the SVG and the SVG's pixel size (what
 * the demo package's plans hold; the seed writes them with writeAllRenditions).
 */
export interface VectorImage {
  key: string;
  svg: string;
  width: number;
  height: number;
}

// Effort 2 encodes about three times faster than the default (4); files grow ~10% (26 KB at 1600 px).
const WEBP = { quality: 80, effort: 2 } as const;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Rasterises the SVG once, at the largest width, and encodes every width from those pixels
 * (a Lanczos downscale of the vector render is as crisp as re-rendering, at a fraction of the
 * cost). `<key>.webp` is a copy of the largest width. Returns false when every file was there.
 */
export async function writeRenditions(mediaDir: string, image: VectorImage): Promise<boolean> {
  const files = renditionFiles(mediaDir, image.key);
  const missing = await Promise.all(files.map((f) => exists(f.file).then((ok) => !ok)));
  if (!missing.some(Boolean)) return false;
  await mkdir(dirname(join(mediaDir, image.key)), { recursive: true });
  const height = Math.round((LARGEST * image.height) / image.width);
  const { data, info } = await sharp(Buffer.from(image.svg), {
    density: (72 * LARGEST) / image.width,
  })
    .resize(LARGEST, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  for (const width of IMAGE_WIDTHS) {
    const encoded = await sharp(data, raw)
      .resize(width, Math.round((width * image.height) / image.width), { fit: 'fill' })
      .webp(WEBP)
      .toBuffer();
    await writeFileAtomically(join(mediaDir, `${image.key}-${width}.webp`), encoded);
  }
  const main = join(mediaDir, `${image.key}.webp`);
  await writeFileAtomically(main, await readFile(join(mediaDir, `${image.key}-${LARGEST}.webp`)));
  return true;
}

/**
 * Renders many images, one per core at a time: libvips already uses a thread per image, and
 * two images at once keep both cores of a small machine busy without thrashing.
 */
export async function writeAllRenditions(
  mediaDir: string,
  images: readonly VectorImage[],
): Promise<{ written: number; skipped: number }> {
  const results = await mapWithLimit(images, availableParallelism(), (image) =>
    writeRenditions(mediaDir, image),
  );
  const written = results.filter(Boolean).length;
  return { written, skipped: results.length - written };
}

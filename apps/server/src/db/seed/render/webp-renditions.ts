import { createHash } from 'node:crypto';
import { access, copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { IMAGE_WIDTHS } from '@sheesham/shared';
import sharp from 'sharp';
import { mapWithLimit } from './task-pool.ts';

/** One picture to produce: its media key (no extension), the SVG and the SVG's pixel size. */
export interface VectorImage {
  key: string;
  svg: string;
  width: number;
  height: number;
}

const LARGEST = Math.max(...IMAGE_WIDTHS);
// Effort 3 encodes about twice as fast as the default with files only a few percent larger.
const WEBP = { quality: 80, effort: 3 } as const;

/** A short content hash for immutable product image keys. */
export const contentHash = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 8);

/** Every file the media convention (packages/shared/src/images.ts) expects for a key. */
export function renditionFiles(mediaDir: string, key: string): { width: number; file: string }[] {
  return [
    { width: LARGEST, file: join(mediaDir, `${key}.webp`) },
    ...IMAGE_WIDTHS.map((width) => ({ width, file: join(mediaDir, `${key}-${width}.webp`) })),
  ];
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Writes through a temporary name, so an interrupted run never leaves a half-written image. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/**
 * Rasterises the SVG once per width (librsvg draws the vector at that size, so small renditions
 * stay crisp) and encodes WebP. `<key>.webp` is a copy of the largest width. Returns false when
 * every file was already there.
 */
export async function writeRenditions(mediaDir: string, image: VectorImage): Promise<boolean> {
  const files = renditionFiles(mediaDir, image.key);
  const missing = await Promise.all(files.map((f) => exists(f.file).then((ok) => !ok)));
  if (!missing.some(Boolean)) return false;
  await mkdir(dirname(join(mediaDir, image.key)), { recursive: true });
  const source = Buffer.from(image.svg);
  for (const width of IMAGE_WIDTHS) {
    const file = join(mediaDir, `${image.key}-${width}.webp`);
    if (width !== LARGEST && (await exists(file))) continue;
    const height = Math.round((width * image.height) / image.width);
    const data = await sharp(source, { density: (72 * width) / image.width })
      .resize(width, height, { fit: 'fill' })
      .webp(WEBP)
      .toBuffer();
    await writeAtomically(file, data);
  }
  const largest = join(mediaDir, `${image.key}-${LARGEST}.webp`);
  const main = join(mediaDir, `${image.key}.webp`);
  await copyFile(largest, `${main}.tmp`);
  await rename(`${main}.tmp`, main);
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

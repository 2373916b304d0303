import { IMAGE_WIDTHS } from '@sheesham/shared/images';
import type { SharpOptions } from 'sharp';
import { LARGEST_IMAGE_WIDTH } from '../../lib/media-files.ts';
import { loadSharp } from '../../lib/sharp-on-first-use.ts';
import { type RasterType, sniffImageType } from './sniff-image-type.ts';
import { tooManyPixels, unsupportedImage } from './upload-errors.ts';

/**
 * Decompression-bomb guard: a 10 MB file can declare billions of pixels. 40 MP is more than a
 * phone or a common camera takes (a 7,700 × 5,200 photo); sharp refuses larger inputs before
 * decoding them.
 */
const MAX_INPUT_MEGAPIXELS = 40;

/** WebP cannot be taller (or wider) than this. */
const WEBP_MAX_SIDE = 16_383;
const WEBP = { quality: 80 } as const;

/** What sharp's metadata calls each sniffed type (AVIF is a HEIF container with AV1 inside). */
const SHARP_FORMAT: Record<RasterType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

const DECODE: SharpOptions = {
  limitInputPixels: MAX_INPUT_MEGAPIXELS * 1_000_000,
  // A truncated or damaged file is refused rather than published with a grey band.
  failOn: 'warning',
  // Animated GIF/WebP: the first frame only.
  pages: 1,
};

const isPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

/** Sharp's errors while reading a client's file become the client's error (413 or 415). */
function decodeFailure(error: unknown): Error {
  return isPixelLimit(error) ? tooManyPixels(MAX_INPUT_MEGAPIXELS) : unsupportedImage();
}

/**
 * Decodes the file once: checks that sharp reads it as the type its bytes claim, turns it upright
 * from its EXIF orientation and scales it to the largest width (never up). The raw pixels carry
 * no metadata, so EXIF (GPS included), XMP and ICC never reach the published files.
 */
async function decodeUpright(input: Buffer, type: RasterType) {
  // Outside the try: a sharp that fails to load is the server's error, not the client's file.
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(input, DECODE).metadata();
    if (metadata.format !== SHARP_FORMAT[type]) return null;
    if (type === 'avif' && metadata.compression !== 'av1') return null;
    return await sharp(input, DECODE)
      .autoOrient()
      .resize({
        width: LARGEST_IMAGE_WIDTH,
        height: WEBP_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeFailure(error);
  }
}

/**
 * Re-encodes an uploaded file to WebP at every width of the media convention
 * (packages/shared/src/images.ts). A width above the source's gets the source's size, and each
 * distinct size is encoded once. Throws the client's 413/415 for anything but a decodable raster
 * image of an accepted type. sharp runs on the libvips thread pool, off the event loop.
 */
export async function encodeUploadRenditions(input: Buffer): Promise<Map<number, Buffer>> {
  const type = sniffImageType(input);
  if (!type) throw unsupportedImage();
  const pixels = await decodeUpright(input, type);
  if (!pixels) throw unsupportedImage();
  const { data, info } = pixels;
  const sharp = await loadSharp();
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const bySize = new Map<number, Buffer>();
  const byWidth = new Map<number, Buffer>();
  for (const target of IMAGE_WIDTHS) {
    const width = Math.min(target, info.width);
    let encoded = bySize.get(width);
    if (!encoded) {
      encoded = await sharp(data, raw).resize({ width }).webp(WEBP).toBuffer();
      bySize.set(width, encoded);
    }
    byWidth.set(target, encoded);
  }
  return byWidth;
}

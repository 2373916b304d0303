/**
 * Media naming convention shared by the seed, the upload pipeline and the web's srcset:
 * an image URL is `/media/<key>.webp` (the largest rendition) and every width W in IMAGE_WIDTHS
 * also exists as `/media/<key>-<W>.webp` (never upscaled past the source, so a small upload's
 * wider variants are simply the source size).
 */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
export const MEDIA_PREFIX = '/media/';

const MEDIA_URL = /^\/media\/([\w/-]+)\.webp$/;

export function imageVariantUrl(url: string, width: number): string {
  const match = MEDIA_URL.exec(url);
  return match ? `${MEDIA_PREFIX}${match[1]}-${width}.webp` : url;
}

/** srcset for a media URL, or undefined for any URL outside the convention. */
export function imageSrcSet(url: string): string | undefined {
  if (!MEDIA_URL.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`).join(', ');
}

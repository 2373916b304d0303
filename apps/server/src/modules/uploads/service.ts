import { MEDIA_PREFIX } from '@sheesham/shared/images';
import { renditionNames } from '../../lib/media-files.ts';
import { type MediaStore, MediaStoreUnavailable } from '../../lib/media-store/media-store.ts';
import { createSerialQueue } from '../../lib/serial-queue.ts';
import { newUploadKey } from './upload-key.ts';
import { encodeUploadRenditions } from './upload-renditions.ts';

/**
 * Writes every rendition of a key, the main file last, so its URL only works once all widths
 * do. A failure removes whatever was written, leaving no orphans; but a store that stopped
 * answering is not asked again (that would only double the wait): the unused-upload sweeper
 * removes those widths later.
 */
async function writeRenditions(
  media: MediaStore,
  key: string,
  renditions: Map<number, Buffer>,
): Promise<void> {
  const [main, ...widths] = renditionNames(key);
  if (!main) throw new Error('the media convention names no main file');
  const files = [...widths, main];
  try {
    for (const { width, name } of files) {
      const data = renditions.get(width);
      if (!data) throw new Error(`no ${width} px rendition for ${key}`);
      await media.put(name, data);
    }
  } catch (error) {
    if (!(error instanceof MediaStoreUnavailable)) {
      await Promise.all(files.map(({ name }) => media.delete(name).catch(() => false)));
    }
    throw error;
  }
}

/** Stores uploaded images as WebP renditions under `uploads/` in the media store. */
export class UploadService {
  /** One image decodes at a time: its pixels (up to 40 MP) are the big memory cost. */
  private readonly oneAtATime = createSerialQueue();

  constructor(private readonly media: MediaStore) {}

  /** Re-encodes the file (or throws the client's 413/415) and returns its main image URL. */
  async storeImage(file: Buffer): Promise<string> {
    const renditions = await this.oneAtATime(() => encodeUploadRenditions(file));
    const key = newUploadKey();
    await writeRenditions(this.media, key, renditions);
    return `${MEDIA_PREFIX}${key}.webp`;
  }
}

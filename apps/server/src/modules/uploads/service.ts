import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { MEDIA_PREFIX } from '@sheesham/shared/images';
import { writeFileAtomically } from '../../lib/atomic-write.ts';
import { renditionFiles } from '../../lib/media-files.ts';
import { createSerialQueue } from '../../lib/serial-queue.ts';
import { newUploadKey } from './upload-key.ts';
import { encodeWebpRenditions } from './webp-renditions.ts';

/**
 * Writes every rendition of a key, the main file last, so its URL only works once all widths
 * do. A failure removes whatever was written, leaving no orphan files.
 */
async function writeRenditions(
  mediaDir: string,
  key: string,
  renditions: Map<number, Buffer>,
): Promise<void> {
  const [main, ...widths] = renditionFiles(mediaDir, key);
  if (!main) throw new Error('the media convention names no main file');
  const files = [...widths, main];
  await mkdir(dirname(main.file), { recursive: true });
  try {
    for (const { width, file } of files) {
      const data = renditions.get(width);
      if (!data) throw new Error(`no ${width} px rendition for ${key}`);
      await writeFileAtomically(file, data);
    }
  } catch (error) {
    await Promise.all(files.map(({ file }) => rm(file, { force: true })));
    throw error;
  }
}

/** Stores uploaded images as WebP renditions under `<mediaDir>/uploads/`. */
export class UploadService {
  /** One image decodes at a time: its pixels (up to 40 MP) are the big memory cost. */
  private readonly oneAtATime = createSerialQueue();

  constructor(private readonly mediaDir: string) {}

  /** Re-encodes the file (or throws the client's 413/415) and returns its main image URL. */
  async storeImage(file: Buffer): Promise<string> {
    const renditions = await this.oneAtATime(() => encodeWebpRenditions(file));
    const key = newUploadKey();
    await writeRenditions(this.mediaDir, key, renditions);
    return `${MEDIA_PREFIX}${key}.webp`;
  }
}

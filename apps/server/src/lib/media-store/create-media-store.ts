import { LocalMediaStore } from './local-media-store.ts';
import type { MediaStore } from './media-store.ts';
import { S3MediaStore, type S3Settings } from './s3-media-store.ts';

/** The S3 bucket when S3_BUCKET is set, otherwise DATA_DIR/media. */
export function createMediaStore(config: {
  mediaDir: string;
  s3: S3Settings | undefined;
}): MediaStore {
  return config.s3 ? new S3MediaStore(config.s3) : new LocalMediaStore(config.mediaDir);
}

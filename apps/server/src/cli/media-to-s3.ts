// `npm run media:to-s3`: copies DATA_DIR/media (seeded and uploaded images) into the bucket that
// the S3_* variables name, skipping objects already there, so it can be run again at any time.
import { loadConfig } from '../config.ts';
import { copyMedia } from '../lib/media-store/copy-media.ts';
import { LocalMediaStore } from '../lib/media-store/local-media-store.ts';
import { MediaStoreUnavailable } from '../lib/media-store/media-store.ts';
import { S3MediaStore } from '../lib/media-store/s3-media-store.ts';
import { exitWithStartupError } from '../start-up.ts';

try {
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as your store needs) to the bucket to copy the media to.',
    );
    process.exit(1);
  }
  const from = new LocalMediaStore(config.mediaDir);
  const to = new S3MediaStore(config.s3);
  try {
    const { copied, skipped } = await copyMedia(from, to);
    console.log(
      `Copied ${copied} media files from ${from.description} to ${to.description}; ${skipped} were already there.`,
    );
  } catch (error) {
    if (!(error instanceof MediaStoreUnavailable)) throw error;
    console.error(`Cannot reach ${to.description}:`, error.cause);
    process.exit(1);
  } finally {
    to.close();
  }
} catch (error) {
  exitWithStartupError(error);
}

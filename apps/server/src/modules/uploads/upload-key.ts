import { randomBytes } from 'node:crypto';

/**
 * The names uploads are stored under in the media store: `uploads/<key>.webp` plus
 * `uploads/<key>-<W>.webp` for each width, where the key is 128 random bits in hex. The sweeper
 * recognises nothing else.
 */
export const UPLOADS_FOLDER = 'uploads';

const KEY = '[0-9a-f]{32}';

/**
 * A new upload's media key, `uploads/<key>`: 128 random bits (the 32 hex digits of KEY), so a
 * name is neither guessable nor a client's choice.
 */
export const newUploadKey = () => `${UPLOADS_FOLDER}/${randomBytes(16).toString('hex')}`;

/** A file of an upload, its main file or one width; group 1 is the key. */
export const UPLOAD_FILE_NAME = new RegExp(`^(${KEY})(?:-[0-9]+)?\\.webp$`);

/**
 * A media URL naming an upload (its main file, or a width, which a product could also store);
 * group 1 is the key. Written for PostgreSQL's regexp_match as much as for JavaScript.
 */
export const UPLOAD_URL_SOURCE = `^/media/${UPLOADS_FOLDER}/(${KEY})(-[0-9]+)?\\.webp$`;

import { z } from 'zod';

/** POST /upload: the largest file accepted (10 MB); the server answers 413 beyond it. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The multipart form field that carries the image. */
export const UPLOAD_FIELD = 'file';

/** POST /upload answers 201 with the main image URL (`/media/uploads/<key>.webp`). */
export const uploadResponseSchema = z.object({ url: z.string() });

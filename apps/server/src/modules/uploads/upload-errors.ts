import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '@sheesham/shared/uploads';
import { HttpError } from '../../lib/http-error.ts';

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The client-facing errors of POST /upload, each with a message that says what to do. */
export const fileTooLarge = () =>
  new HttpError(
    413,
    'file_too_large',
    `The file is larger than ${MAX_MB} MB. Upload an image of at most ${MAX_MB} MB.`,
  );

export const tooManyPixels = (megapixels: number) =>
  new HttpError(
    413,
    'image_too_large',
    `The image has more than ${megapixels} megapixels. Upload a smaller image.`,
  );

export const unsupportedImage = () =>
  new HttpError(
    415,
    'unsupported_image_type',
    'Unsupported image type. Upload a JPEG, PNG, WebP, AVIF or GIF image.',
  );

export const notMultipart = () =>
  new HttpError(
    415,
    'unsupported_media_type',
    `Send the image as multipart/form-data in a field named "${UPLOAD_FIELD}".`,
  );

export const malformedForm = () =>
  new HttpError(400, 'bad_request', 'The upload is not a valid multipart form.');

export const missingFile = () =>
  new HttpError(400, 'validation_error', 'Choose an image to upload.', {
    [UPLOAD_FIELD]: 'Choose an image to upload.',
  });

export const oneFileAtATime = () => new HttpError(400, 'bad_request', 'Upload one file at a time.');

export const tooManyFields = () =>
  new HttpError(
    400,
    'bad_request',
    `The upload form has too many fields. Send the image alone in a field named "${UPLOAD_FIELD}".`,
  );

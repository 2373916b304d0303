import multipart from '@fastify/multipart';
import { uploadResponseSchema } from '@sheesham/shared/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaStore } from '../../lib/media-store/media-store.ts';
import { createdOrError } from '../../lib/ok-or-error.ts';
import { readUploadedFile } from './read-upload.ts';
import { UploadService } from './service.ts';

export interface UploadRoutesOptions {
  /** What /media/ serves (DATA_DIR/media or the S3 bucket); uploads go to its uploads/. */
  media: MediaStore;
}

/**
 * POST /upload: an admin's product image, re-encoded to WebP renditions under a server-chosen
 * name; answers 201 {url}. Registered inside the admin scope, whose onRequest check runs before
 * any of the body is read.
 */
export const uploadAdminRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (
  app,
  options,
) => {
  // Registered inside this plugin, so only this route accepts multipart bodies.
  await app.register(multipart);
  // Any other body type reaches the handler unread, which refuses it with a clear 415.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const uploads = new UploadService(options.media);

  app.post(
    '/upload',
    { schema: { response: createdOrError(uploadResponseSchema) } },
    async (request, reply) => {
      const file = await readUploadedFile(request);
      const url = await uploads.storeImage(file);
      return reply.code(201).send({ url });
    },
  );
};

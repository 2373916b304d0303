import {
  vocabularyEntryInputSchema,
  vocabularyEntrySchema,
  vocabularyListSchema,
} from '@sheesham/shared/search-vocabulary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { idParams } from '../../lib/id-params.ts';
import { noBody } from '../../lib/no-body.ts';
import { createdOrError, okOrError } from '../../lib/ok-or-error.ts';
import type { VocabularyService } from './service.ts';

const ENTRY_NOT_FOUND = 'Vocabulary entry not found';
/** An entry is a phrase and up to eight short meanings: a few hundred bytes. */
const ENTRY_BODY_LIMIT = 8 * 1024;

/**
 * /admin/vocabulary: the search vocabulary staff edit (docs/decisions/052-search-vocabulary.md),
 * inside the admin scope (401 without a session, 403 for a customer, before any body is read).
 * Bodies are vocabularyEntryInputSchema (strict: an unknown field is a 400 naming it); every change
 * reaches the storefront's search at once (the catalogue's cached answers are dropped).
 */
export const vocabularyAdminRoutes: FastifyPluginAsyncZod<{
  vocabulary: VocabularyService;
}> = async (app, { vocabulary }) => {
  app.get('/admin/vocabulary', { schema: { response: okOrError(vocabularyListSchema) } }, () =>
    vocabulary.list(),
  );

  app.post(
    '/admin/vocabulary',
    {
      bodyLimit: ENTRY_BODY_LIMIT,
      schema: {
        body: vocabularyEntryInputSchema,
        response: createdOrError(vocabularyEntrySchema),
      },
    },
    async (request, reply) => reply.code(201).send(await vocabulary.create(request.body)),
  );

  app.put(
    '/admin/vocabulary/:id',
    {
      bodyLimit: ENTRY_BODY_LIMIT,
      schema: {
        params: idParams,
        body: vocabularyEntryInputSchema,
        response: okOrError(vocabularyEntrySchema),
      },
    },
    async (request) => {
      const entry = await vocabulary.update(request.params.id, request.body);
      if (!entry) throw notFound(ENTRY_NOT_FOUND);
      return entry;
    },
  );

  app.delete(
    '/admin/vocabulary/:id',
    {
      schema: {
        params: idParams,
        body: noBody,
        response: okOrError(z.object({ id: z.string() })),
      },
    },
    async (request) => {
      if (!(await vocabulary.remove(request.params.id))) throw notFound(ENTRY_NOT_FOUND);
      return { id: request.params.id.toLowerCase() };
    },
  );
};

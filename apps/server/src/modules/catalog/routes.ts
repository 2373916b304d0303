import {
  NEXT_CURSOR_HEADER,
  PRODUCT_PAGE_SIZE,
  productListSchema,
  productQuerySchema,
  productSchema,
  productSearchQuerySchema,
  RELATED_PRODUCT_COUNT,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_RELATION_HEADER,
} from '@sheesham/shared';
import { searchSuggestionsSchema, suggestQuerySchema } from '@sheesham/shared/search-suggestions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { idParams } from '../../lib/id-params.ts';
import { okOrError } from '../../lib/ok-or-error.ts';
import type { ListTotal } from '../../lib/response-cache.ts';
import { sendCached } from '../../lib/send-cached.ts';
import type { CatalogService } from './service.ts';

const JSON_REVALIDATE = {
  contentType: 'application/json; charset=utf-8',
  // Browsers keep the body but ask each time; an unchanged catalogue costs a 304.
  cacheControl: 'no-cache',
};

export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * Catalogue reads under /api. Every route declares its response schema (the contract, and the
 * serializer for anything not pre-serialized); the bodies themselves come pre-serialized from the
 * catalogue cache (docs/decisions/004-catalogue-response-speed.md).
 */
/** X-Total-Count and whether it is exact or a lower bound (TOTAL_COUNT_RELATION_HEADER). */
const totalHeaders = (total: ListTotal = { count: 0, atLeast: false }) => ({
  [TOTAL_COUNT_HEADER]: total.count,
  [TOTAL_COUNT_RELATION_HEADER]: total.atLeast ? 'gte' : 'eq',
});

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/products',
    { schema: { querystring: productQuerySchema, response: okOrError(productListSchema) } },
    async (request, reply) => {
      const cached = await catalog.listProducts(request.query);
      const { nextCursor } = cached.value;
      return sendCached(request, reply, cached, {
        ...JSON_REVALIDATE,
        headers: {
          ...totalHeaders(cached.total),
          ...(nextCursor ? { [NEXT_CURSOR_HEADER]: nextCursor } : {}),
        },
      });
    },
  );

  app.get(
    '/products/search',
    { schema: { querystring: productSearchQuerySchema, response: okOrError(productListSchema) } },
    async (request, reply) => {
      const { q, limit = PRODUCT_PAGE_SIZE, offset = 0 } = request.query;
      const cached = await catalog.searchProducts(q, { limit, offset });
      return sendCached(request, reply, cached, {
        ...JSON_REVALIDATE,
        headers: totalHeaders(cached.total),
      });
    },
  );

  // Before /products/:id in intent; Fastify prefers the static segment whatever the order.
  app.get(
    '/products/suggest',
    { schema: { querystring: suggestQuerySchema, response: okOrError(searchSuggestionsSchema) } },
    async (request, reply) => {
      const cached = await catalog.suggest(request.query.q, request.query.limit);
      return sendCached(request, reply, cached, JSON_REVALIDATE);
    },
  );

  app.get(
    '/products/:id',
    { schema: { params: idParams, response: okOrError(productSchema) } },
    async (request, reply) => {
      const cached = await catalog.getProduct(request.params.id);
      if (!cached) throw notFound(PRODUCT_NOT_FOUND);
      return sendCached(request, reply, cached, JSON_REVALIDATE);
    },
  );

  app.get(
    '/products/:id/related',
    {
      schema: {
        params: idParams,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(24).default(RELATED_PRODUCT_COUNT),
        }),
        response: okOrError(productListSchema),
      },
    },
    async (request, reply) => {
      const cached = await catalog.relatedProducts(request.params.id, request.query.limit);
      if (!cached) throw notFound(PRODUCT_NOT_FOUND);
      return sendCached(request, reply, cached, JSON_REVALIDATE);
    },
  );
};

import { productSchema } from '@sheesham/shared';
import {
  adminProductPageSchema,
  adminProductQuerySchema,
  productDeletedSchema,
} from '@sheesham/shared/admin-products';
import { productInputSchema } from '@sheesham/shared/product-input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/types.ts';
import { notFound } from '../../lib/http-error.ts';
import { idParams } from '../../lib/id-params.ts';
import { noBody } from '../../lib/no-body.ts';
import { createdOrError, okOrError } from '../../lib/ok-or-error.ts';
import { ProductAdminService } from './admin-service.ts';
import { PRODUCT_NOT_FOUND } from './routes.ts';
import type { CatalogService } from './service.ts';

export interface ProductAdminRoutesOptions {
  db: Database;
  catalog: CatalogService;
}

/** A product with a 5,000-character description and five image paths fits in a few KB. */
const PRODUCT_BODY_LIMIT = 64 * 1024;

/**
 * POST/PUT/DELETE /products and GET /admin/products (issue #4), inside the admin scope: the
 * session is checked onRequest, before the body is parsed, so other callers get 401/403 and never
 * a validation message. Bodies are productInputSchema (strict: an unknown field is a 400 naming
 * it). PUT is a full replace, as the admin form sends every field: an omitted optional field takes
 * the schema's default (threshold 10, no images, no set option). Stock has no default on either
 * (400 "Stock is required"): a POST without it would list the product as out of stock, and a PUT
 * without it would zero the stock in hand. A PUT with `expected_stock` answers
 * 409 `stock_changed` (and writes nothing) when the stock moved since the editor loaded it.
 */
export const productAdminRoutes: FastifyPluginAsyncZod<ProductAdminRoutesOptions> = async (
  app,
  { db, catalog },
) => {
  const admin = new ProductAdminService(db, catalog);

  app.post(
    '/products',
    {
      bodyLimit: PRODUCT_BODY_LIMIT,
      schema: {
        body: productInputSchema,
        response: createdOrError(productSchema),
      },
    },
    async (request, reply) => reply.code(201).send(await admin.create(request.body)),
  );

  app.put(
    '/products/:id',
    {
      bodyLimit: PRODUCT_BODY_LIMIT,
      schema: { params: idParams, body: productInputSchema, response: okOrError(productSchema) },
    },
    async (request) => {
      const product = await admin.replace(request.params.id, request.body);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },
  );

  app.delete(
    '/products/:id',
    { schema: { params: idParams, body: noBody, response: okOrError(productDeletedSchema) } },
    async (request) => {
      const deleted = await admin.remove(request.params.id);
      if (!deleted) throw notFound(PRODUCT_NOT_FOUND);
      return deleted;
    },
  );

  app.get(
    '/admin/products',
    {
      schema: { querystring: adminProductQuerySchema, response: okOrError(adminProductPageSchema) },
    },
    (request) => admin.list(request.query),
  );
};

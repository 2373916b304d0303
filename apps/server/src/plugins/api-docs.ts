import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the API reference is served: the UI here, the document at ./json (and ./yaml). */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas by the type provider's
 * transform, and Swagger UI to read it. The UI's files are served from the package (no CDN), so
 * the site's CSP ('self' scripts and styles) holds for it unchanged; its online validator badge is
 * off, as it would call another host. Registered before the routes: @fastify/swagger collects them
 * as they are added (docs/decisions/027-backup-api-docs-deploy.md).
 */
export async function registerApiDocs(
  app: FastifyInstance,
  info: { title: string; siteUrl: string },
) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${info.title} API`,
        version: '1',
        description:
          'The shop’s HTTP API. Signed-in calls send `Authorization: Bearer <session token>` (the token is the `set-auth-token` header of a sign-in). Amounts are rupees; errors are `{ "error": { "code", "message" } }`.',
      },
      servers: [{ url: info.siteUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    // Only /api is the API: the storefront's pages, sitemaps and media stay out of the reference.
    transform: (input) =>
      input.url.startsWith('/api/')
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { validatorUrl: null, deepLinking: true },
    // The app's own security headers apply; swagger-ui's static CSP would loosen them (https: styles).
    staticCSP: false,
  });
}

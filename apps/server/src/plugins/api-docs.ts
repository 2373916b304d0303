import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { onFirstUse } from '../lib/on-first-use.ts';
import { sendNotFound } from './errors.ts';

/** Where the API reference is served: the UI here, the document at ./json (and ./yaml). */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas by the type provider's
 * transform, and Swagger UI to read it (loaded on first use, below). Registered before the
 * routes: @fastify/swagger collects them as they are added
 * (docs/decisions/027-backup-api-docs-deploy.md).
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
  serveSwaggerUiOnFirstUse(app);
}

/** Swagger UI (@fastify/swagger-ui, @fastify/static, its files): loaded by the first docs request. */
const loadSwaggerUi = onFirstUse(async () => (await import('@fastify/swagger-ui')).default);

/** Headers of the docs app's answer that belong to that hop, not to the answer passed on. */
const HOP_HEADERS = new Set([
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Fastify takes no routes once the app is ready, so the docs' two routes are declared at start
 * and hand each request to a small Fastify app of their own that the first request builds:
 * Swagger UI over this app's finished document (@fastify/swagger's static mode). A shop whose
 * API reference nobody opens never loads it (docs/decisions/047). The UI's files are served from
 * the package (no CDN), so the site's CSP ('self' scripts and styles) holds for it unchanged;
 * its online validator badge is off, as it would call another host.
 */
function serveSwaggerUiOnFirstUse(app: FastifyInstance) {
  let built: FastifyInstance | undefined;
  const docsApp = onFirstUse(async () => {
    const docs = Fastify({ logger: false });
    // The document is OpenAPI 3.1, which static mode's typing (2.0 and 3.0) does not name.
    const document = app.swagger() as never;
    await docs.register(swagger, { mode: 'static', specification: { document } });
    await docs.register(await loadSwaggerUi(), {
      routePrefix: API_DOCS_PREFIX,
      uiConfig: { validatorUrl: null, deepLinking: true },
      // The app's own security headers apply; swagger-ui's static CSP would loosen them (https: styles).
      staticCSP: false,
    });
    await docs.ready();
    built = docs;
    return docs;
  });
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await docsApp()).inject({
      method: 'GET',
      url: request.url,
      headers: { 'if-none-match': request.headers['if-none-match'] ?? '' },
    });
    // A docs path that is not one: the shop's own JSON 404, like every other unknown path.
    if (answer.statusCode === 404) return sendNotFound(request, reply);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  for (const url of [API_DOCS_PREFIX, `${API_DOCS_PREFIX}/*`]) {
    app.get(url, { schema: { hide: true } }, handler);
  }
  app.addHook('onClose', async () => built?.close());
}

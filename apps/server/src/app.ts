import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/types.ts';
import type { ResponseCacheOptions } from './lib/response-cache.ts';
import { AccessLogAtDebug, loggerOptions } from './logger.ts';
import { productAdminRoutes } from './modules/catalog/admin-routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { messageRoutes } from './modules/contact/admin-routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createAuthForConfig } from './modules/identity/auth.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { createPaymentGateway } from './modules/payments/create-payment-gateway.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { storeRoutes } from './modules/store/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { uploadSweeperPlugin } from './modules/uploads/upload-sweeper-plugin.ts';
import { mediaRoutes } from './modules/web/media-routes.ts';
import { seoRoutes } from './modules/web/seo-routes.ts';
import { spaRoutes } from './modules/web/spa-routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin, sendError } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { securityPlugin } from './plugins/security.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue reads and their cache; call `app.catalog.invalidate()` after product writes. */
    catalog: CatalogService;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database; the caller owns it and closes it after the app. */
  db: Database;
  /** Overrides the logger derived from the config (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  catalogCache?: ResponseCacheOptions;
  /** Sees every route as it is added (the route-table tests walk the whole API with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Bodies beyond this are refused with 413 unless a route sets its own limit. */
const BODY_LIMIT = 1024 * 1024;

/**
 * The whole HTTP app as plugins, without listening: server.ts listens, tests use `app.inject`.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // request.ip honours X-Forwarded-For only from these peers; otherwise it is the socket's.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: BODY_LIMIT,
    // Errors raised before routing (a malformed URL) get the same JSON body as the rest.
    frameworkErrors: sendError,
    logController: new AccessLogAtDebug(),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const catalog = new CatalogService(db, options.catalogCache);
  app.decorate('catalog', catalog);

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, {
    siteUrl: config.siteUrl,
    razorpayCheckout: config.paymentGateway === 'razorpay',
  });

  const auth = createAuthForConfig(db, config);
  await app.register(authPlugin, { auth });

  await app.register(
    async (api) => {
      await api.register(catalogRoutes, { catalog });
      await api.register(storeRoutes, { store: config.store });
      await api.register(contactRoutes, { db, rateLimit: config.contactRateLimit });
      await api.register(healthRoutes, { db });
      await api.register(identityRoutes, {
        auth,
        siteUrl: config.siteUrl,
        rateLimit: config.authRateLimit,
      });
      await api.register(orderRoutes, { db, catalog, rateLimit: config.checkoutRateLimit });
      await api.register(paymentRoutes, {
        db,
        gateway: createPaymentGateway(config),
        rateLimit: config.checkoutRateLimit,
      });
      await api.register(profileRoutes, { db });
      // The admin panel's calls (issue #4); each route checks requireAdmin itself.
      await api.register(productAdminRoutes, { db, catalog });
      await api.register(uploadRoutes, { mediaDir: config.mediaDir });
      await api.register(dashboardRoutes, { db });
      await api.register(customerRoutes, { db });
      await api.register(messageRoutes, { db });
    },
    { prefix: '/api' },
  );

  // Deletes uploaded photos no product or order uses, a day after their upload; not in tests.
  await app.register(uploadSweeperPlugin, {
    db,
    mediaDir: config.mediaDir,
    enabled: config.nodeEnv !== 'test',
  });
  await app.register(mediaRoutes, { mediaDir: config.mediaDir });
  await app.register(seoRoutes, { siteUrl: config.siteUrl, catalog });
  await app.register(spaRoutes, {
    webDistDir: config.webDistDir,
    mediaDir: config.mediaDir,
    siteUrl: config.siteUrl,
    store: config.store,
    findProduct: async (id) => (await catalog.getProduct(id))?.value ?? null,
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

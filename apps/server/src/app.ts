import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { adminScope } from './admin-scope.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { databasePing, databaseProbe } from './db/probe.ts';
import type { Database } from './db/types.ts';
import {
  CheckoutService,
  checkoutRoutes,
  StaffCheckout,
  staffOrderAdminRoutes,
} from './flows/checkout/index.ts';
import { deliverySlotMoveAdminRoutes } from './flows/delivery-slot-move/index.ts';
import { cancellationFlow } from './flows/order-cancellation/index.ts';
import { ORDER_CLAIM_LINK, OrderClaims, orderClaimRoutes } from './flows/order-claims/index.ts';
import { invoiceAttachment, orderMailSource, orderStatusMails } from './flows/order-mail/index.ts';
import { PASSWORD_RESET_LINK, PasswordResetMail } from './flows/password-reset/index.ts';
import { refundFollowUps } from './flows/refund-follow-ups/index.ts';
import { originForm } from './lib/absolute-url.ts';
import { BackgroundTasks } from './lib/background-tasks.ts';
import { createMediaStore } from './lib/media-store/create-media-store.ts';
import type { MediaStore } from './lib/media-store/media-store.ts';
import type { ResponseCacheOptions } from './lib/response-cache.ts';
import type { RedisHealth } from './lib/shared-redis.ts';
import { openSharedState } from './lib/shared-state.ts';
import { AccessLogAtDebug, loggerOptions } from './logger.ts';
import {
  addressAdminRoutes,
  addressRoutes,
  pincodePlaceRoutes,
} from './modules/addresses/index.ts';
import { cashReceiptAdminRoutes } from './modules/cash-receipts/index.ts';
import { CatalogService, catalogRoutes, productAdminRoutes } from './modules/catalog/index.ts';
import { contactRoutes, messageAdminRoutes } from './modules/contact/index.ts';
import { CouponService, couponAdminRoutes, couponRoutes } from './modules/coupons/index.ts';
import { customerAdminRoutes } from './modules/customers/index.ts';
import { dashboardAdminRoutes } from './modules/dashboard/index.ts';
import { DeliveryService, deliveryAdminRoutes, deliveryRoutes } from './modules/delivery/index.ts';
import {
  DeliverySlotService,
  deliverySlotAdminRoutes,
  deliverySlotRoutes,
} from './modules/delivery-slots/index.ts';
import { healthRoutes, ReadinessChecks } from './modules/health/index.ts';
import {
  type Auth,
  clerkIdentityRoutes,
  clerkSessionUserFinder,
  createAuthForConfig,
  identityRoutes,
  phoneRoutes,
  sessionUserFinder,
} from './modules/identity/index.ts';
import { InvoiceService, invoiceAdminRoutes, invoiceRoutes } from './modules/invoices/index.ts';
import {
  AttachmentResolvers,
  type MailWorkerPluginOptions,
  mailAdminRoutes,
  mailWorkerPlugin,
  SecretLinkResolvers,
  ShopMail,
} from './modules/mail/index.ts';
import { metricsPlugin } from './modules/metrics/index.ts';
import { orderAdminRoutes, orderRoutes } from './modules/orders/index.ts';
import {
  createPaymentGateway,
  PaymentService,
  paymentAdminRoutes,
  paymentRoutes,
} from './modules/payments/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { RefundService, refundAdminRoutes, refundSweeperPlugin } from './modules/refunds/index.ts';
import { createSmsProvider, SmsService, smsAdminRoutes } from './modules/sms/index.ts';
import { storeRoutes } from './modules/store/index.ts';
import { uploadAdminRoutes, uploadSweeperPlugin } from './modules/uploads/index.ts';
import { VocabularyService, vocabularyAdminRoutes } from './modules/vocabulary/index.ts';
import {
  mediaRoutes,
  START_AFTER_PAINT_CSP_SOURCE,
  seoRoutes,
  spaRoutes,
} from './modules/web/index.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { answerClientError } from './plugins/client-errors.ts';
import { errorsPlugin, sendError } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { refuseWhileStoppingPlugin } from './plugins/refuse-while-stopping.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { securityPlugin } from './plugins/security.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue reads and their cache; call `app.catalog.invalidate()` after product writes. */
    catalog: CatalogService;
    /** better-auth, for the demo-account seeding and the admin:create tool. */
    auth: Auth;
    /** Work requests leave running after their answer (the reset mail); tests await `idle()`. */
    backgroundTasks: BackgroundTasks;
    /** Refunds; tests drive `app.refunds.sender.sweep()` by hand (the sweeper is off in tests). */
    refunds: RefundService;
    /** Register a resolver here to attach a file (e.g. the invoice PDF) to outbox mails. */
    mailAttachments: AttachmentResolvers;
    /**
     * Register a resolver here for a mail's secret link (a claim or password-reset link): the
     * outbox keeps it masked, and the resolver makes the working link as the mail is sent.
     */
    mailSecretLinks: SecretLinkResolvers;
    /** Where /media lives: DATA_DIR/media, or the S3 bucket (S3_BUCKET); for seeding and health. */
    media: MediaStore;
    /**
     * GET /api/health/ready's checks: `database` (and `redis`, not critical, with REDIS_URL) are
     * built in; add yours before the app is ready, e.g.
     * `app.readiness.add('storage', async (timeoutMs) => { await headBucket(timeoutMs) })`.
     * server.ts calls `stopping()` on SIGTERM (decision 026).
     */
    readiness: ReadinessChecks;
    /**
     * Redis as the readiness check should report it: `off` without REDIS_URL, `up` or `down`.
     * Down is degraded, not fatal: the shop keeps selling (docs/decisions/024). Never throws.
     */
    redisHealth: () => Promise<RedisHealth>;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database; the caller owns it and closes it after the app. */
  db: Database;
  /**
   * The same database's handle, when the caller has it: readiness then probes PostgreSQL on a
   * connection of its own and /metrics reports the pool (decision 026).
   */
  database?: DatabaseHandle;
  /** Overrides the logger derived from the config (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  catalogCache?: ResponseCacheOptions;
  /** The outbox worker runs outside tests unless `enabled` says otherwise; tests tune its clock. */
  mailWorker?: { enabled?: boolean; tuning?: MailWorkerPluginOptions['tuning'] };
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
    // …and so do requests Node's HTTP parser refuses before Fastify sees them.
    clientErrorHandler: answerClientError,
    logController: new AccessLogAtDebug(),
    // plugins/refuse-while-stopping.ts answers in the shop's error shape instead.
    return503OnClosing: false,
    // An absolute-form request line (`GET http://host/path`) is routed, logged and linked by its
    // path alone: the host in it is the client's choice, never the shop's (lib/absolute-url.ts).
    rewriteUrl: (request) => originForm(request.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First, so the route table sees every route.
  await app.register(routeTablePlugin);
  // Before the routes, which @fastify/swagger collects as they are added.
  await registerApiDocs(app, { title: config.store.name, siteUrl: config.siteUrl });

  // Limiter counts and cache invalidation: in this process, or shared through Redis.
  const shared = await openSharedState(config.redis, app.log);
  app.addHook('onClose', async () => shared.close());
  app.decorate('redisHealth', shared.redisHealth);

  const vocabulary = new VocabularyService(db, shared.vocabularyInvalidation);
  const catalog = new CatalogService(
    db,
    vocabulary,
    options.catalogCache,
    shared.catalogInvalidation,
    config.catalogReadConcurrency,
  );
  app.decorate('catalog', catalog);

  const media = createMediaStore(config);
  app.decorate('media', media);
  // Frees the S3 client's sockets; a sweep still finishing would only open new ones.
  app.addHook('onClose', async () => media.close());
  const readiness = new ReadinessChecks((name, error) =>
    app.log.warn({ err: error, check: name }, 'readiness check failed'),
  );
  readiness.add('database', databaseProbe(db, options.database));
  const health = databasePing(db, options.database);
  app.addHook('onClose', async () => health.close());
  if (config.redis) {
    // Down is degraded, not fatal (decision 024): reported, but the shop stays ready.
    readiness.add(
      'redis',
      async () => {
        const health = await shared.redisHealth();
        if (health.status === 'down') throw new Error(`Redis: ${health.error}`);
      },
      { critical: false },
    );
  }
  // Media down (S3 unreachable) is degraded too: pictures fail, orders still go through.
  readiness.add('storage', () => media.check(), { critical: false });
  app.decorate('readiness', readiness);

  await app.register(errorsPlugin);
  await app.register(refuseWhileStoppingPlugin, { isStopping: () => readiness.isStopping });
  // Before the routes, so its timing hook sees every one.
  await app.register(metricsPlugin, {
    db,
    database: options.database,
    token: config.metrics.token,
  });
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, {
    siteUrl: config.siteUrl,
    razorpayCheckout: config.paymentGateway === 'razorpay',
    clerkFrontendApiHost: config.clerk?.frontendApiHost,
    inlineScriptSources: [START_AFTER_PAINT_CSP_SOURCE],
    rateLimitStore: shared.rateLimitStore,
  });

  const shopMail = new ShopMail({
    staffTo: config.mail.staffTo,
    brand: { ...config.store, siteUrl: config.siteUrl },
  });
  shopMail.readOrdersWith(orderMailSource);
  const orderClaims = new OrderClaims(db, shopMail, config.siteUrl);
  const backgroundTasks = new BackgroundTasks((error) =>
    app.log.error({ err: error }, 'a background task failed'),
  );
  app.decorate('backgroundTasks', backgroundTasks);
  app.addHook('onClose', () => backgroundTasks.idle());
  const passwordResetMail = new PasswordResetMail(db, shopMail, config.siteUrl);
  const sms = new SmsService(db, createSmsProvider(config.sms), config.store.name, app.log);
  const auth = createAuthForConfig(db, config, {
    onUserCreated: (user) => orderClaims.offerAfterSignUp(user),
    passwordResetMailing: {
      onRequested: passwordResetMail.requested,
      background: backgroundTasks,
    },
    sendSignInCode: (phone, code) => sms.sendSignInCode(phone, code),
  });
  app.decorate('auth', auth);
  // Clerk mode verifies Clerk's session tokens instead (docs/decisions/045); built-in is the default.
  const findSessionUser = config.clerk
    ? clerkSessionUserFinder(config.clerk, db)
    : sessionUserFinder(auth, db);
  await app.register(authPlugin, { findSessionUser });

  const gateway = createPaymentGateway(config);
  const payments = new PaymentService(db, gateway);
  const invoices = new InvoiceService(db, config.invoices);
  const mailAttachments = new AttachmentResolvers();
  mailAttachments.register('invoice', invoiceAttachment(invoices));
  app.decorate('mailAttachments', mailAttachments);
  const mailSecretLinks = new SecretLinkResolvers();
  mailSecretLinks.register(ORDER_CLAIM_LINK, orderClaims.workingLink);
  mailSecretLinks.register(PASSWORD_RESET_LINK, passwordResetMail.workingLink);
  app.decorate('mailSecretLinks', mailSecretLinks);
  const delivery = new DeliveryService(db, shared.deliveryInvalidation);
  const slots = new DeliverySlotService(db, delivery);
  const coupons = new CouponService(db);
  const checkout = new CheckoutService(
    db,
    catalog,
    payments,
    invoices,
    shopMail,
    delivery,
    slots,
    coupons,
  );
  const staffCheckout = new StaffCheckout(
    db,
    catalog,
    { invoices, mail: shopMail, slots, coupons },
    orderClaims,
    delivery,
    config.staffDiscountLimitPercent,
  );
  const refunds = new RefundService(
    db,
    gateway,
    refundFollowUps({ invoices, mail: shopMail }),
    app.log,
  );
  app.decorate('refunds', refunds);
  const cancellation = cancellationFlow({ refunds, invoices, slots, coupons });
  const statusListener = orderStatusMails(shopMail);

  await app.register(
    async (api) => {
      await api.register(catalogRoutes, { catalog });
      await api.register(storeRoutes, { store: config.store });
      await api.register(deliveryRoutes, { delivery });
      await api.register(contactRoutes, {
        db,
        rateLimit: config.contactRateLimit,
        mail: shopMail,
      });
      await api.register(healthRoutes, { ping: health.ping, readiness });
      if (config.clerk) {
        await api.register(clerkIdentityRoutes);
      } else {
        await api.register(identityRoutes, {
          auth,
          db,
          siteUrl: config.siteUrl,
          rateLimit: config.authRateLimit,
          limiters: shared.limiters,
        });
        await api.register(phoneRoutes, {
          auth,
          siteUrl: config.siteUrl,
          perIp: config.authRateLimit.perIp,
          limiters: shared.limiters,
        });
      }
      await api.register(checkoutRoutes, { checkout, rateLimit: config.checkoutRateLimit });
      await api.register(deliverySlotRoutes, { slots });
      await api.register(couponRoutes, { coupons, rateLimit: config.checkoutRateLimit });
      await api.register(orderRoutes, { db, catalog, cancellation, statusListener });
      await api.register(invoiceRoutes, { db, invoices });
      await api.register(paymentRoutes, {
        db,
        gateway,
        payments,
        rateLimit: config.checkoutRateLimit,
        refundEvents: refunds,
      });
      await api.register(profileRoutes, { db, limiters: shared.limiters });
      await api.register(addressRoutes, { db });
      await api.register(pincodePlaceRoutes);
      await api.register(orderClaimRoutes, { claims: orderClaims });
      // The admin panel's calls (issue #4), all behind the admin scope's one requireAdmin.
      await api.register(adminScope, {
        register: async (admin) => {
          await admin.register(productAdminRoutes, { db, catalog });
          await admin.register(orderAdminRoutes, { db, catalog, cancellation, statusListener });
          await admin.register(staffOrderAdminRoutes, { staffCheckout });
          await admin.register(deliverySlotAdminRoutes, { slots });
          await admin.register(couponAdminRoutes, { coupons });
          await admin.register(deliverySlotMoveAdminRoutes, { db, slots });
          await admin.register(invoiceAdminRoutes, { db, invoices });
          await admin.register(paymentAdminRoutes, { payments });
          await admin.register(refundAdminRoutes, { refunds });
          await admin.register(cashReceiptAdminRoutes, { db });
          await admin.register(uploadAdminRoutes, { media });
          await admin.register(dashboardAdminRoutes, { db });
          await admin.register(customerAdminRoutes, { db });
          await admin.register(addressAdminRoutes, { db });
          await admin.register(messageAdminRoutes, { db });
          await admin.register(mailAdminRoutes, { db, shopMail });
          await admin.register(vocabularyAdminRoutes, { vocabulary });
          await admin.register(smsAdminRoutes, { sms });
          await admin.register(deliveryAdminRoutes, { delivery });
        },
      });
    },
    { prefix: '/api' },
  );

  // Deletes uploaded photos no product or order uses, a day after their upload; not in tests.
  await app.register(uploadSweeperPlugin, {
    db,
    media,
    enabled: config.nodeEnv !== 'test',
  });
  // Sends refunds whose gateway call failed or never happened (a crash); not in tests.
  await app.register(refundSweeperPlugin, {
    sender: refunds.sender,
    enabled: config.nodeEnv !== 'test',
  });
  // Sends the outbox (or holds it without SMTP_URL); off in tests unless a test turns it on.
  await app.register(mailWorkerPlugin, {
    db,
    shopMail,
    attachments: mailAttachments,
    secretLinks: mailSecretLinks,
    mail: config.mail,
    enabled: options.mailWorker?.enabled ?? config.nodeEnv !== 'test',
    tuning: options.mailWorker?.tuning,
  });
  await app.register(mediaRoutes, { media });
  await app.register(seoRoutes, { siteUrl: config.siteUrl, catalog });
  await app.register(spaRoutes, {
    webDistDir: config.webDistDir,
    media,
    siteUrl: config.siteUrl,
    store: config.store,
    findProduct: async (id) => (await catalog.getProduct(id))?.value ?? null,
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import { isIP } from 'node:net';
import path from 'node:path';
import {
  DEFAULT_STAFF_DISCOUNT_LIMIT_PERCENT,
  DEFAULT_STORE_SETTINGS,
  PAYMENT_GATEWAYS,
  type PaymentGatewayName,
  type StoreSettings,
} from '@sheesham/shared';
import { z } from 'zod';
import {
  type AuthProviderName,
  type ClerkSettings,
  clerkEnvProblems,
  clerkEnvShape,
  clerkSettings,
} from './clerk-config.ts';
import { emiEnvShape, emiSettings } from './emi-config.ts';
import {
  type InvoiceSettings,
  invoiceEnvProblems,
  invoiceEnvShape,
  invoiceSettings,
} from './invoice-config.ts';
import type { S3Settings } from './lib/media-store/s3-media-store.ts';
import type { SmsSettings } from './modules/sms/index.ts';
import { REPO_ROOT } from './paths.ts';
import { smsEnvProblems, smsEnvShape, smsSettings } from './sms-config.ts';

/** The host the official razorpay SDK calls (hard-coded in it); RAZORPAY_API_BASE_URL's default. */
export const RAZORPAY_API_HOST = 'https://api.razorpay.com';

/**
 * PostgreSQL connections per server. Ten, not one per client of the checkout benchmark's 20: on
 * a 2-core machine an order waiting in the pool costs less than twenty backends contending for
 * the cores (docs/decisions/075-a-pool-of-ten.md).
 */
export const DEFAULT_DATABASE_POOL_SIZE = 10;
/** The embedded database's shared buffers (docs/decisions/042): enough for the demo shop. */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;
/** No query may hold a connection longer than this (PostgreSQL's statement_timeout), in ms. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/**
 * An S3 attempt that has not connected, or has gone silent, for this long fails, in ms; with its
 * one retry a call ends within twice this, and the client gets a JSON 503.
 */
export const DEFAULT_S3_TIMEOUT_MS = 3_000;
/**
 * How long a request waits for a pooled connection, or for a new one to open, before it answers
 * 503: a frozen or unreachable database fails requests fast instead of hanging them (decision 026).
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
/** An unused pooled connection is closed after this, so a recovered database gets fresh ones. */
export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
/**
 * The client-side query timeout's default margin over the statement timeout: the server's own
 * cancel (503 `busy`, the connection stays usable) arrives first; the client stops waiting only
 * when no answer comes at all (a frozen server).
 */
export const QUERY_TIMEOUT_MARGIN_MS = 1_000;
/** SIGTERM: how long in-flight requests get to finish before their connections are cut. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** Every key and channel the shop uses in Redis starts with this, so shops can share one Redis. */
export const DEFAULT_REDIS_KEY_PREFIX = 'sheesham:';
/** A Redis command slower than this counts as a failure (the request falls back, never waits on). */
export const DEFAULT_REDIS_COMMAND_TIMEOUT_MS = 500;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Names proxy-addr understands besides plain addresses and CIDRs. */
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), {
    message: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const nonEmpty = (name: string) =>
  z.string().trim().min(1, `${name} must not be empty`).max(300, `${name} is too long`);

function isProxyEntry(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || address === undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** `shop@example.in` or `Sheesham <shop@example.in>`; the address is group 1 or 2. */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<([^\s<>@]+@[^\s<>@]+)>|([^\s<>@]+@[^\s<>@]+))$/;

const rateLimitSetting = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(10000, 'must be at most 10000');

const milliseconds = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(100, 'must be at least 100')
  .max(3_600_000, 'must be at most 3600000');

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
    HOST: nonEmpty('HOST').default('0.0.0.0'),
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        message: 'must be development, production or test',
      })
      .default('development'),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
      .optional(),
    DATABASE_URL: z
      .string()
      .trim()
      .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), {
        message: 'must start with postgres:// or postgresql://',
      })
      .optional(),
    DATABASE_POOL_SIZE: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(500, 'must be at most 500')
      .default(DEFAULT_DATABASE_POOL_SIZE),
    PGLITE_SHARED_BUFFERS_MB: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1024, 'must be at most 1024')
      .default(DEFAULT_PGLITE_SHARED_BUFFERS_MB),
    CATALOG_READ_CONCURRENCY: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(100, 'must be at most 100')
      .optional(),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(100, 'must be at least 100')
      .max(3_600_000, 'must be at most 3600000')
      .default(DEFAULT_STATEMENT_TIMEOUT_MS),
    DATABASE_QUERY_TIMEOUT_MS: milliseconds.optional(),
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds.default(DEFAULT_CONNECT_TIMEOUT_MS),
    DATABASE_IDLE_TIMEOUT_MS: milliseconds.default(DEFAULT_IDLE_TIMEOUT_MS),
    SHUTDOWN_GRACE_MS: milliseconds.default(DEFAULT_SHUTDOWN_GRACE_MS),
    SHUTDOWN_DELAY_MS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(600_000, 'must be at most 600000')
      .default(0),
    METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
    METRICS_PORT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .optional(),
    REDIS_URL: z
      .string()
      .trim()
      .refine((v) => /^rediss?:\/\/.+/.test(v), {
        message: 'must start with redis:// or rediss://',
      })
      .optional(),
    REDIS_KEY_PREFIX: z
      .string()
      .trim()
      .regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits, or . _ : -')
      .default(DEFAULT_REDIS_KEY_PREFIX),
    REDIS_COMMAND_TIMEOUT_MS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(10, 'must be at least 10')
      .max(60_000, 'must be at most 60000')
      .default(DEFAULT_REDIS_COMMAND_TIMEOUT_MS),
    DATA_DIR: nonEmpty('DATA_DIR').optional(),
    WEB_DIST_DIR: nonEmpty('WEB_DIST_DIR').optional(),
    SITE_URL: z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
      .optional(),
    TRUST_PROXY: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .refine((list) => list.every(isProxyEntry), {
        message: 'must be a comma-separated list of IP addresses or CIDR ranges',
      })
      .optional(),
    SEED_DEMO: booleanFlag.optional(),
    STORE_NAME: nonEmpty('STORE_NAME').default(DEFAULT_STORE_SETTINGS.name),
    STORE_TAGLINE: nonEmpty('STORE_TAGLINE').default(DEFAULT_STORE_SETTINGS.tagline),
    STORE_CITY: nonEmpty('STORE_CITY').default(DEFAULT_STORE_SETTINGS.city),
    STORE_PHONE: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9\s()-]{5,19}$/, 'must be a phone number such as +91 98290 12345')
      .default(DEFAULT_STORE_SETTINGS.phone),
    STORE_EMAIL: z.email('must be an e-mail address').default(DEFAULT_STORE_SETTINGS.email),
    STORE_ADDRESS: nonEmpty('STORE_ADDRESS').default(DEFAULT_STORE_SETTINGS.address),
    STORE_HOURS: nonEmpty('STORE_HOURS').default(DEFAULT_STORE_SETTINGS.hours),
    AUTH_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
    AUTH_RATE_LIMIT_IP: rateLimitSetting.default(30),
    AUTH_RATE_LIMIT_ACCOUNT: rateLimitSetting.default(10),
    RAZORPAY_KEY_ID: nonEmpty('RAZORPAY_KEY_ID').optional(),
    RAZORPAY_KEY_SECRET: nonEmpty('RAZORPAY_KEY_SECRET').optional(),
    RAZORPAY_WEBHOOK_SECRET: nonEmpty('RAZORPAY_WEBHOOK_SECRET').optional(),
    // For a proxy, or the contract tests' local Razorpay API: where the SDK sends its calls.
    RAZORPAY_API_BASE_URL: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .default(RAZORPAY_API_HOST),
    PAYMENT_GATEWAY: z
      .enum(PAYMENT_GATEWAYS, { message: `must be ${PAYMENT_GATEWAYS.join(' or ')}` })
      .optional(),
    CHECKOUT_RATE_LIMIT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1_000_000, 'must be at most 1000000')
      .default(30),
    STAFF_DISCOUNT_LIMIT_PERCENT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(100, 'must be at most 100')
      .default(DEFAULT_STAFF_DISCOUNT_LIMIT_PERCENT),
    SEED_DEMO_ACCOUNTS: booleanFlag.optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .regex(MAIL_FROM_PATTERN, 'must be an address, or a name and <address>')
      .optional(),
    MAIL_STAFF_TO: z.email('must be an e-mail address').optional(),
    CONTACT_RATE_LIMIT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(10000, 'must be at most 10000')
      .default(5),
    // Object storage for /media (docs/decisions/025-object-storage.md); S3_BUCKET turns it on.
    S3_BUCKET: nonEmpty('S3_BUCKET').optional(),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
      .optional(),
    S3_REGION: nonEmpty('S3_REGION').default('us-east-1'),
    S3_ACCESS_KEY_ID: nonEmpty('S3_ACCESS_KEY_ID').optional(),
    S3_SECRET_ACCESS_KEY: nonEmpty('S3_SECRET_ACCESS_KEY').optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    S3_TIMEOUT_MS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(100, 'must be at least 100')
      .max(600_000, 'must be at most 600000')
      .default(DEFAULT_S3_TIMEOUT_MS),
    ...invoiceEnvShape,
    ...emiEnvShape,
    ...clerkEnvShape,
    ...smsEnvShape,
  })
  .superRefine((e, ctx) => {
    const problems = [...invoiceEnvProblems(e), ...clerkEnvProblems(e), ...smsEnvProblems(e)];
    for (const { path, message } of problems) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
    if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    }
    if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_SECRET'],
        message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
      });
    }
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required to store media in S3 (S3_ENDPOINT or keys are set)',
      });
    }
    const noKeys = !e.RAZORPAY_KEY_ID && !e.RAZORPAY_KEY_SECRET;
    if (e.PAYMENT_GATEWAY === 'razorpay' && noKeys) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message: 'razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      });
    }
    // A shop in production must not take "payments" from the sandbox by accident.
    if (e.NODE_ENV === 'production' && !e.PAYMENT_GATEWAY && noKeys) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message:
          'no payment gateway in production: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENT_GATEWAY=sandbox to run the sandbox gateway on purpose',
      });
    }
  });

/** Development shows every request (debug); production logs start-up, warnings and errors. */
const DEFAULT_LOG_LEVELS = { development: 'debug', production: 'info', test: 'silent' } as const;

export interface PostgresOptions {
  poolSize: number;
  statementTimeoutMs: number;
  /** The client stops waiting for a query's answer (a frozen server never sends one). */
  queryTimeoutMs: number;
  /** Waiting for a free pooled connection, or for a new one to open. */
  connectTimeoutMs: number;
  idleTimeoutMs: number;
}

export interface RedisOptions {
  url: string;
  keyPrefix: string;
  commandTimeoutMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: (typeof LOG_LEVELS)[number];
  databaseUrl: string | undefined;
  /** With databaseUrl: the pool's size and timeouts (decisions 022 and 026). */
  postgres: PostgresOptions;
  /** Catalogue queries at once per instance (the bulkhead, decision 029); unset: the default. */
  catalogReadConcurrency: number | undefined;
  /** SIGTERM: in-flight requests get this long to finish. */
  shutdownGraceMs: number;
  /**
   * SIGTERM: how long the server keeps listening, not ready and refusing new requests with a
   * JSON 503, before it closes its port; the load balancer's time to notice (decision 026).
   */
  shutdownDelayMs: number;
  /**
   * GET /metrics: with a token, on the main port behind `Authorization: Bearer <token>`; with a
   * port, unauthenticated on that (internal) port only; with neither, not served (decision 026).
   */
  metrics: { token: string | undefined; port: number | undefined };
  /**
   * REDIS_URL's shared limiter counts and catalogue invalidation (docs/decisions/024); unset means
   * everything stays in this process, as for a single instance.
   */
  redis: RedisOptions | undefined;
  dataDir: string;
  /** DATA_DIR/pg: the embedded database's files. */
  pgDir: string;
  /**
   * The embedded database's shared buffers, in MB: its memory is the server's and is never given
   * back; a large catalogue searches faster with more (docs/decisions/042).
   */
  pgliteSharedBuffersMb: number;
  /** DATA_DIR/media: generated and uploaded images, served under /media. */
  mediaDir: string;
  /** With S3_BUCKET: media live in that bucket instead of mediaDir. */
  s3: S3Settings | undefined;
  webDistDir: string;
  /** Public origin without a trailing slash, for canonical links, Open Graph and the sitemap. */
  siteUrl: string;
  /** Peers whose X-Forwarded-For is honoured; empty means none. */
  trustProxy: string[];
  seedDemo: boolean;
  contactRateLimit: number;
  /** Signs sessions; unset outside production means a generated one kept in DATA_DIR. */
  authSecret: string | undefined;
  /**
   * Who keeps the accounts: the shop's own (better-auth) or a Clerk instance, whose session tokens
   * are verified with its PEM key (docs/decisions/045-clerk-mode.md).
   */
  authProvider: AuthProviderName;
  /** Set exactly when authProvider is 'clerk'. */
  clerk: ClerkSettings | undefined;
  /** Sign-in and sign-up attempts per 15 minutes, per client IP and per e-mail address. */
  authRateLimit: { perIp: number; perAccount: number };
  /**
   * PAYMENT_GATEWAY, or by default razorpay when its keys are set and the sandbox otherwise
   * (production without keys must say PAYMENT_GATEWAY=sandbox; docs/decisions/008-payments.md).
   */
  paymentGateway: PaymentGatewayName;
  /** The Razorpay keys, set exactly when paymentGateway is 'razorpay'. */
  razorpay:
    | {
        keyId: string;
        keySecret: string;
        webhookSecret: string | undefined;
        /** Razorpay's API host unless RAZORPAY_API_BASE_URL names a proxy (or a test server). */
        apiBaseUrl: string;
      }
    | undefined;
  /** POST /orders and each /payment/* step: requests per signed-in user per minute. */
  checkoutRateLimit: number;
  /** The most a staff order's manual discount may be, % of its subtotal (decision 059). */
  staffDiscountLimitPercent: number;
  /** The demo admin and customer (README); never in production. */
  seedDemoAccounts: boolean;
  store: StoreSettings;
  /** Seller, number prefixes and HSN/rate per category of the GST invoices. */
  invoices: InvoiceSettings;
  /** Sign-in codes by SMS: held by the sandbox, or sent by MSG91 (docs/decisions/056). */
  sms: SmsSettings;
  /** Order and contact mails (docs/decisions/019-mail-outbox.md). */
  mail: {
    /** Unset: mails are kept (held) and shown in the admin's Mail view, not sent. */
    smtpUrl: string | undefined;
    /** MAIL_FROM, by default the store's name and e-mail. */
    from: string;
    /** The domain of MAIL_FROM's address, for the Message-IDs. */
    fromDomain: string;
    /** MAIL_STAFF_TO, by default the store's e-mail. */
    staffTo: string;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty variables count as unset, so `PORT=` in a .env file means "use the default". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') out[key] = value;
  }
  return out;
}

function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // A self-hosted store (an endpoint of its own) rarely has per-bucket host names.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    timeoutMs: e.S3_TIMEOUT_MS,
  };
}

/**
 * Reads and validates the configuration. Every problem is collected so one start shows them all.
 * Relative paths resolve against INIT_CWD (where `npm start` was typed), because npm runs workspace
 * scripts inside the workspace folder.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = e.DATA_DIR ? path.resolve(baseDir, e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const webDistDir = e.WEB_DIST_DIR
    ? path.resolve(baseDir, e.WEB_DIST_DIR)
    : path.join(REPO_ROOT, 'apps/web/dist');
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const mailFrom = e.MAIL_FROM ?? `${e.STORE_NAME} <${e.STORE_EMAIL}>`;
  const fromMatch = MAIL_FROM_PATTERN.exec(mailFrom);
  const fromAddress = fromMatch?.[1] ?? fromMatch?.[2] ?? e.STORE_EMAIL;
  const paymentGateway = e.PAYMENT_GATEWAY ?? (e.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox');

  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? DEFAULT_LOG_LEVELS[e.NODE_ENV],
    databaseUrl: e.DATABASE_URL,
    postgres: {
      poolSize: e.DATABASE_POOL_SIZE,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      queryTimeoutMs:
        e.DATABASE_QUERY_TIMEOUT_MS ?? e.DATABASE_STATEMENT_TIMEOUT_MS + QUERY_TIMEOUT_MARGIN_MS,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      idleTimeoutMs: e.DATABASE_IDLE_TIMEOUT_MS,
    },
    catalogReadConcurrency: e.CATALOG_READ_CONCURRENCY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    redis: e.REDIS_URL
      ? {
          url: e.REDIS_URL,
          keyPrefix: e.REDIS_KEY_PREFIX,
          commandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
        }
      : undefined,
    dataDir,
    pgDir: path.join(dataDir, 'pg'),
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    mediaDir: path.join(dataDir, 'media'),
    s3: s3Settings(e),
    webDistDir,
    siteUrl,
    trustProxy: e.TRUST_PROXY ?? [],
    // Demo data only goes into the embedded database unless asked for explicitly.
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    authSecret: e.AUTH_SECRET,
    authProvider: e.AUTH_PROVIDER,
    clerk: clerkSettings(e),
    authRateLimit: { perIp: e.AUTH_RATE_LIMIT_IP, perAccount: e.AUTH_RATE_LIMIT_ACCOUNT },
    paymentGateway,
    razorpay:
      paymentGateway === 'razorpay' && e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiBaseUrl: e.RAZORPAY_API_BASE_URL,
          }
        : undefined,
    checkoutRateLimit: e.CHECKOUT_RATE_LIMIT,
    staffDiscountLimitPercent: e.STAFF_DISCOUNT_LIMIT_PERCENT,
    // Clerk keeps the accounts in Clerk mode: no built-in demo accounts to sign in with.
    seedDemoAccounts:
      e.NODE_ENV !== 'production' &&
      e.AUTH_PROVIDER === 'builtin' &&
      (e.SEED_DEMO_ACCOUNTS ?? e.SEED_DEMO ?? e.DATABASE_URL === undefined),
    store: {
      name: e.STORE_NAME,
      tagline: e.STORE_TAGLINE,
      city: e.STORE_CITY,
      phone: e.STORE_PHONE,
      email: e.STORE_EMAIL,
      address: e.STORE_ADDRESS,
      hours: e.STORE_HOURS,
      siteUrl,
      emi: emiSettings(e),
      // The web loads Clerk's sign-in with it; absent in the built-in mode (decision 045).
      ...(e.AUTH_PROVIDER === 'clerk' ? { clerkPublishableKey: e.CLERK_PUBLISHABLE_KEY } : {}),
    },
    invoices: invoiceSettings(e, e.STORE_ADDRESS),
    sms: smsSettings(e),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: mailFrom,
      fromDomain: fromAddress.slice(fromAddress.lastIndexOf('@') + 1),
      staffTo: e.MAIL_STAFF_TO ?? e.STORE_EMAIL,
    },
  };
}

import path from 'node:path';
import { DEFAULT_STORE_SETTINGS } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { sandboxInProductionWarning } from './modules/payments/create-payment-gateway.ts';
import { REPO_ROOT } from './paths.ts';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      logLevel: 'debug',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, 'data'),
      pgDir: path.join(REPO_ROOT, 'data/pg'),
      mediaDir: path.join(REPO_ROOT, 'data/media'),
      webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
      siteUrl: 'http://localhost:3000',
      trustProxy: [],
      seedDemo: true,
      contactRateLimit: 5,
      pgliteSharedBuffersMb: 16,
    });
    expect(config.store).toEqual({ ...DEFAULT_STORE_SETTINGS, siteUrl: 'http://localhost:3000' });
  });

  it('resolves a relative DATA_DIR against INIT_CWD, where npm was started', () => {
    const config = loadConfig({ DATA_DIR: 'my-data', INIT_CWD: '/home/dev/sheesham' });
    expect(config.dataDir).toBe('/home/dev/sheesham/my-data');
    expect(config.pgDir).toBe('/home/dev/sheesham/my-data/pg');
    expect(loadConfig({ DATA_DIR: '/var/lib/sheesham' }).dataDir).toBe('/var/lib/sheesham');
  });

  it('seeds demo data only into the embedded database unless asked', () => {
    const pgUrl = 'postgresql://shop@db.internal:5432/sheesham';
    expect(loadConfig({ DATABASE_URL: pgUrl }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: pgUrl, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('derives the site URL from the port and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(loadConfig({ SITE_URL: 'https://sheesham.in/' }).siteUrl).toBe('https://sheesham.in');
  });

  it('reads store settings and trusted proxies', () => {
    const config = loadConfig({
      STORE_NAME: 'Sheesham Udaipur',
      STORE_PHONE: '+91 294 241 0000',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback',
    });
    expect(config.store.name).toBe('Sheesham Udaipur');
    expect(config.store.phone).toBe('+91 294 241 0000');
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it('reports every bad value at once, each with its variable name', () => {
    expect(
      problems({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/shop',
        SITE_URL: 'ftp://example.com',
        TRUST_PROXY: '10.0.0.0/33,proxy.internal',
        SEED_DEMO: 'maybe',
        STORE_EMAIL: 'not-an-email',
        CONTACT_RATE_LIMIT: '0',
        LOG_LEVEL: 'loud',
        PGLITE_SHARED_BUFFERS_MB: '2048',
      }),
    ).toEqual([
      'PORT: must be a number',
      expect.stringMatching(/^LOG_LEVEL: must be one of fatal, error/),
      'DATABASE_URL: must start with postgres:// or postgresql://',
      'PGLITE_SHARED_BUFFERS_MB: must be at most 1024',
      'SITE_URL: must be an http:// or https:// URL',
      'TRUST_PROXY: must be a comma-separated list of IP addresses or CIDR ranges',
      'SEED_DEMO: must be true or false',
      'STORE_EMAIL: must be an e-mail address',
      'CONTACT_RATE_LIMIT: must be at least 1',
    ]);
  });

  describe('object storage (S3_*)', () => {
    it('keeps media on the local disk unless S3_BUCKET is set', () => {
      expect(loadConfig({}).s3).toBeUndefined();
    });

    it('reads a self-hosted store: its endpoint, keys, region, and path-style by default', () => {
      expect(
        loadConfig({
          S3_BUCKET: 'shop-media',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_ACCESS_KEY_ID: 'minio',
          S3_SECRET_ACCESS_KEY: 'minio-secret',
          S3_REGION: 'ap-south-1',
        }).s3,
      ).toEqual({
        bucket: 'shop-media',
        endpoint: 'http://127.0.0.1:9000',
        region: 'ap-south-1',
        credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
        forcePathStyle: true,
        timeoutMs: 3000,
      });
    });

    it('uses AWS itself (virtual-hosted, the SDK’s credential chain) with a bucket alone', () => {
      expect(loadConfig({ S3_BUCKET: 'shop-media', S3_TIMEOUT_MS: '1500' }).s3).toEqual({
        bucket: 'shop-media',
        endpoint: undefined,
        region: 'us-east-1',
        credentials: undefined,
        forcePathStyle: false,
        timeoutMs: 1500,
      });
    });

    it('refuses half a configuration', () => {
      expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
        'S3_BUCKET: is required to store media in S3 (S3_ENDPOINT or keys are set)',
      ]);
      expect(problems({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toEqual([
        'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      ]);
      expect(problems({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000', S3_TIMEOUT_MS: '5' })).toEqual([
        'S3_ENDPOINT: must be an http:// or https:// URL',
        'S3_TIMEOUT_MS: must be at least 100',
      ]);
    });
  });

  describe('payment gateway', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_Key0001', RAZORPAY_KEY_SECRET: 'not-a-real-secret' };
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };

    it('is razorpay when the keys are set and the sandbox otherwise', () => {
      expect(loadConfig({})).toMatchObject({ paymentGateway: 'sandbox', razorpay: undefined });
      expect(loadConfig(keys)).toMatchObject({
        paymentGateway: 'razorpay',
        razorpay: { keyId: 'rzp_test_Key0001', keySecret: 'not-a-real-secret' },
      });
      expect(loadConfig({ ...production, ...keys }).paymentGateway).toBe('razorpay');
    });

    it('sends Razorpay API calls to api.razorpay.com unless RAZORPAY_API_BASE_URL says otherwise', () => {
      expect(loadConfig(keys).razorpay?.apiBaseUrl).toBe('https://api.razorpay.com');
      const proxied = { ...keys, RAZORPAY_API_BASE_URL: 'http://127.0.0.1:4010/' };
      expect(loadConfig(proxied).razorpay?.apiBaseUrl).toBe('http://127.0.0.1:4010');
      expect(problems({ ...keys, RAZORPAY_API_BASE_URL: 'api.razorpay.com' })).toEqual([
        'RAZORPAY_API_BASE_URL: must be an http(s) URL',
      ]);
      expect(problems({ ...keys, RAZORPAY_API_BASE_URL: 'ftp://example.com' })).toEqual([
        'RAZORPAY_API_BASE_URL: must be an http(s) URL',
      ]);
    });

    it('refuses production without keys unless PAYMENT_GATEWAY=sandbox says so', () => {
      expect(problems(production)).toEqual([
        'PAYMENT_GATEWAY: no payment gateway in production: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENT_GATEWAY=sandbox to run the sandbox gateway on purpose',
      ]);
      expect(loadConfig({ ...production, PAYMENT_GATEWAY: 'sandbox' }).paymentGateway).toBe(
        'sandbox',
      );
    });

    it('refuses PAYMENT_GATEWAY=razorpay without keys, and unknown gateways', () => {
      expect(problems({ PAYMENT_GATEWAY: 'razorpay' })).toEqual([
        'PAYMENT_GATEWAY: razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      ]);
      expect(problems({ PAYMENT_GATEWAY: 'paypal' })).toEqual([
        'PAYMENT_GATEWAY: must be sandbox or razorpay',
      ]);
    });

    it('runs the sandbox when asked even with keys set, and then keeps the keys out', () => {
      expect(loadConfig({ ...keys, PAYMENT_GATEWAY: 'sandbox' })).toMatchObject({
        paymentGateway: 'sandbox',
        razorpay: undefined,
      });
    });

    it('warns at start only for the sandbox in production', () => {
      const sandbox = loadConfig({ ...production, PAYMENT_GATEWAY: 'sandbox' });
      expect(sandboxInProductionWarning(sandbox)).toMatch(/^PAYMENT_GATEWAY=sandbox in production/);
      expect(sandboxInProductionWarning(loadConfig({}))).toBeUndefined();
      expect(sandboxInProductionWarning(loadConfig({ ...production, ...keys }))).toBeUndefined();
    });
  });

  it('reads the shutdown timings and how /metrics is exposed', () => {
    expect(loadConfig({})).toMatchObject({
      shutdownGraceMs: 10_000,
      shutdownDelayMs: 0,
      metrics: { token: undefined, port: undefined },
    });
    const set = loadConfig({
      SHUTDOWN_GRACE_MS: '20000',
      SHUTDOWN_DELAY_MS: '5000',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      METRICS_PORT: '9464',
    });
    expect(set).toMatchObject({
      shutdownGraceMs: 20_000,
      shutdownDelayMs: 5_000,
      metrics: { token: 'a-long-enough-metrics-token', port: 9464 },
    });
    expect(problems({ METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN: must be at least 16 characters',
    ]);
    expect(problems({ METRICS_PORT: '70000' })).toEqual([
      'METRICS_PORT: must be between 1 and 65535',
    ]);
  });

  it('reads the per-user checkout rate limit', () => {
    expect(loadConfig({}).checkoutRateLimit).toBe(30);
    expect(loadConfig({ CHECKOUT_RATE_LIMIT: '5' }).checkoutRateLimit).toBe(5);
    expect(problems({ CHECKOUT_RATE_LIMIT: '0' })).toEqual([
      'CHECKOUT_RATE_LIMIT: must be at least 1',
    ]);
  });

  it('sizes the PostgreSQL pool and bounds every statement from the environment', () => {
    expect(loadConfig({}).postgres).toEqual({
      poolSize: 10,
      statementTimeoutMs: 10_000,
      queryTimeoutMs: 11_000,
      connectTimeoutMs: 5_000,
      idleTimeoutMs: 30_000,
    });
    expect(
      loadConfig({ DATABASE_POOL_SIZE: '40', DATABASE_STATEMENT_TIMEOUT_MS: '2500' }).postgres,
    ).toEqual({
      poolSize: 40,
      statementTimeoutMs: 2500,
      queryTimeoutMs: 3500,
      connectTimeoutMs: 5_000,
      idleTimeoutMs: 30_000,
    });
    expect(
      loadConfig({
        DATABASE_QUERY_TIMEOUT_MS: '3000',
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_IDLE_TIMEOUT_MS: '60000',
      }).postgres,
    ).toMatchObject({ queryTimeoutMs: 3000, connectTimeoutMs: 1000, idleTimeoutMs: 60_000 });
    expect(problems({ DATABASE_CONNECT_TIMEOUT_MS: '5' })).toEqual([
      'DATABASE_CONNECT_TIMEOUT_MS: must be at least 100',
    ]);
    expect(problems({ DATABASE_POOL_SIZE: '0' })).toEqual([
      'DATABASE_POOL_SIZE: must be at least 1',
    ]);
    expect(problems({ DATABASE_POOL_SIZE: '501' })).toEqual([
      'DATABASE_POOL_SIZE: must be at most 500',
    ]);
    expect(problems({ DATABASE_POOL_SIZE: '2.5' })).toEqual([
      'DATABASE_POOL_SIZE: must be a whole number',
    ]);
    expect(problems({ DATABASE_POOL_SIZE: 'lots' })).toEqual([
      'DATABASE_POOL_SIZE: must be a number',
    ]);
    expect(problems({ DATABASE_STATEMENT_TIMEOUT_MS: '50' })).toEqual([
      'DATABASE_STATEMENT_TIMEOUT_MS: must be at least 100',
    ]);
  });

  it('shares state through Redis only when REDIS_URL is set', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379/2' }).redis).toEqual({
      url: 'redis://10.0.0.5:6379/2',
      keyPrefix: 'sheesham:',
      commandTimeoutMs: 500,
    });
    expect(
      loadConfig({
        REDIS_URL: 'rediss://user:pw@cache.example.in:6380',
        REDIS_KEY_PREFIX: 'shop-2:',
        REDIS_COMMAND_TIMEOUT_MS: '250',
      }).redis,
    ).toEqual({
      url: 'rediss://user:pw@cache.example.in:6380',
      keyPrefix: 'shop-2:',
      commandTimeoutMs: 250,
    });
    expect(problems({ REDIS_URL: 'http://cache:6379' })).toEqual([
      'REDIS_URL: must start with redis:// or rediss://',
    ]);
    expect(problems({ REDIS_KEY_PREFIX: 'a b' })).toEqual([
      'REDIS_KEY_PREFIX: must be 1 to 64 letters, digits, or . _ : -',
    ]);
    expect(problems({ REDIS_COMMAND_TIMEOUT_MS: '5' })).toEqual([
      'REDIS_COMMAND_TIMEOUT_MS: must be at least 10',
    ]);
  });

  it('puts all problems into one readable message', () => {
    try {
      loadConfig({ PORT: '70000', STORE_PHONE: 'call us' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toBe(
        'Invalid configuration:\n  - PORT: must be between 1 and 65535\n  - STORE_PHONE: must be a phone number such as +91 98290 12345',
      );
    }
  });
});

import path from 'node:path';
import { DEFAULT_STORE_SETTINGS } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
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
      }),
    ).toEqual([
      'PORT: must be a number',
      expect.stringMatching(/^LOG_LEVEL: must be one of fatal, error/),
      'DATABASE_URL: must start with postgres:// or postgresql://',
      'SITE_URL: must be an http:// or https:// URL',
      'TRUST_PROXY: must be a comma-separated list of IP addresses or CIDR ranges',
      'SEED_DEMO: must be true or false',
      'STORE_EMAIL: must be an e-mail address',
      'CONTACT_RATE_LIMIT: must be at least 1',
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

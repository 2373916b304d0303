import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type App, type BuildAppOptions, buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import type { Database } from '../../src/db/types.ts';

/** A tiny stand-in for apps/web/dist, so the server suite does not depend on a web build. */
export const FIXTURE_DIST = fileURLToPath(new URL('../fixtures/web-dist', import.meta.url));

export interface TestAppOptions {
  env?: Record<string, string>;
  catalogCache?: BuildAppOptions['catalogCache'];
  /** Turns the outbox worker on (it is off in tests) and sets its clock, jitter and timings. */
  mailWorker?: BuildAppOptions['mailWorker'];
  /** The database's handle: readiness probes PostgreSQL on its own connection, /metrics the pool. */
  database?: DatabaseHandle;
  /** The app's logger; off unless a test captures log lines. */
  logger?: BuildAppOptions['logger'];
  /** Adds test-only routes before the app is sealed by ready(). */
  extend?: (app: App) => void;
}

export interface TestApp {
  app: App;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real app on the given database, with its own temporary DATA_DIR (for /media) and the
 * fixture web build. Configuration goes through loadConfig like in production.
 */
export async function createTestApp(db: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sheesham-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: FIXTURE_DIST,
    SITE_URL: 'https://shop.example.in',
    // Suites sign many users up from one address; rate-limit tests set their own limits.
    AUTH_RATE_LIMIT_IP: '1000',
    // Suites place many orders per customer; the checkout rate-limit test sets its own.
    CHECKOUT_RATE_LIMIT: '10000',
    ...options.env,
  });
  const app = await buildApp({
    config,
    db,
    logger: options.logger ?? false,
    catalogCache: options.catalogCache,
    mailWorker: options.mailWorker,
    database: options.database,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

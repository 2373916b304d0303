import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { type AppConfig, loadConfig } from '../../apps/server/src/config.ts';

const FIXTURE_DIST = join(import.meta.dirname, '../../apps/server/test/fixtures/web-dist');

/**
 * The server's configuration as production loads it, for an app built in the bench's own process:
 * a fresh AUTH_SECRET, the sandbox gateway (production needs a deliberate one) and the test
 * fixture instead of a web build. `env` adds or overrides variables.
 */
export function benchConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: FIXTURE_DIST,
    SITE_URL: 'https://shop.example.in',
    HOST: '127.0.0.1',
    PAYMENT_GATEWAY: 'sandbox',
    ...env,
  });
}

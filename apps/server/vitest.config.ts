import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The server's HTTP suite (apps/server/test) through `app.inject`: each file opens its own
 * database (in-memory PGlite, or a fresh database on TEST_DATABASE_URL's server).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One migrated template database per run; each file copies it (test/helpers/test-database.ts).
    globalSetup: ['test/global-setup.ts'],
    // Two server processes on PostgreSQL and Redis: their own phase (vitest.scale-out.config.ts).
    exclude: [...configDefaults.exclude, 'test/scale-out/**'],
    pool: 'forks',
    maxWorkers: 2,
    // A first PGlite start is slow on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

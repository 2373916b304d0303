import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two real server processes on one PostgreSQL database and one Redis (docs/decisions/024): its own
 * phase of `npm test`, run once with TEST_DATABASE_URL, not once per database like the HTTP suite.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'scale-out',
    environment: 'node',
    include: ['test/scale-out/**/*.test.ts'],
    // The two servers run the server built once for the run, as `npm start` runs it.
    globalSetup: ['test/global-setup-server-bundle.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    // Two server processes start: a minute or more on a busy 2-core machine.
    hookTimeout: 300_000,
  },
});

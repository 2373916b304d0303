import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { longestFirstSequencer } from '../../scripts/longest-first-sequencer.mjs';

/**
 * The server's HTTP suite (apps/server/test) through `app.inject`, in ONE vitest run on both
 * databases: the PGlite projects always, the PostgreSQL ones when TEST_DATABASE_URL is set. One
 * run transforms the sources once and lets the PostgreSQL files (which mostly wait on the
 * database server) fill the cores beside the PGlite ones (docs/decisions/044-ci-in-half-the-time.md).
 * Each file opens its own database (in-memory PGlite, or a fresh database on that server).
 *
 * Files share their worker's modules (`isolate: false`): importing the app anew for every file was
 * most of the suite's time. Each file still gets its own database and app. A file that replaces a
 * module with vi.mock must not lend that module to other files: it goes in ISOLATED.
 */
const ISOLATED = ['test/orders/orders-archive-race.test.ts'];

/**
 * Files whose subject is the embedded database itself, or no database at all: the PostgreSQL
 * project would run them again unchanged (they open their own PGlite, or none), so they run in the
 * PGlite project only (docs/decisions/069-longest-test-files-first.md).
 */
const ONCE = [
  'test/app/embedded-production-warning.test.ts',
  'test/db/database-lock.test.ts',
  'test/db/pglite-settings.test.ts',
  'test/payments/razorpay-api.test.ts',
  'test/shared-state/redis-limiter-window.test.ts',
  'test/web/critical-css.test.ts',
  'test/web/web-fonts.test.ts',
];

const root = fileURLToPath(new URL('.', import.meta.url));

type Database = 'PGlite' | 'PostgreSQL';

function project(database: Database, isolate: boolean): TestProjectInlineConfiguration {
  const pglite = database === 'PGlite';
  return {
    test: {
      // run-tests.mjs reads the database from the name: `server (PGlite)`, `server (PostgreSQL)`.
      name: `server (${database})${isolate ? ' isolated' : ''}`,
      root,
      environment: 'node',
      include: isolate ? ISOLATED : ['test/**/*.test.ts'],
      // Two server processes on PostgreSQL and Redis: their own phase (vitest.scale-out.config.ts).
      exclude: [
        ...configDefaults.exclude,
        'test/scale-out/**',
        ...(isolate ? [] : ISOLATED),
        ...(pglite ? [] : ONCE),
      ],
      // One migrated template database per database; each file copies it (test/helpers/test-database.ts).
      // The server built once a run, for the files that start it as a process.
      globalSetup: [
        pglite ? 'test/global-setup-pglite.ts' : 'test/global-setup-postgres.ts',
        'test/global-setup-server-bundle.ts',
      ],
      setupFiles: pglite ? ['test/setup-pglite-env.ts'] : [],
      // Set again for each PostgreSQL file, whatever a worker ran before.
      env: pglite ? {} : { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' },
      pool: 'forks',
      isolate,
      // A first PGlite start is slow on a busy 2-core machine.
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  };
}

const databases: Database[] = process.env.TEST_DATABASE_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];

export default defineConfig({
  test: {
    projects: databases.flatMap((database) => [project(database, false), project(database, true)]),
    maxWorkers: 2,
    // Longest files first, across both databases, by a whole run's durations (decision 069).
    sequence: {
      sequencer: longestFirstSequencer(new URL('./test-durations.json', import.meta.url)),
    },
  },
});

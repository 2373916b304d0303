import { defineConfig } from 'vitest/config';

/**
 * The unit phase of `npm test` (scripts/run-tests.mjs): the shared rules, the demo catalogue, the
 * repository scripts (the boundary checker), the web app (its own config: happy-dom and the
 * '@' alias) and the server's unit tests beside its code
 * (the demo seed included).
 * The server's HTTP suite in apps/server/test runs separately, once per database.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's modules: most of a file's time was importing
          // (docs/decisions/044-ci-in-half-the-time.md).
          isolate: false,
        },
      },
      {
        test: {
          name: 'demo-catalogue',
          root: './packages/demo-catalogue',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's modules: most of a file's time was importing
          // (docs/decisions/044-ci-in-half-the-time.md).
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-unit',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's modules: most of a file's time was importing
          // (docs/decisions/044-ci-in-half-the-time.md).
          isolate: false,
          // Opening and migrating a PGlite, or seeding the demo catalogue into one, takes seconds
          // when the unit phase shares 2 cores.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
    ],
  },
});

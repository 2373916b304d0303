import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app.ts';
import type { AppConfig, PostgresOptions } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import type { Database } from '../../src/db/types.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface UseTestApp {
  readonly app: App;
  readonly db: Database;
  readonly database: DatabaseHandle;
  readonly config: AppConfig;
}

/**
 * One fresh database and one app for the calling test file: registers beforeAll (create) and
 * afterAll (close) and returns getters, which only work inside hooks and tests (after beforeAll).
 * Call it at the top level of the file, before any beforeAll that signs users up.
 */
export function useTestApp(
  options: TestAppOptions & {
    /** PostgreSQL pool settings for this file's database (e.g. a longer wait for a connection). */
    pool?: Partial<PostgresOptions>;
  } = {},
): UseTestApp {
  const { pool, ...appOptions } = options;
  let database: TestDatabase | undefined;
  let testApp: TestApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(pool);
    testApp = await createTestApp(database.db, { database, ...appOptions });
  });

  afterAll(async () => {
    await testApp?.close();
    await database?.release();
  });

  function ready(): { database: DatabaseHandle; testApp: TestApp } {
    if (!database || !testApp) throw new Error('useTestApp: used before its beforeAll ran');
    return { database, testApp };
  }

  return {
    get app() {
      return ready().testApp.app;
    },
    get db() {
      return ready().database.db;
    },
    get database() {
      return ready().database;
    },
    get config() {
      return ready().testApp.config;
    },
  };
}

import { mkdirSync } from 'node:fs';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';

/** Errors a user can fix get their message alone; anything else is a bug and keeps its stack. */
export function exitWithStartupError(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Sheesham could not start:', error);
  }
  process.exit(1);
}

/** Config, database and migrations: the common start of the server and the db:* commands. */
export async function openMigratedDatabase(): Promise<{
  config: AppConfig;
  handle: DatabaseHandle;
}> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  mkdirSync(config.mediaDir, { recursive: true });
  return { config, handle };
}

import { mkdirSync } from 'node:fs';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { notPrivateWarning, PRIVATE_DIR_MODE, prepareDataDir } from './lib/private-files.ts';

/** Errors a user can fix get their message alone; anything else is a bug and keeps its stack. */
export function exitWithStartupError(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Sheesham could not start:', error);
  }
  process.exit(1);
}

/**
 * The config, with DATA_DIR private to this user (lib/private-files.ts) before anything is
 * written there: the start of the server and of every command that writes to DATA_DIR.
 */
export async function loadConfigForDataDir(): Promise<AppConfig> {
  const config = loadConfig();
  const warning = notPrivateWarning(await prepareDataDir(config.dataDir));
  if (warning) console.warn(warning);
  return config;
}

/** Config, database and migrations: the common start of the server and the db:* commands. */
export async function openMigratedDatabase(): Promise<{
  config: AppConfig;
  handle: DatabaseHandle;
}> {
  const config = await loadConfigForDataDir();
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  mkdirSync(config.mediaDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return { config, handle };
}

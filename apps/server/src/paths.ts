import { fileURLToPath } from 'node:url';

/** apps/server, whatever the working directory (npm runs workspace scripts inside it). */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The SQL that drizzle-kit generates from src/db/schema.ts. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));

import type { AppConfig } from '../config.ts';

/** The one command that moves an embedded shop to PostgreSQL, media included (src/backup/). */
export const MOVE_TO_POSTGRES_COMMAND =
  'npm run db:move-to-postgres -- postgres://USER:PASSWORD@HOST:5432/DATABASE';

/**
 * PGlite runs with fsync=off and its Node file system never syncs (upstream issue pglite#1107): a
 * killed process loses nothing, but a power cut or an OS crash can lose acknowledged orders. A
 * production start on it says so, with the way out (docs/decisions/027-backup-api-docs-deploy.md).
 */
export function embeddedInProductionWarning(
  config: Pick<AppConfig, 'nodeEnv' | 'databaseUrl'>,
): string | undefined {
  if (config.nodeEnv !== 'production' || config.databaseUrl) return undefined;
  return `Production on the embedded database (PGlite, no DATABASE_URL): PGlite does not flush its writes to disk (fsync is off; upstream issue pglite#1107), so a power cut or an operating-system crash can lose orders that were already confirmed. Move the shop to PostgreSQL with one command, server stopped: ${MOVE_TO_POSTGRES_COMMAND} — then start it with DATABASE_URL set to that database.`;
}

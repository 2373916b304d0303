import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths.ts';

/** What a backup records about its schema, and what a restore compares with this build's. */
export interface MigrationLevel {
  /** How many of the migrations in apps/server/drizzle were applied. */
  applied: number;
  /** The tag of the last one applied, such as `0009_search`, or null for none. */
  last: string | null;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build ships, in order (drizzle-kit's journal). */
export function shippedMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  return journal.entries as JournalEntry[];
}

export function shippedLevel(): MigrationLevel {
  const entries = shippedMigrations();
  return { applied: entries.length, last: entries.at(-1)?.tag ?? null };
}

/** Anything with a `query(text) → { rows }`: a PGlite client, a pg pool or pool client. */
export interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * The level a database is at, from drizzle's own bookkeeping (drizzle.__drizzle_migrations keeps
 * each applied migration's journal time as created_at).
 */
export async function databaseLevel(client: SqlClient): Promise<MigrationLevel> {
  const { rows: exists } = await client.query<{ table: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as "table"`,
  );
  if (!exists[0]?.table) return { applied: 0, last: null };
  const { rows } = await client.query<{ applied: number; latest: string | null }>(
    'select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations',
  );
  const applied = rows[0]?.applied ?? 0;
  const latest = rows[0]?.latest ? Number(rows[0].latest) : null;
  const tag = shippedMigrations().find((entry) => entry.when === latest)?.tag;
  return { applied, last: tag ?? (latest === null ? null : `unknown (${latest})`) };
}

/** A backup from a newer build has migrations this one does not know: restoring it would break. */
export function assertRestorable(level: MigrationLevel): void {
  const shipped = shippedLevel();
  if (level.applied > shipped.applied) {
    throw new Error(
      `This backup is at migration ${level.last} (${level.applied} applied), newer than this build (${shipped.last}). Restore it with the version of Sheesham that made it, or a newer one.`,
    );
  }
}

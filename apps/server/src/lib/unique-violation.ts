import { hasSqlState } from './sql-state.ts';

/** PostgreSQL's unique_violation, however the driver (pg, PGlite) or drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, ['23505']);
}

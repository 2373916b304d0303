/**
 * True for PostgreSQL's unique_violation (23505), from node-postgres or PGlite, whether drizzle
 * hands the driver error over directly or wrapped (DrizzleQueryError keeps it as `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

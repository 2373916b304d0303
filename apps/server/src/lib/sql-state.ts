/** Whether PostgreSQL raised one of these SQLSTATE codes, however pg, PGlite or drizzle wrap it. */
export function hasSqlState(error: unknown, states: readonly string[]): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && states.includes(code)) return true;
  }
  return false;
}

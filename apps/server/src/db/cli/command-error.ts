/**
 * Ends an operator's command (backup, restore, move): the message alone, since each failure it can
 * meet (a lock, a refused restore, pg_dump's own words) explains itself; the stack only on demand.
 */
export function exitWithCommandError(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
  process.exit(1);
}

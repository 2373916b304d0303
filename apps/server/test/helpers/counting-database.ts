import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import type { Database } from '../../src/db/types.ts';

/**
 * Transaction control, which drizzle logs on node-postgres but PGlite runs itself: left out, so
 * a count is the same on both databases.
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/** A second drizzle handle on the same connections that records every statement it sends. */
export function countingDatabase(handle: DatabaseHandle): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const logger: Logger = {
    logQuery(query) {
      if (!TRANSACTION_CONTROL.test(query)) statements.push(query);
    },
  };
  const db =
    handle.kind === 'pglite'
      ? drizzlePglite({ client: handle.client, schema, logger })
      : drizzlePg({ client: handle.pool, schema, logger });
  return { db, statements };
}

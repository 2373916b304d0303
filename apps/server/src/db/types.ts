import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** The drizzle handle, the same type for PGlite and node-postgres so services never care which. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

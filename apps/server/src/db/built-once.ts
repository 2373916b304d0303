import type { Database } from './types.ts';

/**
 * A statement drizzle builds once and runs in any transaction (docs/decisions/043).
 *
 * drizzle renders a query's SQL text anew on every call, and for the checkout's statements that
 * rendering cost more of the server's CPU than PostgreSQL spent running them (an order's insert
 * of ~25 columns took about 0.3–1 ms to build). `builtOnce` renders the statement the first time
 * it runs, with `sql.placeholder` for every value, and from then on hands the same text, the same
 * result mapping and the same statement name to the caller's session (the transaction's
 * connection), filling in the values. Named, so each PostgreSQL connection also plans it once.
 *
 * Placeholder values go to the driver as they are, without drizzle's column mapping: use it for
 * text, numbers, booleans, uuids and arrays, and pass JSON as a string. It relies on the fields
 * drizzle 0.45 keeps on a prepared query (checked by the checkout tests, which fail if it breaks).
 */
export function builtOnce<Row>(
  name: string,
  build: (db: Database) => { prepare(name: string): unknown },
): (tx: Database, values: Record<string, unknown>) => Promise<Row[]> {
  let template: PreparedTemplate | undefined;
  return (tx, values) => {
    template ??= build(tx).prepare(name) as PreparedTemplate;
    const query = session(tx).prepareQuery(
      { sql: template.queryString, params: template.params },
      template.fields,
      name,
      template._isResponseInArrayMode,
      template.customResultMapper,
    );
    query.joinsNotNullableMap = template.joinsNotNullableMap;
    return query.execute(values) as Promise<Row[]>;
  };
}

/** What drizzle's prepared query (node-postgres and PGlite alike) holds after building. */
interface PreparedTemplate {
  queryString: string;
  params: unknown[];
  fields: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper: unknown;
  joinsNotNullableMap: unknown;
}

interface PreparedRun {
  joinsNotNullableMap: unknown;
  execute(values: Record<string, unknown>): Promise<unknown>;
}

interface QuerySession {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string,
    isResponseInArrayMode: boolean,
    customResultMapper: unknown,
  ): PreparedRun;
}

function session(db: Database): QuerySession {
  return db._.session as unknown as QuerySession;
}

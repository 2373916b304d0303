import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { connectionSocket } from './sent-together.ts';
import type { Database } from './types.ts';

/**
 * `db.transaction(work)`, but on PostgreSQL BEGIN goes out together with the transaction's first
 * statement, in one write, instead of a round trip of its own (decision 065): the pool's
 * connections pipeline, so BEGIN's answer is read behind the first statement's. drizzle's own
 * transaction waits for BEGIN's answer before it runs `work`. On PGlite it is drizzle's.
 *
 * It builds drizzle 0.45's node-postgres session and transaction as drizzle's transaction does;
 * the checkout's statement tests fail if that breaks.
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const session = db._.session as unknown as PoolSession;
  const pool = session.client;
  if (!(db._.session instanceof NodePgSession) || !(pool instanceof pg.Pool)) {
    return db.transaction(work);
  }
  const { dialect, schema, options } = session;
  const client = await pool.connect();
  try {
    const tx = new NodePgTransaction(
      dialect,
      new NodePgSession(client, dialect, schema, options),
      schema,
    );
    // BEGIN waits in the corked socket for the first statement, which `work` sends in this turn
    // of the event loop (a later one goes out alone, as any statement): one write for both.
    const socket = connectionSocket(tx as unknown as Database);
    socket?.cork();
    const begun = client.query('begin');
    if (socket) setImmediate(() => socket.uncork());
    let result: T;
    try {
      result = await work(tx as unknown as Database);
      await begun;
    } catch (error) {
      // BEGIN's own failure (the connection broke) is the first one; either way nothing is kept.
      await begun.catch(() => undefined);
      await client.query('rollback');
      throw error;
    }
    await client.query('commit');
    return result;
  } finally {
    client.release();
  }
}

/** The fields drizzle's node-postgres session keeps and its transaction reuses. */
interface PoolSession {
  client: unknown;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

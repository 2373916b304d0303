import type { Socket } from 'node:net';
import type { Database } from './types.ts';

/**
 * Sends statements one behind the other on a transaction's connection without waiting for each
 * answer, in one write to the socket, then waits for them all and fails as the first of them
 * failed (decision 065).
 *
 * `send` must send each statement as it calls it (the modules' built-once statements do), so the
 * array's order is the order on the wire. On PostgreSQL the pool's connections pipeline
 * (`pipeline: true` in client.ts) and the socket is corked while `send` runs: one write and one
 * round trip for all. PGlite runs them one after another. Every answer is awaited before this
 * settles, so nothing of the transaction still runs when the caller commits or rolls back. When
 * one fails, PostgreSQL refuses the rest of the transaction (25P02): the first failure in order
 * is the real one, as if they had been sent one at a time.
 */
export async function sendTogether<const T extends readonly unknown[]>(
  tx: Database,
  send: () => { [K in keyof T]: Promise<T[K]> },
): Promise<T> {
  const socket = connectionSocket(tx);
  socket?.cork();
  let pending: { [K in keyof T]: Promise<T[K]> };
  try {
    pending = send();
  } finally {
    socket?.uncork();
  }
  const settled = await Promise.allSettled(pending);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * The socket of the node-postgres connection a transaction runs on; null on PGlite or outside a
 * transaction (a pool has no one socket). drizzle 0.45 keeps the client on the session.
 */
export function connectionSocket(tx: Database): Socket | null {
  const client = (tx._.session as unknown as { client?: { connection?: { stream?: unknown } } })
    .client;
  const stream = client?.connection?.stream;
  return stream && typeof (stream as Socket).cork === 'function' ? (stream as Socket) : null;
}

import type pg from 'pg';

/**
 * What a connection did, in order: a statement handed to the socket as it was asked for, one
 * asked for but held back until the connection is free (node-postgres without pipelining), a
 * write of what the socket holds to the operating system, or the answer to a statement.
 */
export type WireEvent =
  | { sent: string }
  | { queued: string }
  | { written: true }
  | { answered: string };

/** Statements that went out without waiting for an answer between them, and in how many writes. */
export interface WireRun {
  statements: string[];
  writes: number;
}

type Writer = (...args: unknown[]) => unknown;
interface WritableSocket {
  write: Writer;
  _write: Writer;
  _writev?: Writer;
}

/** Counts what is handed to the socket (`write`), and logs each write it makes (`_write(v)`). */
function watchSocket(socket: WritableSocket, events: WireEvent[]): { handed: () => number } {
  let handed = 0;
  const write = socket.write.bind(socket);
  socket.write = (...args) => {
    handed += 1;
    return write(...args);
  };
  for (const method of ['_write', '_writev'] as const) {
    const own = socket[method]?.bind(socket);
    if (!own) continue;
    socket[method] = (...args) => {
      events.push({ written: true });
      return own(...args);
    };
  }
  return { handed: () => handed };
}

/**
 * Records, for every connection the pool hands out, each statement as it is sent, each write to
 * the socket and each answer as it arrives, in one sequence (decision 065). PostgreSQL only:
 * PGlite has no wire.
 */
export function logWire(pool: pg.Pool): { events: WireEvent[] } {
  const events: WireEvent[] = [];
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    const socket = (client as unknown as { connection: { stream: WritableSocket } }).connection
      .stream;
    const { handed } = watchSocket(socket, events);
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      const text = typeof first === 'string' ? first : String((first as { text: string }).text);
      const handedBefore = handed();
      const logSend = () => {
        events.push(handed() > handedBefore ? { sent: text } : { queued: text });
      };
      const answered = () => {
        events.push({ answered: text });
      };
      // pg-pool's own pool.query passes a callback; drizzle waits for the returned promise.
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (...result: unknown[]) => {
          answered();
          return callback(...result);
        };
        const result = query(...args);
        logSend();
        return result;
      }
      const answer = query(...args);
      logSend();
      answer.then(answered, answered);
      return answer;
    };
  });
  return { events };
}

/**
 * The runs of `events` between answers that sent two or more statements: what went out without
 * waiting, and how many writes to the socket it took.
 */
export function wireRuns(events: readonly WireEvent[]): WireRun[] {
  const runs: WireRun[] = [{ statements: [], writes: 0 }];
  for (const event of events) {
    const run = runs.at(-1) as WireRun;
    if ('sent' in event) run.statements.push(event.sent);
    else if ('written' in event) run.writes += 1;
    else if (run.statements.length > 0 || run.writes > 0) runs.push({ statements: [], writes: 0 });
  }
  return runs.filter((run) => run.statements.length > 1);
}

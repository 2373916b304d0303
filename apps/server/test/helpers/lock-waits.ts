import { setTimeout as pause } from 'node:timers/promises';
import type pg from 'pg';

/** A backend of this database that PostgreSQL reports as waiting for a lock. */
export interface LockWaiter {
  pid: number;
  /** The statement that waits. */
  query: string;
  /** The backends holding (or queued ahead for) the lock it waits for. */
  blockedBy: number[];
}

const WAITERS_SQL = `
  select pid, query, pg_blocking_pids(pid) as "blockedBy"
  from pg_stat_activity
  where datname = current_database() and wait_event_type = 'Lock'`;

/**
 * Resolves once PostgreSQL shows a backend waiting for a lock that `matches`, and returns it.
 * It orders a race by the lock itself: the test goes on only when the statement really waits.
 * The short pause is between looks at pg_stat_activity; it orders nothing. A wait that never
 * comes fails the test after `timeoutMs`, naming what it waited for.
 */
export async function waitForLockWaiter(
  pool: pg.Pool,
  description: string,
  matches: (waiter: LockWaiter) => boolean,
  timeoutMs = 10_000,
): Promise<LockWaiter> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<LockWaiter>(WAITERS_SQL);
    const found = rows.find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `no backend waited for a lock: ${description} (waiting: ${JSON.stringify(rows)})`,
      );
    }
    await pause(10);
  }
}

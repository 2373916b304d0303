import { openPostgres } from '../../apps/server/src/db/client.ts';
import { cpuSecondsOfCommand, cpuSecondsOfPostmaster, parentOf } from './cpu-time.ts';

/**
 * A reader of the CPU seconds the PostgreSQL server at `serverUrl` has used: its own postmaster's
 * processes when that server runs on this machine, so a second server others use for their tests
 * does not count; otherwise (or without a server) every process named `postgres`.
 */
export async function postgresCpuReader(serverUrl?: string): Promise<() => number | null> {
  const everyPostgres = () => cpuSecondsOfCommand('postgres');
  if (!serverUrl) return everyPostgres;
  const { pool } = openPostgres(serverUrl);
  try {
    const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    const postmaster = rows[0] ? parentOf(String(rows[0].pid)) : null;
    if (!postmaster || cpuSecondsOfPostmaster(Number(postmaster)) === null) return everyPostgres;
    return () => cpuSecondsOfPostmaster(Number(postmaster));
  } finally {
    await pool.end();
  }
}

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { onServer } from './bench-database.ts';
import { waitedChildrenCpuSeconds } from './cpu-time.ts';

const run = promisify(execFile);

/** What pgbench's built-in TPC-B-like script measured. */
export interface PgbenchResult {
  tps: number;
  latencyAverageMs: number;
  transactions: number;
  /** CPU seconds of the timed run: the server's processes and pgbench's own; null without /proc. */
  cpu: { postgresSeconds: number; clientSeconds: number } | null;
  scale: number;
  clients: number;
  seconds: number;
}

/** PGBENCH, or the newest PostgreSQL's pgbench in /usr/lib/postgresql/<version>/bin. */
export function findPgbench(): string {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const binary = join(root, version, 'bin', 'pgbench');
    if (existsSync(binary)) return binary;
  }
  throw new Error('pgbench not found: install PostgreSQL client tools or set PGBENCH');
}

function numberAfter(output: string, pattern: RegExp, what: string): number {
  const match = output.match(pattern);
  if (!match?.[1]) throw new Error(`pgbench printed no ${what}:\n${output}`);
  return Number(match[1]);
}

/**
 * `pgbench -i -s scale` on a scratch database of the server at `serverUrl`, then the TPC-B-like
 * script from `clients` clients for `seconds`; the database is dropped afterwards. Scale at least
 * the number of clients, so they do not all queue on one branch row.
 */
export async function runPgbench(
  serverUrl: string,
  {
    clients,
    seconds,
    scale,
    postgresCpu,
  }: { clients: number; seconds: number; scale: number; postgresCpu: () => number | null },
): Promise<PgbenchResult> {
  const binary = findPgbench();
  const name = `sheesham_pgbench_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  await onServer(serverUrl, `create database ${name}`);
  url.pathname = `/${name}`;
  const target = url.toString();
  try {
    await run(binary, ['-i', '-q', '-s', String(scale), target], { maxBuffer: 1 << 24 });
    const threads = Math.min(clients, 2);
    const postgresBefore = postgresCpu();
    const childrenBefore = waitedChildrenCpuSeconds();
    const { stdout } = await run(
      binary,
      ['-c', String(clients), '-j', String(threads), '-T', String(seconds), '-n', target],
      { maxBuffer: 1 << 24 },
    );
    const postgresAfter = postgresCpu();
    const childrenAfter = waitedChildrenCpuSeconds();
    const cpu =
      postgresBefore !== null &&
      postgresAfter !== null &&
      childrenBefore !== null &&
      childrenAfter !== null
        ? {
            postgresSeconds: postgresAfter - postgresBefore,
            clientSeconds: childrenAfter - childrenBefore,
          }
        : null;
    return {
      tps: numberAfter(stdout, /tps = ([\d.]+)/, 'tps'),
      latencyAverageMs: numberAfter(stdout, /latency average = ([\d.]+) ms/, 'latency'),
      transactions: numberAfter(stdout, /actually processed: (\d+)/, 'transaction count'),
      cpu,
      scale,
      clients,
      seconds,
    };
  } finally {
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

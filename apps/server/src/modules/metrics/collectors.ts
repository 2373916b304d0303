import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { outboxBacklog } from '../mail/index.ts';

/** The per-route request histogram's buckets, in seconds: a page is fast, a checkout a bit less. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface HttpCollectors {
  duration: Histogram<'method' | 'route' | 'status_code'>;
  limiterRefusals: Counter<'route'>;
}

/** Request durations per route pattern, and 429 refusals (every limiter answers 429). */
export function httpCollectors(registry: Registry): HttpCollectors {
  return {
    duration: new Histogram({
      name: 'sheesham_http_request_duration_seconds',
      help: 'HTTP request duration by route pattern (not URL), method and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    limiterRefusals: new Counter({
      name: 'sheesham_limiter_refusals_total',
      help: 'Requests refused by a rate limiter (429), by route pattern.',
      labelNames: ['route'] as const,
      registers: [registry],
    }),
  };
}

/**
 * The outbox backlog and its oldest mail's age, queried at scrape time. A database that does not
 * answer reports NaN (unknown) rather than failing the scrape.
 */
export function outboxCollectors(registry: Registry, db: Database, log: FastifyBaseLogger): void {
  type Backlog = Awaited<ReturnType<typeof outboxBacklog>>;
  // One small query per gauge and scrape: a cached answer would be stale at the next scrape.
  const gauge = (name: string, help: string, pick: (b: Backlog) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        try {
          this.set(pick(await outboxBacklog(db)));
        } catch (error) {
          log.warn({ err: error }, `metrics: ${name} unknown`);
          this.set(Number.NaN);
        }
      },
    });
  gauge('sheesham_mail_outbox_backlog', 'Mails pending or being sent.', (b) => b.count);
  gauge(
    'sheesham_mail_outbox_oldest_age_seconds',
    'Age of the oldest mail pending or being sent (0 when none).',
    (b) => b.oldestAgeSeconds,
  );
}

/**
 * The connection pool: on PostgreSQL its connections open, in use and idle, and the requests
 * waiting for one; PGlite is one in-process connection that queues queries itself, so only its
 * size (1) is reported.
 */
export function poolCollectors(registry: Registry, handle: DatabaseHandle | undefined): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  if (handle?.kind !== 'postgres') {
    gauge('sheesham_db_pool_size', 'Connections the pool may open (PGlite: 1).', () => 1);
    return;
  }
  const { pool } = handle;
  gauge('sheesham_db_pool_size', 'Connections the pool may open.', () => pool.options.max ?? 0);
  gauge('sheesham_db_pool_total', 'Connections open.', () => pool.totalCount);
  gauge(
    'sheesham_db_pool_in_use',
    'Connections checked out.',
    () => pool.totalCount - pool.idleCount,
  );
  gauge('sheesham_db_pool_waiting', 'Queries waiting for a connection.', () => pool.waitingCount);
}

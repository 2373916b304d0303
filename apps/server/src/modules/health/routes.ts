import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReadinessChecks } from './readiness-checks.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});

const liveSchema = z.object({ status: z.literal('ok') });

const readySchema = z.object({
  status: z.enum(['ok', 'degraded', 'error', 'stopping']),
  checks: z.record(z.string(), z.enum(['ok', 'error', 'timeout'])),
});

/** Readiness answers within about this long, whatever hangs behind it (issue 14: within 2 s). */
export const READY_TIMEOUT_MS = 1_000;

export interface HealthRoutesOptions {
  /** `select 1` on a connection of the health check's own where the database allows (db/probe.ts). */
  ping: () => Promise<void>;
  readiness: ReadinessChecks;
}

/**
 * GET /api/health: 200 when the database answers `select 1`, 503 otherwise (kept for load
 * balancers and the e2e suite). GET /api/health/live: the process answers. GET /api/health/ready:
 * every critical readiness check passes (database and migrations, and what others register; a
 * failed non-critical one answers 200 `degraded`), 503 when one fails or times out, or once the
 * shop is shutting down (decision 026).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { ping, readiness },
) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
    },
  );

  app.get('/health/live', { schema: { response: { 200: liveSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/health/ready',
    { schema: { response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const result = await readiness.run(READY_TIMEOUT_MS);
      const ready = result.status === 'ok' || result.status === 'degraded';
      return reply.code(ready ? 200 : 503).send(result);
    },
  );
};

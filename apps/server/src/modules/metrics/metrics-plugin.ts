import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { shopEventsRegistry } from '../../lib/shop-events-metrics.ts';
import { httpCollectors, outboxCollectors, poolCollectors } from './collectors.ts';

export interface MetricsPluginOptions {
  db: Database;
  /** The open database, for the pool gauges; without it only the pool's size is reported. */
  database?: DatabaseHandle;
  /** METRICS_TOKEN: serves GET /metrics on the main port to `Authorization: Bearer <token>`. */
  token: string | undefined;
}

export interface Metrics {
  /** The Prometheus text: this app's collectors and the process-wide shop events. */
  render(): Promise<{ contentType: string; body: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics (decision 026): a request histogram labelled with the route pattern (never
 * the URL, whose ids would explode the series), limiter refusals, the outbox and pool gauges read
 * at scrape time, and the shop's event counters. GET /metrics is registered only with a token;
 * METRICS_PORT serves the same text on an internal port (server.ts, listenForMetrics).
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, options) => {
    const registry = new Registry();
    const http = httpCollectors(registry);
    outboxCollectors(registry, options.db, app.log);
    poolCollectors(registry, options.database);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      http.duration.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode === 429) http.limiterRefusals.inc({ route });
    });

    const metrics: Metrics = {
      async render() {
        const body = [await registry.metrics(), await shopEventsRegistry.metrics()].join('\n');
        return { contentType: registry.contentType, body };
      },
    };
    app.decorate('metrics', metrics);

    const { token } = options;
    if (!token) return;
    const requireToken = async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameToken(given, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized('A valid metrics token is required.');
      }
    };
    app.get('/metrics', { onRequest: requireToken }, async (_request, reply) => {
      const { contentType, body } = await metrics.render();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    });
  },
  { name: 'metrics' },
);

/** METRICS_PORT: GET /metrics, unauthenticated, on an internal port; anything else is a 404. */
export async function listenForMetrics(
  metrics: Metrics,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }));
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(body);
      },
      () => {
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        response.end(
          JSON.stringify({ error: { code: 'internal_error', message: 'Metrics failed.' } }),
        );
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

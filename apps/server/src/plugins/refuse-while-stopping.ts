import fp from 'fastify-plugin';

const STOPPING = {
  code: 'unavailable',
  message: 'The shop is restarting. Please try again in a moment.',
};

/**
 * Once the server is stopping (SIGTERM, decision 026), a request that arrives on a connection
 * kept alive from before is refused cleanly: a JSON 503 with `Connection: close`, so the client
 * retries elsewhere and the connection ends instead of being cut at the grace deadline. Requests
 * already under way finish normally. Health probes still answer (readiness says `stopping`).
 * Replaces Fastify's own 503 on closing, whose body is not the shop's error shape.
 */
export const refuseWhileStoppingPlugin = fp<{ isStopping: () => boolean }>(
  async (app, { isStopping }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!isStopping() || request.url.startsWith('/api/health')) return;
      reply.header('connection', 'close').header('retry-after', '5');
      return reply.code(503).send({ error: STOPPING });
    });
  },
  { name: 'refuse-while-stopping' },
);

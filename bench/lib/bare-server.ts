// A bare Fastify 5 route that answers GET /api/products with bytes captured from the real app,
// held in memory: the upper bound the app is compared against in bench/api.ts.
// Run as its own process (like the app) with PORT and FIXTURE (a JSON file written by api.ts).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface BareFixture {
  /** Keyed by the exact Accept-Encoding the load generator sends ('' for none). */
  variants: Record<string, { headers: Record<string, string>; bodyBase64: string }>;
}

const fixture = JSON.parse(readFileSync(process.env.FIXTURE ?? '', 'utf8')) as BareFixture;
const variants = new Map(
  Object.entries(fixture.variants).map(([encoding, v]) => [
    encoding,
    { headers: v.headers, body: Buffer.from(v.bodyBase64, 'base64') },
  ]),
);

const app = Fastify({ logger: false });
app.get('/api/products', (request, reply) => {
  const variant = variants.get(request.headers['accept-encoding'] ?? '');
  if (!variant) return reply.code(406).send();
  return reply.headers(variant.headers).send(variant.body);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

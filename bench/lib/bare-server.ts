// A bare Fastify 5 route that answers GET /api/products with bytes captured from the real app,
// held in memory: the upper bound the app is compared against in bench/api.ts.
// Run as its own process (like the app) with PORT and FIXTURE (a JSON file written by api.ts).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { pickEncoding } from '../../apps/server/src/lib/send-cached.ts';

export interface BareFixture {
  /** Keyed by the response's Content-Encoding ('identity' when uncompressed). */
  variants: Record<string, { headers: Record<string, string>; bodyBase64: string }>;
}

const fixture = JSON.parse(readFileSync(process.env.FIXTURE ?? '', 'utf8')) as BareFixture;
const variants = new Map(
  Object.entries(fixture.variants).map(([encoding, v]) => [
    encoding,
    { headers: v.headers, body: Buffer.from(v.bodyBase64, 'base64') },
  ]),
);
const identity = variants.get('identity');
if (!identity) throw new Error('the fixture needs an uncompressed variant');

const app = Fastify({ logger: false });
// Negotiates the encoding with the app's own rule, then sends the stored bytes.
app.get('/api/products', (request, reply) => {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const variant = (encoding && variants.get(encoding)) || identity;
  return reply.headers(variant.headers).send(variant.body);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

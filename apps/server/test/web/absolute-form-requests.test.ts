import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { aProduct, insertProducts } from '../helpers/product-builder.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

/**
 * HTTP/1.1 servers must accept a request line in absolute form, `GET http://host/path`
 * (RFC 9112 §3.2.2), and Node hands it on as the request's url. The host in it is whatever the
 * client wrote: no link the shop writes may carry it (issue #24 item 9). app.inject always sends
 * the origin form, so these requests go over a real socket.
 */
const t = useTestApp();
const SITE = 'https://shop.example.in';
const FOREIGN = 'evil.example';
let port = 0;
let productId = '';

beforeAll(async () => {
  const [product] = await insertProducts(t.db, [
    aProduct({ name: 'Jodhpur Chair', images: ['/media/products/jodhpur-a.webp'] }),
  ]);
  productId = product?.id ?? '';
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** One request with exactly this request target, as written on the wire; the whole answer. */
function rawGet(target: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${FOREIGN}\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(text.split(' ')[1]), text });
    });
  });
}

/** The origins of every absolute URL in a page: the shop's own, and schema.org's vocabulary. */
function originsIn(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/https?:\/\/[^"'\s<>\\]+/g)].map(([url]) => new URL(url).origin),
  );
}

const canonicalOf = (text: string) => /<link rel="canonical" href="([^"]*)">/.exec(text)?.[1];
const ogUrlOf = (text: string) => /<meta property="og:url" content="([^"]*)">/.exec(text)?.[1];

describe('an absolute-form request line', () => {
  it.each([
    ['/products', 200],
    ['/no-such-page', 404],
  ])('gets %s with canonical and og:url on SITE_URL, its host nowhere', async (path, status) => {
    const { status: answered, text } = await rawGet(`http://${FOREIGN}${path}`);
    expect(answered).toBe(status);
    expect(canonicalOf(text)).toBe(`${SITE}${path}`);
    expect(ogUrlOf(text)).toBe(`${SITE}${path}`);
    expect(text).not.toContain(FOREIGN);
  });

  it('gets a product page whose canonical and JSON-LD are on SITE_URL', async () => {
    const { status, text } = await rawGet(`https://${FOREIGN}/product/${productId}`);
    expect(status).toBe(200);
    expect(canonicalOf(text)).toBe(`${SITE}/product/${productId}`);
    expect(text).not.toContain(FOREIGN);
    expect(originsIn(text)).toEqual(new Set([SITE, 'https://schema.org']));
  });
});

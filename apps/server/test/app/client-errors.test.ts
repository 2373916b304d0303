import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { apiErrorSchema } from '@sheesham/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/use-test-app.ts';

/**
 * Requests Node's HTTP parser refuses never reach Fastify's router; they must still be answered in
 * the shop's error shape with a fitting status (never Fastify's own `"Client Error"` body).
 * app.inject skips the parser, so these go over a real socket.
 */
const t = useTestApp();
let port = 0;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** Writes these bytes as the request and reads the whole answer until the server closes. */
function rawRequest(bytes: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
  });
}

describe('a request the HTTP parser refuses', () => {
  it.each([
    [
      'a control character in a header',
      'GET /api/products HTTP/1.1\r\nHost: x\r\nX-Name: a\u0001b\r\n\r\n',
    ],
    [
      'a line break inside a header value',
      'GET /api/products HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a\rb\r\n\r\n',
    ],
    ['a broken request line', 'GET /api/products HTTP/1.1 extra\r\nHost: x\r\n\r\n'],
  ])('with %s is a JSON 400 in the shop error shape', async (_, bytes) => {
    const answer = await rawRequest(bytes);
    expect(answer.status).toBe(400);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    const body = apiErrorSchema.parse(JSON.parse(answer.body));
    expect(body.error.code).toBe('bad_request');
    expect(answer.body).not.toContain('Client Error');
  });

  it('with headers past the size limit is a JSON 431', async () => {
    const answer = await rawRequest(
      `GET /api/products HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(apiErrorSchema.parse(JSON.parse(answer.body)).error.code).toBe('headers_too_large');
  });
});

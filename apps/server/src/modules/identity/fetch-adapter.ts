import type { FastifyReply, FastifyRequest } from 'fastify';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { CLIENT_IP_HEADER } from './auth.ts';

/**
 * Request headers better-auth gets. Never `cookie`: the shop's sessions travel only as bearer
 * tokens, so a browser's ambient cookies must not sign anyone in (no CSRF). Never `origin` or
 * `referer` either: with no cookies there is nothing for better-auth's origin check to protect
 * (decision 007), and the request URL is built from SITE_URL, not from what the client claims.
 */
const FORWARDED_HEADERS = ['authorization', 'user-agent'] as const;

/**
 * The Fastify request as a Fetch Request for better-auth's handler, at the public SITE_URL; to
 * `path` instead of the request's own when given (the sign-in after a password reset).
 */
export function toWebRequest(
  request: FastifyRequest,
  siteUrl: string,
  body: unknown,
  path = request.url,
): Request {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  // The proxy-aware client IP, set by the server (a client's own header of this name is dropped).
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(absoluteUrl(siteUrl, path), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

/** Response headers the shop never passes on: cookies (bearer only) and a length Fastify sets. */
const DROPPED_HEADERS = new Set(['set-cookie', 'content-length']);

/**
 * better-auth's Response through Fastify's reply. Its errors ({code, message}) become the shop's
 * {error:{code,message}}; its session cookie is dropped (the token is in `set-auth-token`).
 */
export async function sendWebResponse(reply: FastifyReply, response: Response) {
  // A failure on better-auth's side passes nothing of it on: the shop's error handler answers.
  if (response.status >= 500) {
    throw new Error(`identity answered ${response.status}: ${await response.text()}`);
  }
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (!DROPPED_HEADERS.has(name)) reply.header(name, value);
  }
  const text = await response.text();
  if (response.status < 400) return reply.send(text || null);
  // An error with no body (better-auth answers an unknown method with a bare 404) still gets
  // the shop's error shape.
  let message = response.status === 404 ? 'Not found' : 'The request could not be completed.';
  let code = response.status === 404 ? 'not_found' : 'identity_error';
  try {
    const parsed = JSON.parse(text) as { code?: string; message?: string };
    message = parsed.message ?? message;
    code = parsed.code?.toLowerCase() ?? code;
  } catch {
    // Not JSON: keep the generic message.
  }
  return reply.type('application/json; charset=utf-8').send({ error: { code, message } });
}

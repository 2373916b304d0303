import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = NonNullable<InjectOptions['method']>;

/**
 * A fetch for the server-side render's `/api/...` calls, answered by this server's own routes in
 * process (Fastify's inject): the same handlers, caches and checks as a browser's request, without
 * a socket or a port.
 */
export function injectFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const answer = await app.inject({
      method: (init.method ?? 'GET') as Method,
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        responseHeaders.append(key, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

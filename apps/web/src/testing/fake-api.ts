import { vi } from 'vitest';
import type { IdentityApiUser } from '@/features/auth/session-context';
import { writeSessionToken } from '@/lib/session-token';
import { SLOT_AVAILABILITY } from './delivery-slots';
import { CUSTOMER } from './fixtures';

/** Who the fake server says is signed in: nobody, not answered yet, or this user. */
export type SessionScenario = 'signed-out' | 'pending' | IdentityApiUser;

export interface ApiCall {
  /** "METHOD /api/path", as routes are keyed. */
  key: string;
  body: unknown;
  headers: Headers;
}

export interface Reply {
  status: number;
  body: unknown;
  /** Response headers besides content-type, e.g. the X-Total-Count of a paged list. */
  headers?: Record<string, string>;
  /** The body starts to arrive, then the connection drops (the page navigated away mid-read). */
  cutOff?: boolean;
}

/** The reply as the browser's fetch would give it. */
function toResponse(reply: Reply): Response {
  const init = { status: reply.status, headers: reply.headers };
  if (!reply.cutOff) return Response.json(reply.body, init);
  const json = JSON.stringify(reply.body);
  const broken = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(json.slice(0, json.length >> 1)));
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(broken, {
    ...init,
    headers: { ...reply.headers, 'content-type': 'application/json' },
  });
}

export type Handler = (call: ApiCall) => Reply | Promise<Reply>;

const notFound: Reply = {
  status: 404,
  body: { error: { code: 'not_found', message: 'Not found' } },
};

/**
 * Stands in for the server at the network boundary (window.fetch, not our code): the session
 * (`CUSTOMER` signed in unless told otherwise), the sandbox payment config, the delivery slots of
 * 302001 (testing/delivery-slots.ts), and the given routes
 * keyed "METHOD /api/path"; anything else is a 404. Returns every call made, for assertions.
 * `resetTestState` (testing/render) undoes it.
 */
export function fakeApi(
  routes: Record<string, Handler> = {},
  { session = CUSTOMER }: { session?: SessionScenario } = {},
): ApiCall[] {
  writeSessionToken(session === 'signed-out' ? null : 'test-token');
  const all: Record<string, Handler> = {
    'GET /api/identity/get-session': () =>
      session === 'pending'
        ? new Promise<Reply>(() => {})
        : { status: 200, body: { session: { id: 'session-1' }, user: session } },
    'GET /api/payment/config': () => ({
      status: 200,
      body: { gateway: 'sandbox', key_id: 'sandbox' },
    }),
    'GET /api/delivery/slots?pincode=302001': () => ({ status: 200, body: SLOT_AVAILABILITY }),
    ...routes,
  };
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: ApiCall = {
      key: `${init.method ?? 'GET'} ${String(input)}`,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const handler = all[call.key];
    const reply = handler ? await handler(call) : notFound;
    return toResponse(reply);
  });
  return calls;
}

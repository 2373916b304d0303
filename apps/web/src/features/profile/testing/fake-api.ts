import { vi } from 'vitest';
import { SESSION_TOKEN_KEY } from '@/lib/session-token';

type Handler = (init: RequestInit | undefined) => { status: number; body: unknown };

/**
 * Stands in for the server at the network boundary (window.fetch): a signed-in session plus the
 * given routes, keyed "METHOD /api/path". Returns the calls made, for assertions.
 */
export function fakeApi(routes: Record<string, Handler>) {
  localStorage.setItem(SESSION_TOKEN_KEY, 'test-token');
  const all: Record<string, Handler> = {
    'GET /api/identity/get-session': () => ({
      status: 200,
      body: {
        user: {
          id: 'user-1',
          name: 'Asha Verma',
          email: 'asha@example.in',
          createdAt: '2025-01-10T00:00:00.000Z',
        },
      },
    }),
    ...routes,
  };
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const handler = all[key];
    const { status, body } = handler
      ? handler(init)
      : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

export function resetFakeApi() {
  vi.unstubAllGlobals();
  localStorage.clear();
}

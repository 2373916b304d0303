import type { Product } from '@sheesham/shared';
import type { AdminProductPage } from '@sheesham/shared/admin-products';
import { vi } from 'vitest';
import { type ApiCall, fakeApi, type Handler, type Reply } from '@/testing/fake-api';
import { ADMIN } from '@/testing/fixtures';

export const LIST_PATH = '/api/admin/products';

/** A 200 page of products. */
export const pageOf = (items: Product[], total = items.length): Reply => ({
  status: 200,
  body: { items, total } satisfies AdminProductPage,
});

/**
 * `fakeApi` with the admin signed in, plus GET /api/admin/products answered by `list` for any
 * query string (fakeApi matches whole URLs, and the list's query changes with every search and
 * page). List calls are recorded in the same array, keyed with their full URL.
 */
export function fakeInventoryApi(
  list: (query: URLSearchParams) => Reply | Promise<Reply>,
  routes: Record<string, Handler> = {},
): ApiCall[] {
  const calls = fakeApi(routes, { session: ADMIN });
  const others = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if ((init.method ?? 'GET') !== 'GET' || !url.startsWith(`${LIST_PATH}?`)) {
      return others(input, init);
    }
    calls.push({ key: `GET ${url}`, body: undefined, headers: new Headers(init.headers) });
    const reply = await list(new URL(url, 'http://localhost').searchParams);
    return Response.json(reply.body, { status: reply.status, headers: reply.headers });
  });
  return calls;
}

/** The query strings of the list requests made so far. */
export const listQueries = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.key.startsWith(`GET ${LIST_PATH}?`))
    .map((call) => call.key.slice(`GET ${LIST_PATH}?`.length));

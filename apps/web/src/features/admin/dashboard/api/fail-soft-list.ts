import { TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { apiFetch, countHeader } from '@/lib/api-client';

/** The fallback reads at most this many pages of a list. */
export const FALLBACK_LIST_PAGES = 20;
const PAGE_SIZE = 100;

/**
 * GET `path` page by page (`limit`/`offset`; the list is paged) for the dashboard's local fallback,
 * up to FALLBACK_LIST_PAGES pages, until a short page or X-Total-Count says it is all there. Null
 * when the first page fails too (or answers something else), so the fallback shows what the rest
 * allows; a later failure keeps the pages already read.
 */
export async function failSoftList<Item>(
  path: string,
  signal?: AbortSignal,
): Promise<Item[] | null> {
  const items: Item[] = [];
  for (let page = 0; page < FALLBACK_LIST_PAGES; page++) {
    const query = new URLSearchParams({
      limit: String(PAGE_SIZE),
      offset: String(page * PAGE_SIZE),
    });
    const result = await apiFetch<unknown>(`${path}?${query}`, { signal }).catch(() => null);
    if (!result || !Array.isArray(result.data)) return page === 0 ? null : items;
    items.push(...(result.data as Item[]));
    const total = countHeader(result.response, TOTAL_COUNT_HEADER, items.length);
    if (result.data.length < PAGE_SIZE || items.length >= total) break;
  }
  return items;
}

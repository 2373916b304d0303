import { TOTAL_COUNT_HEADER } from '@sheesham/shared';
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  type AdminMessage,
  UNREAD_COUNT_HEADER,
} from '@sheesham/shared/admin-messages';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, countHeader } from '@/lib/api-client';

export type MessageFilter = 'all' | 'unread';

export interface MessagePage {
  messages: AdminMessage[];
  /** Messages matching the filter before paging (X-Total-Count). */
  total: number;
  /** Unread messages in the whole inbox, whatever the filter (X-Unread-Count). */
  unread: number;
}

/** GET /admin/messages: one page, newest first; `unread` lists only the unread ones. */
export async function fetchAdminMessages(
  filter: MessageFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const params = new URLSearchParams({ limit: String(ADMIN_MESSAGES_PAGE_SIZE) });
  if (filter === 'unread') params.set('unread', 'true');
  if (offset > 0) params.set('offset', String(offset));
  const { data, response } = await apiFetch<AdminMessage[]>(`/admin/messages?${params}`, {
    signal,
  });
  return {
    messages: data,
    total: countHeader(response, TOTAL_COUNT_HEADER, data.length),
    unread: countHeader(response, UNREAD_COUNT_HEADER),
  };
}

/** Every message query; a read change reloads them all (both filters and every page). */
export const ADMIN_MESSAGES_KEY = ['admin', 'messages'] as const;

export const adminMessagesQueryOptions = (filter: MessageFilter) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_MESSAGES_KEY, filter],
    queryFn: ({ signal, pageParam }) => fetchAdminMessages(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.messages.length, 0);
      return last.messages.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

export function useAdminMessages(filter: MessageFilter) {
  return useInfiniteQuery(adminMessagesQueryOptions(filter));
}

import { UNREAD_COUNT_HEADER } from '@sheesham/shared/admin-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, countHeader } from '@/lib/api-client';
import { REFRESH_EVERY_MINUTE } from '../../admin-refresh';
import { ADMIN_MESSAGES_KEY } from './admin-messages';

/**
 * GET /admin/messages?limit=1 for its X-Unread-Count alone: unread messages in the whole inbox,
 * for the sidebar's badge. The one message it answers is not used.
 */
export async function fetchUnreadMessageCount(signal?: AbortSignal): Promise<number> {
  const { response } = await apiFetch<unknown>('/admin/messages?limit=1', { signal });
  return countHeader(response, UNREAD_COUNT_HEADER);
}

// Under the messages key: marking a message read or unread refreshes it with the inbox.
export const unreadMessageCountQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_MESSAGES_KEY, 'unread-count'],
    queryFn: ({ signal }) => fetchUnreadMessageCount(signal),
    staleTime: 0,
    ...REFRESH_EVERY_MINUTE,
  });

export function useUnreadMessageCount() {
  return useQuery(unreadMessageCountQueryOptions());
}

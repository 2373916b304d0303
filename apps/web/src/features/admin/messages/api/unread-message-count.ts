import { UNREAD_COUNT_HEADER } from '@sheesham/shared/admin-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_FIGURE } from '../../admin-refresh';
import { fetchHeaderCount } from '../../fetch-header-count';
import { ADMIN_MESSAGES_KEY } from './admin-messages';

/**
 * GET /admin/messages?limit=1 for its X-Unread-Count alone: unread messages in the whole inbox,
 * for the sidebar's badge. The one message it answers is not used.
 */
export function fetchUnreadMessageCount(signal?: AbortSignal): Promise<number> {
  return fetchHeaderCount('/admin/messages?limit=1', UNREAD_COUNT_HEADER, signal);
}

// Under the messages key: marking a message read or unread refreshes it with the inbox.
export const unreadMessageCountQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_MESSAGES_KEY, 'unread-count'],
    queryFn: ({ signal }) => fetchUnreadMessageCount(signal),
    ...LIVE_FIGURE,
  });

export function useUnreadMessageCount() {
  return useQuery(unreadMessageCountQueryOptions());
}

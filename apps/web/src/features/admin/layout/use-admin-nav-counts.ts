import { useUnreadMessageCount } from '../messages/api/unread-message-count';
import { useNewOrderCount } from '../orders/api/new-order-count';

/** A figure beside a view's link: the number shown, and what it counts in words. */
export interface NavCount {
  count: number;
  /** '3 unread', read out after the link's name. */
  description: string;
}

/**
 * What waits in each view, by view path: new orders beside Orders, unread messages beside
 * Messages (refreshed every minute while visible). Nothing for a count of 0 or not yet known.
 */
export function useAdminNavCounts(): Partial<Record<string, NavCount>> {
  const newOrders = useNewOrderCount().data ?? 0;
  const unread = useUnreadMessageCount().data ?? 0;
  return {
    orders: newOrders > 0 ? { count: newOrders, description: `${newOrders} new` } : undefined,
    messages: unread > 0 ? { count: unread, description: `${unread} unread` } : undefined,
  };
}

import type { Order } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session-context';
import { apiGet } from '@/lib/api-client';

/** GET /orders/:id: the owner's own order or, for an admin, any; others get a 404. */
export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiGet<Order>(`/orders/${encodeURIComponent(orderId)}`, signal);
}

export const orderQueryOptions = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: ['order', userId, orderId],
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
  });

/** One order, read once the session is known (the route's guard waits for it). */
export function useOrder(orderId: string) {
  const userId = useSession().user?.id ?? '';
  return useQuery({ ...orderQueryOptions(userId, orderId), enabled: userId !== '' });
}

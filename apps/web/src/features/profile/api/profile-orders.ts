import type { Order } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session-context';
import { apiGet } from '@/lib/api-client';

/** GET /auth/profile/orders: the customer's own orders, newest first. */
export function fetchProfileOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiGet<Order[]>('/auth/profile/orders', signal);
}

export const profileOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profile', userId, 'orders'],
    queryFn: ({ signal }) => fetchProfileOrders(signal),
    // Statuses change on the admin side; a revisit should show them.
    staleTime: 0,
  });

/** Loads once the session is known (SPEC §4: orders load when signed in and auth is ready). */
export function useProfileOrders() {
  const userId = useSession().user?.id ?? '';
  return useQuery({ ...profileOrdersQueryOptions(userId), enabled: userId !== '' });
}

import { type Order, TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session-context';
import { apiFetch, countHeader } from '@/lib/api-client';

export interface ProfileOrdersPage {
  orders: Order[];
  /** How many orders the customer has in all (X-Total-Count). */
  total: number;
}

/**
 * GET /auth/profile/orders: one page of the customer's own orders, newest first. The server
 * answers PROFILE_ORDERS_PAGE_SIZE orders by default, so the first page needs no parameters.
 */
export async function fetchProfileOrdersPage(
  offset: number,
  signal?: AbortSignal,
): Promise<ProfileOrdersPage> {
  const path = offset === 0 ? '/auth/profile/orders' : `/auth/profile/orders?offset=${offset}`;
  const { data, response } = await apiFetch<Order[]>(path, { signal });
  return { orders: data, total: countHeader(response, TOTAL_COUNT_HEADER, offset + data.length) };
}

const loadedCount = (pages: readonly ProfileOrdersPage[]) =>
  pages.reduce((sum, page) => sum + page.orders.length, 0);

export const profileOrdersQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ['profile', userId, 'orders'],
    queryFn: ({ pageParam, signal }) => fetchProfileOrdersPage(pageParam, signal),
    initialPageParam: 0,
    // The next page starts after what is loaded, while the total says more are left.
    getNextPageParam: (last, pages) => {
      const loaded = loadedCount(pages);
      return last.orders.length > 0 && loaded < last.total ? loaded : undefined;
    },
    // Statuses change on the admin side; a revisit should show them.
    staleTime: 0,
  });

/**
 * Loads once the session is known (SPEC §4: orders load when signed in and auth is ready):
 * the loaded orders in one list, how many there are in all, and the next page on demand.
 */
export function useProfileOrders() {
  const userId = useSession().user?.id ?? '';
  return useInfiniteQuery({
    ...profileOrdersQueryOptions(userId),
    enabled: userId !== '',
    select: (data) => ({
      orders: data.pages.flatMap((page) => page.orders),
      total: data.pages.at(-1)?.total ?? 0,
    }),
  });
}

import type { QueryClient } from '@tanstack/react-query';

/**
 * After a product is added, changed or deleted (SPEC §4: the list is refetched): the admin's
 * views (inventory, dashboard figures) and the shop's cached listings and product pages.
 */
export function refreshProductQueries(queryClient: QueryClient) {
  return Promise.all(
    [['admin'], ['products'], ['product']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

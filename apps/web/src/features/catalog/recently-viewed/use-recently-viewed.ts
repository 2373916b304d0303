import { type Product, RECENTLY_VIEWED_SHOWN } from '@sheesham/shared';
import { useQueries } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { productQueryOptions } from '../api/product';
import { readViewed, subscribeToViewed } from './viewed-store';

/**
 * The products this device viewed last, newest first, without `excludeId` (the page's own
 * product): empty on the server and in the hydrating render (the list is the browser's), then
 * fetched card by card through the same query as a product page, so a product just seen costs no
 * request. It shows once every card has answered; a product that is gone is left out.
 */
export function useRecentlyViewed(excludeId?: string): Product[] {
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => {
    const load = () => startTransition(() => setIds(readViewed()));
    load();
    return subscribeToViewed(load);
  }, []);
  const shown = ids.filter((id) => id !== excludeId).slice(0, RECENTLY_VIEWED_SHOWN);
  return useQueries({
    queries: shown.map((id) => productQueryOptions(id)),
    combine: (results) =>
      results.some((result) => result.isPending)
        ? []
        : results.flatMap((result) => (result.data ? [result.data] : [])),
  });
}

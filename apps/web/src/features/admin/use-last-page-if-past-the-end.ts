import { useEffect } from 'react';

/**
 * A page past the end of a server-paged list (its last row deleted, an old link): once the list
 * has loaded (`total` known, not a placeholder), go to the last page that has rows.
 */
export function useLastPageIfPastTheEnd(
  page: number,
  total: number | undefined,
  pageCount: (total: number) => number,
  goToPage: (page: number) => void,
) {
  useEffect(() => {
    if (total === undefined || total === 0) return;
    const last = pageCount(total);
    if (page > last) goToPage(last);
  }, [page, total, pageCount, goToPage]);
}

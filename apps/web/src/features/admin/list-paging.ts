/** The admin list endpoints accept offsets up to 1,000,000. */
const MAX_OFFSET = 1_000_000;

/** Paging rules of a server-paged admin list with `pageSize` rows a page (pages are 1-based). */
export function listPaging(pageSize: number) {
  return {
    /** The page in the URL; anything else (missing, not whole, past the server's reach) is 1. */
    readPage(raw: string | null): number {
      const page = Number(raw);
      return Number.isInteger(page) && page >= 1 && page <= MAX_OFFSET / pageSize ? page : 1;
    },
    /** How many pages `total` rows fill; at least one, so an empty list is page 1 of 1. */
    pageCount(total: number): number {
      return Math.max(1, Math.ceil(total / pageSize));
    },
    /** `params` with the server's limit and offset for `page`. */
    withPageWindow(params: URLSearchParams, page: number): URLSearchParams {
      params.set('limit', String(pageSize));
      params.set('offset', String((page - 1) * pageSize));
      return params;
    },
  };
}

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * 'Showing 21–40 of 1,234 products' above a page of `shown` rows (en dash, Indian grouping), the
 * one wording every admin list uses. `noun` is [one, many].
 */
export function showingText(
  {
    page,
    pageSize,
    shown,
    total,
  }: { page: number; pageSize: number; shown: number; total: number },
  [one, many]: readonly [string, string],
): string {
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return `Showing ${count(first)}–${count(last)} of ${count(total)} ${total === 1 ? one : many}`;
}

/**
 * A list's rows and how many match before paging. A paged list counts in a second query, run
 * alongside the page; an unpaged one holds every match, so its length is the total.
 */
export async function pageWithTotal<Row>(
  page: { limit?: number; offset?: number },
  findRows: () => Promise<Row[]>,
  countAll: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  const paged = page.limit !== undefined || Boolean(page.offset);
  const [rows, counted] = await Promise.all([findRows(), paged ? countAll() : null]);
  return { rows, total: counted ?? rows.length };
}

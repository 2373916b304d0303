import { ADMIN_PRODUCTS_PAGE_SIZE } from '@sheesham/shared/admin-products';
import { showingText } from '../../list-paging';

/** "Showing 21–40 of 134 products", announced politely as searches and pages change. */
export function ResultsSummary({
  id,
  page,
  shown,
  total,
}: {
  id: string;
  page: number;
  shown: number;
  total: number;
}) {
  const noun = ['product', 'products'] as const;
  return (
    <p
      id={id}
      tabIndex={-1}
      role="status"
      className="text-sm text-muted-foreground tabular-nums focus:outline-none"
    >
      {shown === 0
        ? `${total.toLocaleString('en-IN')} ${total === 1 ? noun[0] : noun[1]}`
        : showingText({ page, pageSize: ADMIN_PRODUCTS_PAGE_SIZE, shown, total }, noun)}
    </p>
  );
}

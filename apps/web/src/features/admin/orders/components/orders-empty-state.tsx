import { PackageSearchIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface OrdersEmptyStateProps {
  /** A search or status filter narrows the list. */
  filtered: boolean;
  /** Past the last page (orders changed since the page was chosen). */
  pastTheEnd: boolean;
  onClearFilters: () => void;
  onFirstPage: () => void;
}

/** What the list says when it has nothing to show, and the way back to something. */
export function OrdersEmptyState({
  filtered,
  pastTheEnd,
  onClearFilters,
  onFirstPage,
}: OrdersEmptyStateProps) {
  const [title, hint] = pastTheEnd
    ? ['No orders on this page', 'The list has fewer pages now.']
    : filtered
      ? ['No orders found', 'Try another search or status.']
      : ['No orders yet', 'Orders appear here as soon as customers place them.'];
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <PackageSearchIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      {pastTheEnd ? (
        <Button variant="outline" size="sm" onClick={onFirstPage}>
          Go to the first page
        </Button>
      ) : filtered ? (
        <Button variant="outline" size="sm" onClick={onClearFilters}>
          Clear search and filter
        </Button>
      ) : null}
    </div>
  );
}

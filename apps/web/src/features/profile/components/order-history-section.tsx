import { RefreshCwIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notifyError } from '@/components/ui/toaster';
import { useProfileOrders } from '../api/profile-orders';
import { ORDER_HISTORY_HEADING_ID } from '../focus-targets';
import { OrderHistory } from './order-history';

/** The Order History heading and the three states of the list: loading, failed, loaded. */
export function OrderHistorySection() {
  const orders = useProfileOrders();

  useEffect(() => {
    if (orders.isError) notifyError('Error fetching orders', 'Failed to fetch orders');
  }, [orders.isError]);

  return (
    <section aria-labelledby={ORDER_HISTORY_HEADING_ID} className="min-w-0 space-y-6">
      <div>
        <h2
          id={ORDER_HISTORY_HEADING_ID}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold outline-none sm:text-3xl"
        >
          Order History
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Track, reorder or cancel your orders.</p>
      </div>
      {/* Data first: a failed background refetch keeps the list already shown. */}
      {orders.data ? (
        <>
          <OrderHistory orders={orders.data.orders} />
          {orders.hasNextPage ? (
            <div className="flex flex-col items-center gap-2 pt-2">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Showing {orders.data.orders.length} of {orders.data.total} orders
              </p>
              <Button
                variant="outline"
                onClick={() => orders.fetchNextPage()}
                disabled={orders.isFetchingNextPage}
              >
                {orders.isFetchingNextPage ? 'Loading…' : 'Show older orders'}
              </Button>
            </div>
          ) : null}
        </>
      ) : orders.isPending ? (
        <div className="space-y-4" role="status" aria-label="Loading orders">
          <Skeleton className="h-10 w-80 max-w-full" />
          <Skeleton className="h-56 w-full rounded-xl" />
          <Skeleton className="h-56 w-full rounded-xl" />
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/60 px-6 py-14 text-center">
          <p className="font-medium">Failed to fetch orders</p>
          <Button variant="outline" onClick={() => orders.refetch()} disabled={orders.isFetching}>
            <RefreshCwIcon aria-hidden="true" />
            Try Again
          </Button>
        </div>
      )}
    </section>
  );
}

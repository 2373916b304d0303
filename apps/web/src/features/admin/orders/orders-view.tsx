import type { Order } from '@sheesham/shared';
import { ADMIN_ORDERS_PAGE_SIZE } from '@sheesham/shared/admin-orders';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useOrderDialog } from '@/components/orders/use-order-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AdminPageHeader } from '../components/admin-page-header';
import { LoadFailed } from '../components/load-failed';
import { Pager } from '../components/pager';
import { RefreshButton } from '../components/refresh-button';
import { showingText } from '../list-paging';
import { useListParams } from '../use-list-params';
import { ADMIN_ORDERS_KEY, useAdminOrders } from './api/admin-orders';
import { MISMATCHED_REFUNDS_KEY } from './api/mismatched-refunds';
import { UNMATCHED_PAYMENTS_KEY } from './api/unmatched-payments';
import { AdminOrderCard } from './components/admin-order-card';
import { AdminOrderDetailsDialog } from './components/admin-order-details-dialog';
import { MissingRefundsAlert } from './components/missing-refunds-alert';
import { OrderFilters } from './components/order-filters';
import { OrderListSkeleton } from './components/order-list-skeleton';
import { OrdersEmptyState } from './components/orders-empty-state';
import { UnmatchedPaymentsAlert } from './components/unmatched-payments-alert';
import { NewOrderDialog } from './new-order/new-order-dialog';
import {
  isFiltered,
  pageCount,
  parseOrderListParams,
  serializeOrderListParams,
} from './order-list-params';
import { useOrdersFetchErrorToast } from './use-orders-fetch-error-toast';

/** "Showing 21–40 of 45 orders". */
const rangeText = (page: number, shown: number, total: number) =>
  showingText({ page, pageSize: ADMIN_ORDERS_PAGE_SIZE, shown, total }, ['order', 'orders']);

/**
 * What Refresh reloads: the orders (and the sidebar's New count), the unmatched payments and the
 * mismatched refunds.
 */
const REFRESHED = [ADMIN_ORDERS_KEY, UNMATCHED_PAYMENTS_KEY, MISMATCHED_REFUNDS_KEY];

/**
 * The admin's Orders view (SPEC §2, issue #4): payments taken without an order first, then search
 * and status filter (kept in the URL), one server-side page of order cards with a status dropdown
 * each, Previous/Next, and a details dialog.
 */
export function OrdersView() {
  const { params, refine, goToPage } = useListParams(
    parseOrderListParams,
    serializeOrderListParams,
  );
  const query = useAdminOrders(params);
  const details = useOrderDialog();
  const [creating, setCreating] = useState(false);
  useOrdersFetchErrorToast(query.errorUpdatedAt);

  const page = query.data;
  const showDetails = (order: Order, button: HTMLButtonElement) => details.show(order, button);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <AdminPageHeader
        title="Orders"
        description="Search orders, follow their payment and move them through their statuses."
        actions={
          <>
            <Button onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden="true" />
              New order
            </Button>
            <RefreshButton queryKeys={REFRESHED} />
          </>
        }
      />
      <UnmatchedPaymentsAlert />
      <MissingRefundsAlert />
      <OrderFilters params={params} onChange={refine} />

      {page ? (
        <section aria-label="Orders" aria-busy={query.isFetching} className="space-y-4">
          <div className="flex min-h-5 items-center justify-between gap-3 text-sm text-muted-foreground">
            <p aria-live="polite">
              {page.orders.length > 0 ? rangeText(params.page, page.orders.length, page.total) : ''}
            </p>
            {query.isFetching ? (
              <span className="flex items-center gap-2">
                <Spinner className="size-4" />
                Updating…
              </span>
            ) : null}
          </div>
          {page.orders.length === 0 ? (
            <OrdersEmptyState
              filtered={isFiltered(params)}
              pastTheEnd={params.page > 1}
              onClearFilters={() => refine({ q: '', status: '' })}
              onFirstPage={() => goToPage(1)}
            />
          ) : (
            <ul className="space-y-4">
              {page.orders.map((order) => (
                <li key={order.id}>
                  <AdminOrderCard order={order} onViewDetails={showDetails} />
                </li>
              ))}
            </ul>
          )}
          {/* Hidden when everything fits one page; kept past the end, to go back. */}
          {(pageCount(page.total) > 1 || params.page > 1) && (
            <Pager
              label="Order pages"
              page={params.page}
              pages={pageCount(page.total)}
              onPage={goToPage}
              announce
            />
          )}
        </section>
      ) : query.isError ? (
        <LoadFailed
          message="Failed to fetch orders"
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <OrderListSkeleton />
      )}

      <NewOrderDialog open={creating} onOpenChange={setCreating} />
      <AdminOrderDetailsDialog
        {...details.props}
        // The freshest copy once the list has reloaded; the one opened while it has not.
        order={page?.orders.find((o) => o.id === details.props.order?.id) ?? details.props.order}
      />
    </div>
  );
}

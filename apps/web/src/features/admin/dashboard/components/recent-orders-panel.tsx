import { formatRupees } from '@sheesham/shared';
import type { RecentOrder } from '@sheesham/shared/admin-dashboard';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { Link } from '@/components/ui/link';
import { formatDate } from '@/lib/format-date';
import {
  DEFAULT_ORDER_LIST_PARAMS,
  serializeOrderListParams,
} from '../../orders/order-list-params';
import type { Section } from '../use-dashboard-data';
import { DashboardPanel } from './dashboard-panel';
import { ListSkeleton } from './list-skeleton';
import { PANEL_ROW_LINK } from './panel-row-link';
import { PanelRows } from './panel-rows';
import { SectionBody } from './section-body';

/** The Orders view searched for this one order ('#1001' looks the number up alone). */
export const ordersSearchHref = (number: number) =>
  `/admin/orders?${serializeOrderListParams({ ...DEFAULT_ORDER_LIST_PARAMS, q: `#${number}` })}`;

/**
 * The latest orders: number, customer, amount and the status under the one shared label
 * (docs/decisions/013, in place of SPEC §4's dashboard mapping). Each
 * row opens that order in the Orders view.
 */
export function RecentOrdersPanel({ section }: { section: Section<RecentOrder[]> }) {
  return (
    <DashboardPanel title="Recent Orders" action={{ to: '/admin/orders', label: 'View all' }}>
      <SectionBody section={section} what="recent orders" skeleton={<ListSkeleton rows={4} />}>
        {(orders) => (
          <PanelRows
            items={orders}
            itemKey={(order) => order.id}
            testId="recent-orders"
            empty={<p className="text-sm text-muted-foreground">No orders yet.</p>}
          >
            {(order) => (
              <>
                <div className="min-w-0">
                  <p className="font-medium lining-nums">
                    <Link to={ordersSearchHref(order.number)} className={PANEL_ROW_LINK}>
                      Order #{order.number}
                    </Link>
                  </p>
                  <p className="line-clamp-2 text-sm break-words text-muted-foreground">
                    {order.customer_name} ·{' '}
                    <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold tabular-nums">
                    {formatRupees(order.total_amount)}
                  </span>
                  <OrderStatusBadge status={order.status} />
                </div>
              </>
            )}
          </PanelRows>
        )}
      </SectionBody>
    </DashboardPanel>
  );
}

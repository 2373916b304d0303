import { formatRupees } from '@sheesham/shared';
import { AdminPageHeader } from '../components/admin-page-header';
import { RefreshButton } from '../components/refresh-button';
import { DASHBOARD_KEY } from './api/dashboard-key';
import { DashboardStatCards } from './components/dashboard-stat-cards';
import { DeliveriesPanel } from './components/deliveries-panel';
import { FallbackNotice } from './components/fallback-notice';
import { LowStockPanel } from './components/low-stock-panel';
import { RecentOrdersPanel } from './components/recent-orders-panel';
import { SeriesPanel } from './components/series-panel';
import { TopProductsPanel } from './components/top-products-panel';
import type { SeriesMeasure } from './series-summary';
import { useDashboardData } from './use-dashboard-data';

const REVENUE: SeriesMeasure = { name: 'Revenue', format: formatRupees, money: true };
const ORDERS: SeriesMeasure = {
  name: 'Orders',
  format: (n) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'order' : 'orders'}`,
  money: false,
};

/**
 * The admin's Dashboard view (SPEC §2, issue #4): the four stat cards, today's and tomorrow's
 * deliveries by slot (issue #26), Recent Orders and Low Stock Alert, then (beyond the spec) revenue and orders per day and the top products.
 */
export function DashboardView() {
  const data = useDashboardData();
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader
        title="Dashboard"
        description="How the shop is doing: the last 30 days against the 30 before."
        actions={<RefreshButton queryKeys={[DASHBOARD_KEY]} />}
      />
      {data.fallback ? <FallbackNotice /> : null}
      <DashboardStatCards stats={data.stats.data} productsRead={data.productsRead} />
      <DeliveriesPanel />
      {/* Side by side only from xl: beside the sidebar at lg, two columns cut the names short. */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <RecentOrdersPanel section={data.recent} />
        <LowStockPanel section={data.lowStock} />
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <SeriesPanel title="Revenue" section={data.revenue} measure={REVENUE} kind="bar" />
        <SeriesPanel title="Orders" section={data.orders} measure={ORDERS} kind="line" />
      </div>
      <TopProductsPanel section={data.top} />
    </div>
  );
}

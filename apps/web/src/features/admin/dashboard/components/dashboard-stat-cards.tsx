import { formatRupees, ORDER_CHANNEL_LABELS, ORDER_CHANNELS } from '@sheesham/shared';
import type { DashboardStats } from '@sheesham/shared/admin-dashboard';
import { BoxesIcon, ClockIcon, IndianRupeeIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { STAT_GRID, StatCard } from '../../components/stat-card';
import { ValueSkeleton } from '../../components/value-skeleton';
import { GrowthText } from './growth-text';

interface DashboardStatCardsProps {
  stats: DashboardStats | undefined;
  /** The fallback read only part of the catalogue: its inventory sum covers those products. */
  productsRead: { read: number; total: number } | null;
}

const count = (n: number) => n.toLocaleString('en-IN');

/** SPEC §2's four cards: 2 columns up to xl, 4 from there. */
export function DashboardStatCards({ stats, productsRead }: DashboardStatCardsProps) {
  const show = (figure: (s: DashboardStats) => ReactNode) =>
    stats ? figure(stats) : <ValueSkeleton />;
  const detail = (figure: (s: DashboardStats) => ReactNode) =>
    stats ? figure(stats) : <ValueSkeleton className="h-4 w-32" />;
  return (
    <div className={STAT_GRID}>
      <StatCard
        label="Total Inventory"
        icon={BoxesIcon}
        value={show((s) => count(s.totalInventory))}
        detail={detail((s) =>
          productsRead
            ? `Units in the first ${count(productsRead.read)} of ${count(productsRead.total)} products`
            : `Units in stock across ${count(s.totalProducts)} ${s.totalProducts === 1 ? 'product' : 'products'}`,
        )}
      />
      <StatCard
        label="Pending Orders"
        icon={ClockIcon}
        value={show((s) => count(s.pendingOrders))}
        // Growth of the orders placed, not of the pending count: the line says so.
        detail={detail((s) => <GrowthText growth={s.orderGrowth} name="Orders placed" />)}
      />
      <StatCard
        label="Total Customers"
        icon={UsersIcon}
        value={show((s) => count(s.totalCustomers))}
        detail={detail((s) => <GrowthText growth={s.customerGrowth} subject="new customers" />)}
      />
      <StatCard
        label="Monthly Revenue"
        icon={IndianRupeeIcon}
        value={show((s) => formatRupees(s.monthlyRevenue))}
        detail={detail((s) => (
          <>
            <GrowthText growth={s.revenueGrowth} />
            <ChannelSplit byChannel={s.monthlyRevenueByChannel} />
            <p data-testid="revenue-collected" className="mt-1">
              Collected{' '}
              <span className="font-medium text-foreground tabular-nums">
                {formatRupees(s.monthlyCollected)}
              </span>
            </p>
          </>
        ))}
      />
    </div>
  );
}

/** Revenue by where orders came from: online, showroom, phone (docs/decisions/023). */
function ChannelSplit({ byChannel }: { byChannel: DashboardStats['monthlyRevenueByChannel'] }) {
  return (
    <dl data-testid="revenue-by-channel" className="mt-1 flex flex-wrap gap-x-3">
      {ORDER_CHANNELS.map((channel) => (
        <div key={channel} className="flex gap-1">
          <dt>{ORDER_CHANNEL_LABELS[channel]}</dt>
          <dd className="font-medium text-foreground tabular-nums">
            {formatRupees(byChannel[channel])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

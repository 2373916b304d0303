import { formatINR } from '@sheesham/shared';
import type { AdminCustomerSummary } from '@sheesham/shared/admin-customers';
import {
  IndianRupeeIcon,
  type LucideIcon,
  ShoppingBagIcon,
  UserPlusIcon,
  UsersIcon,
} from 'lucide-react';
import { STAT_GRID, StatCard } from '../../components/stat-card';
import { ValueSkeleton } from '../../components/value-skeleton';

interface CustomerStatsProps {
  summary: AdminCustomerSummary | undefined;
  /** Still loading (a skeleton) rather than failed (a dash). */
  pending: boolean;
}

const count = (n: number) => n.toLocaleString('en-IN');

const CARDS: readonly {
  label: string;
  icon: LucideIcon;
  figure: (summary: AdminCustomerSummary) => string;
  detail?: string;
}[] = [
  { label: 'Total Customers', icon: UsersIcon, figure: (s) => count(s.totalCustomers) },
  { label: 'New This Month', icon: UserPlusIcon, figure: (s) => count(s.newThisMonth) },
  {
    label: 'Customers With Orders',
    icon: ShoppingBagIcon,
    figure: (s) => count(s.customersWithOrders),
  },
  {
    label: 'Average Order Value',
    icon: IndianRupeeIcon,
    figure: (s) => `₹${formatINR(s.averageOrderValue)}`,
    detail: 'Orders that were not cancelled',
  },
];

/** The four figures above the customer list (definitions: shared adminCustomerSummarySchema). */
export function CustomerStats({ summary, pending }: CustomerStatsProps) {
  return (
    <div className={STAT_GRID}>
      {CARDS.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          icon={card.icon}
          value={
            summary ? (
              card.figure(summary)
            ) : pending ? (
              <ValueSkeleton className="inline-block w-20 align-middle" />
            ) : (
              '—'
            )
          }
          detail={card.detail}
        />
      ))}
    </div>
  );
}

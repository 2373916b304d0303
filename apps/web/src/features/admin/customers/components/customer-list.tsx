import type { AdminCustomer } from '@sheesham/shared/admin-customers';
import { UsersIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyList } from '../../components/empty-list';
import { CustomerCard } from './customer-card';

const GRID = 'grid gap-4 md:grid-cols-2 2xl:grid-cols-3';

/** The customer cards, or 'No customers found' (SPEC §2) when the search matches nobody. */
export function CustomerList({ customers }: { customers: AdminCustomer[] }) {
  if (customers.length === 0) {
    return <EmptyList icon={UsersIcon}>No customers found</EmptyList>;
  }
  return (
    <ul className={GRID}>
      {customers.map((customer) => (
        <li key={customer._id} className="flex">
          <CustomerCard customer={customer} />
        </li>
      ))}
    </ul>
  );
}

export function CustomerListSkeleton() {
  return (
    <div className={GRID} role="status" aria-label="Loading customers">
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} className="h-56 w-full rounded-xl" />
      ))}
    </div>
  );
}

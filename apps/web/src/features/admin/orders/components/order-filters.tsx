import type { OrderStatus } from '@sheesham/shared';
import { ADMIN_ORDER_SEARCH_MAX } from '@sheesham/shared/admin-orders';
import { SearchInput } from '@/components/search-input';
import { NativeSelect } from '@/components/ui/native-select';
import { STATUS_FILTER_OPTIONS } from '../admin-order-status';
import type { OrderListParams } from '../order-list-params';

interface OrderFiltersProps {
  params: OrderListParams;
  onChange: (change: Partial<Omit<OrderListParams, 'page'>>) => void;
}

/** The search box (typing is local; the URL and the request follow after a pause) and the filter. */
export function OrderFilters({ params, onChange }: OrderFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        label="Search orders"
        placeholder="Search orders by ID, customer name, or email..."
        maxLength={ADMIN_ORDER_SEARCH_MAX}
        className="min-w-0 flex-1"
        // The spec's long placeholder fits a 390 px phone only in the smaller size.
        compact
        value={params.q}
        onCommit={(q) => onChange({ q })}
      />
      <NativeSelect
        aria-label="Filter orders by status"
        value={params.status}
        onChange={(event) => onChange({ status: event.target.value as OrderStatus | '' })}
        className="sm:w-48"
      >
        {STATUS_FILTER_OPTIONS.map((option) => (
          <option key={option.label} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

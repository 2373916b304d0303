import { CATEGORIES } from '@sheesham/shared';
import { ADMIN_PRODUCT_SORTS, type AdminProductSort } from '@sheesham/shared/admin-products';
import { TriangleAlertIcon } from 'lucide-react';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import type { InventoryParams } from '../inventory-params';

/**
 * Search (sent to the server after a pause in typing), category, sort and the low-stock filter.
 * Stacks on phones, one row on wide screens.
 */
export function InventoryToolbar({
  params,
  onRefine,
}: {
  params: InventoryParams;
  onRefine: (change: Partial<Omit<InventoryParams, 'page'>>) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown before Safari 17 (and to happy-dom)
    <div
      role="search"
      aria-label="Products"
      className="flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-sm sm:p-4 xl:flex-row xl:items-center"
    >
      <SearchInput
        label="Search products"
        placeholder="Search by name, brand..."
        className="xl:flex-1"
        value={params.q}
        onCommit={(q) => {
          if (q.trim() !== params.q) onRefine({ q: q.trim() });
        }}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        <NativeSelect
          aria-label="Category"
          className="sm:w-44"
          value={params.category}
          onChange={(event) => onRefine({ category: event.target.value })}
        >
          <option value="">All Categories</option>
          {CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Sort by"
          className="sm:w-52"
          value={params.sort}
          onChange={(event) => onRefine({ sort: event.target.value as AdminProductSort })}
        >
          {ADMIN_PRODUCT_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </NativeSelect>
        <Button
          type="button"
          variant="outline"
          aria-pressed={params.lowStock}
          onClick={() => onRefine({ lowStock: !params.lowStock })}
          className={cn(
            'col-span-2 sm:col-span-1',
            params.lowStock &&
              'border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100 hover:text-amber-900',
          )}
        >
          <TriangleAlertIcon aria-hidden="true" />
          Low stock only
        </Button>
      </div>
    </div>
  );
}

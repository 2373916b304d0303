import { SlidersHorizontalIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { FilterPanel } from './filter-panel';
import type { CatalogFilters } from './url-state';
import type { FiltersUpdate } from './use-catalog-filters';

/** Small screens: the filter panel in a sheet from the left, opened by the 'Filters' button. */
export function FilterDrawer({
  open,
  onOpenChange,
  filters,
  onChange,
  appliedCount,
  resultCount,
  onClearAll,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: CatalogFilters;
  onChange: (update: FiltersUpdate) => void;
  appliedCount: number;
  resultCount: string | null;
  onClearAll: () => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="outline" className="lg:hidden">
          <SlidersHorizontalIcon aria-hidden="true" />
          Filters
          {appliedCount > 0 && (
            <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1 text-[11px] font-semibold text-gold-foreground">
              <span className="sr-only">(</span>
              {appliedCount}
              <span className="sr-only"> applied)</span>
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="gap-0 p-0">
        <div className="flex items-center gap-4 border-b px-5 py-4 pr-14">
          <SheetTitle>Filters</SheetTitle>
          <Button variant="link" size="sm" className="ml-auto h-auto px-0" onClick={onClearAll}>
            Clear All
          </Button>
        </div>
        <SheetDescription className="sr-only">
          Narrow the products by category, price, material, storage and brand, and sort them.
        </SheetDescription>
        <div className="flex-1 overflow-y-auto px-5 py-5">
          <FilterPanel filters={filters} onChange={onChange} showSearch={false} />
        </div>
        <div className="border-t bg-muted/40 px-5 py-4">
          <Button variant="gold" className="w-full" onClick={() => onOpenChange(false)}>
            {resultCount === null ? 'Show products' : `Show ${resultCount} products`}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}

import { formatINR } from '@sheesham/shared';
import { useEffect, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notifyError } from '@/components/ui/toaster';
import { cn } from '@/lib/utils';
import { totalLabel, useCatalogueSize, useProductPages } from '../api/products';
import { FilterChips } from '../filters/filter-chips';
import { FilterDrawer } from '../filters/filter-drawer';
import { PRODUCTS_PAGE_SIZE } from '../filters/filter-options';
import { FilterPanel } from '../filters/filter-panel';
import { ListingSearchBox } from '../filters/listing-search-box';
import {
  activeFilterChips,
  clearedFilters,
  filtersAppliedLabel,
  toProductQuery,
  withSearchTerm,
} from '../filters/url-state';
import { useCatalogFilters } from '../filters/use-catalog-filters';
import { CatalogHero } from './catalog-hero';
import { DidYouMean } from './did-you-mean';
import { NoProducts } from './no-products';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';

/** The /products and /browse screen: filters in the URL, filtering and paging on the server. */
export function ProductListing() {
  const { filters, updateFilters } = useCatalogFilters();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const query = useMemo(() => toProductQuery(filters), [filters]);
  const pages = useProductPages(query, PRODUCTS_PAGE_SIZE);
  const catalogueSize = useCatalogueSize();
  const chips = activeFilterChips(filters);

  const failed = pages.isError || catalogueSize.isError;
  useEffect(() => {
    if (failed) notifyError('Error', 'Failed to fetch products');
  }, [failed]);

  const products = useMemo(
    () => pages.data?.pages.flatMap((page) => page.products) ?? [],
    [pages.data],
  );
  const firstPage = pages.data?.pages[0];
  // "1,000+" when the server stopped counting a broad search (X-Total-Count-Relation: gte).
  const matching = firstPage && totalLabel(firstPage);
  const refreshing = pages.isPlaceholderData && pages.isFetching;

  const clearAll = () => {
    updateFilters(clearedFilters);
    setDrawerOpen(false);
  };

  return (
    <>
      <CatalogHero />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
        <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
          <aside aria-labelledby="filters-heading" className="hidden lg:block">
            <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-xl border bg-card p-5 shadow-sm">
              <div className="mb-5 flex items-center justify-between">
                <h2 id="filters-heading" className="text-xl font-semibold">
                  Filters
                </h2>
                <Button variant="link" size="sm" className="h-auto px-0" onClick={clearAll}>
                  Clear All
                </Button>
              </div>
              <FilterPanel filters={filters} onChange={updateFilters} />
            </div>
          </aside>

          <div className="min-w-0">
            <ListingSearchBox
              className="mb-4 hidden sm:block lg:hidden"
              value={filters.q}
              onCommit={(q) => updateFilters((f) => withSearchTerm(f, q))}
            />
            <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
              <div className="lg:hidden">
                <FilterDrawer
                  open={drawerOpen}
                  onOpenChange={setDrawerOpen}
                  filters={filters}
                  onChange={updateFilters}
                  appliedCount={chips.length}
                  resultCount={matching ?? null}
                  onClearAll={clearAll}
                />
              </div>
              <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
                {matching !== undefined && catalogueSize.data !== undefined && (
                  <>
                    Showing <span className="font-semibold text-foreground">{matching}</span> of{' '}
                    <span className="font-semibold text-foreground">
                      {formatINR(catalogueSize.data)}
                    </span>{' '}
                    products
                  </>
                )}
              </p>
              {chips.length > 0 && (
                <Badge variant="gold">{filtersAppliedLabel(chips.length)}</Badge>
              )}
              {refreshing && <Spinner className="size-4" />}
            </div>

            {chips.length > 0 && (
              <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
                <FilterChips chips={chips} onChange={updateFilters} />
                <Button variant="link" size="sm" className="h-auto px-1" onClick={clearAll}>
                  Clear All
                </Button>
              </div>
            )}

            <div className="mt-6">
              <h2 className="sr-only">Products</h2>
              {pages.isPending ? (
                <ProductGridSkeleton />
              ) : products.length === 0 ? (
                pages.isError ? (
                  <LoadFailed onRetry={() => pages.refetch()} />
                ) : (
                  <>
                    <DidYouMean filters={filters} />
                    <NoProducts onClear={chips.length > 0 ? clearAll : undefined} />
                  </>
                )
              ) : (
                <div
                  aria-busy={refreshing}
                  className={cn('transition-opacity', refreshing && 'opacity-60')}
                >
                  <ProductGrid products={products} priorityFirst />
                  {pages.hasNextPage && (
                    <div className="mt-10 flex flex-col items-center gap-2">
                      <Button
                        variant="outline"
                        size="lg"
                        className="min-w-48"
                        disabled={pages.isFetchingNextPage}
                        onClick={() => pages.fetchNextPage()}
                      >
                        {pages.isFetchingNextPage ? (
                          <>
                            <Spinner className="size-4" /> Loading...
                          </>
                        ) : (
                          'Load more'
                        )}
                      </Button>
                      <p className="text-xs text-muted-foreground">
                        {formatINR(products.length)} of {matching ?? formatINR(products.length)}{' '}
                        shown
                      </p>
                    </div>
                  )}
                </div>
              )}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <p className="text-muted-foreground">Failed to fetch products</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

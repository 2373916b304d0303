import { useEffect } from 'react';
import { SearchInput } from '@/components/search-input';
import { notifyError } from '@/components/ui/toaster';
import { AdminPageHeader } from '../components/admin-page-header';
import { LoadFailed } from '../components/load-failed';
import { Pager } from '../components/pager';
import { showingText } from '../list-paging';
import { useLastPageIfPastTheEnd } from '../use-last-page-if-past-the-end';
import { useListParams } from '../use-list-params';
import { useAdminCustomers } from './api/admin-customers';
import { useCustomerSummary } from './api/customer-summary';
import { CustomerList, CustomerListSkeleton } from './components/customer-list';
import { CustomerStats } from './components/customer-stats';
import {
  CUSTOMERS_PAGE_SIZE,
  pageCount,
  parseCustomerListParams,
  serializeCustomerListParams,
} from './customer-list-params';

/**
 * The admin's Customers view (SPEC §2): stat cards, search, and a card per customer, 24 a page
 * from the server; the search and page live in the URL.
 */
export function CustomersView() {
  const { params, refine, goToPage } = useListParams(
    parseCustomerListParams,
    serializeCustomerListParams,
  );
  const customers = useAdminCustomers(params);
  const summary = useCustomerSummary();

  const failed = customers.isError || summary.isError;
  useEffect(() => {
    if (failed) notifyError('Error', 'Failed to fetch customers');
  }, [failed]);

  const page = customers.data;
  useLastPageIfPastTheEnd(
    params.page,
    page && !customers.isPlaceholderData ? page.total : undefined,
    pageCount,
    goToPage,
  );
  const pages = page ? pageCount(page.total) : 1;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Customers"
        description="Everyone with a shop account, and what they have ordered."
      />
      <CustomerStats summary={summary.data} pending={summary.isPending} />

      <section aria-labelledby="customer-list-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="customer-list-heading" className="text-lg font-semibold">
            {page === undefined
              ? 'Customers'
              : `${page.total.toLocaleString('en-IN')} ${page.total === 1 ? 'customer' : 'customers'}`}
          </h2>
          {/* SPEC §2's customer search: the server search follows after a pause in typing. */}
          <SearchInput
            label="Search customers"
            placeholder="Search customers by name, email, or phone..."
            className="w-full sm:max-w-md"
            compact
            value={params.q}
            onCommit={(text) => refine({ q: text.trim() })}
          />
        </div>
        {/* Data first: a failed background refetch keeps the cards already shown. */}
        {page ? (
          <div
            className="space-y-4"
            aria-busy={customers.isPlaceholderData && customers.isFetching}
          >
            {pages > 1 && page.customers.length > 0 ? (
              <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
                {showingText(
                  {
                    page: params.page,
                    pageSize: CUSTOMERS_PAGE_SIZE,
                    shown: page.customers.length,
                    total: page.total,
                  },
                  ['customer', 'customers'],
                )}
              </p>
            ) : null}
            <CustomerList customers={page.customers} />
            {pages > 1 ? (
              <Pager label="Customer pages" page={params.page} pages={pages} onPage={goToPage} />
            ) : null}
          </div>
        ) : customers.isPending ? (
          <CustomerListSkeleton />
        ) : (
          <LoadFailed
            message="Failed to fetch customers"
            onRetry={() => customers.refetch()}
            retrying={customers.isFetching}
          />
        )}
      </section>
    </div>
  );
}

import { TOTAL_COUNT_HEADER } from '@sheesham/shared';
import type { AdminCustomer } from '@sheesham/shared/admin-customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, countHeader } from '@/lib/api-client';
import { type CustomerListParams, toAdminCustomerQuery } from '../customer-list-params';

export interface AdminCustomerPage {
  customers: AdminCustomer[];
  /** Customers matching the search before paging (X-Total-Count). */
  total: number;
}

/** GET /admin/customers?q=…&limit=24&offset=…: one page of the customers matching the search. */
export async function fetchAdminCustomers(
  params: CustomerListParams,
  signal?: AbortSignal,
): Promise<AdminCustomerPage> {
  const { data, response } = await apiFetch<AdminCustomer[]>(
    `/admin/customers?${toAdminCustomerQuery(params)}`,
    { signal },
  );
  return { customers: data, total: countHeader(response, TOTAL_COUNT_HEADER, data.length) };
}

export const adminCustomersQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: ['admin', 'customers', 'list', params],
    queryFn: ({ signal }) => fetchAdminCustomers(params, signal),
    // The previous page stays on screen while a new search or page loads: no flashing.
    placeholderData: keepPreviousData,
  });

export function useAdminCustomers(params: CustomerListParams) {
  return useQuery(adminCustomersQueryOptions(params));
}

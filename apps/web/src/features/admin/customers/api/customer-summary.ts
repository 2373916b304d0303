import type { AdminCustomerSummary } from '@sheesham/shared/admin-customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /admin/customers/summary: the figures on the customers view's stat cards. */
export function fetchCustomerSummary(signal?: AbortSignal): Promise<AdminCustomerSummary> {
  return apiGet<AdminCustomerSummary>('/admin/customers/summary', signal);
}

export const customerSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'customers', 'summary'],
    queryFn: ({ signal }) => fetchCustomerSummary(signal),
  });

export function useCustomerSummary() {
  return useQuery(customerSummaryQueryOptions());
}

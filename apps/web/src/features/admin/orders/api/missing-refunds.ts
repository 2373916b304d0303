import type { MissingRefund } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { LIVE_FIGURE } from '../../admin-refresh';

/** GET /admin/refunds/missing: cancelled orders paid online whose money is not on its way back. */
export function fetchMissingRefunds(signal?: AbortSignal): Promise<MissingRefund[]> {
  return apiGet<MissingRefund[]>('/admin/refunds/missing', signal);
}

export const missingRefundsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'refunds', 'missing'],
    queryFn: ({ signal }) => fetchMissingRefunds(signal),
    ...LIVE_FIGURE,
  });

export function useMissingRefunds() {
  return useQuery(missingRefundsQueryOptions());
}

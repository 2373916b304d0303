import type { UnmatchedPayment } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * GET /admin/payments/unmatched: payments taken (verified or captured) more than 10 minutes ago
 * that no order used, oldest first (docs/decisions/008). The server's default threshold leaves
 * out a checkout still between payment and order.
 */
export function fetchUnmatchedPayments(signal?: AbortSignal): Promise<UnmatchedPayment[]> {
  return apiGet<UnmatchedPayment[]>('/admin/payments/unmatched', signal);
}

export const UNMATCHED_PAYMENTS_KEY = ['admin', 'payments', 'unmatched'] as const;

export const unmatchedPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: UNMATCHED_PAYMENTS_KEY,
    queryFn: ({ signal }) => fetchUnmatchedPayments(signal),
    staleTime: 0,
    // A payment can turn unmatched while the view is open (10 minutes after it was taken).
    refetchInterval: 2 * 60_000,
  });

export function useUnmatchedPayments() {
  return useQuery(unmatchedPaymentsQueryOptions());
}

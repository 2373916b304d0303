import type { MismatchedRefund } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { LIVE_FIGURE } from '../../admin-refresh';

/**
 * GET /admin/refunds/mismatched: pending refunds a signed gateway event contradicted (another
 * amount, currency or payment), with what it reported (issue #24).
 */
export function fetchMismatchedRefunds(signal?: AbortSignal): Promise<MismatchedRefund[]> {
  return apiGet<MismatchedRefund[]>('/admin/refunds/mismatched', signal);
}

export const MISMATCHED_REFUNDS_KEY = ['admin', 'refunds', 'mismatched'] as const;

export const mismatchedRefundsQueryOptions = () =>
  queryOptions({
    queryKey: MISMATCHED_REFUNDS_KEY,
    queryFn: ({ signal }) => fetchMismatchedRefunds(signal),
    ...LIVE_FIGURE,
  });

/** `enabled: false` where nothing could be listed (an order with no pending refund). */
export function useMismatchedRefunds({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...mismatchedRefundsQueryOptions(), enabled });
}

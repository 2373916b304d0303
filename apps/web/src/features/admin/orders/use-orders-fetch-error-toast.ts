import { useEffect } from 'react';
import { notifyError } from '@/components/ui/toaster';

/** SPEC §8: 'Error fetching orders' / 'Failed to fetch orders', once per failed load. */
export function useOrdersFetchErrorToast(failedAt: number) {
  useEffect(() => {
    if (failedAt > 0) notifyError('Error fetching orders', 'Failed to fetch orders');
  }, [failedAt]);
}

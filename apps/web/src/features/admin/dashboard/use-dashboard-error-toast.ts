import { useEffect, useRef } from 'react';
import { notifyError } from '@/components/ui/toaster';

/** SPEC §8: 'Error loading dashboard data', once per visit however many dashboard calls fail. */
export function useDashboardErrorToast(failed: boolean) {
  const shown = useRef(false);
  useEffect(() => {
    if (!failed || shown.current) return;
    shown.current = true;
    notifyError('Error loading dashboard data');
  }, [failed]);
}

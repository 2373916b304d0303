import type { SlotCalendar } from '@sheesham/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { dashboardQueryOptions } from './dashboard-key';

/** GET /admin/dashboard/deliveries: today's and tomorrow's deliveries in each slot (decision 050). */
export function useDeliveriesBySlot() {
  return useQuery(
    dashboardQueryOptions(['deliveries'], (signal) =>
      apiGet<SlotCalendar>('/admin/dashboard/deliveries', signal),
    ),
  );
}

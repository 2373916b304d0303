import type { DeliverySlotCode, SlotCalendar } from '@sheesham/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '../../admin-refresh';

/** Every slot query: the calendar here, the dashboard's deliveries and an order's move picker. */
export const ADMIN_SLOTS_KEY = [...ADMIN_QUERY_KEY, 'delivery-slots'] as const;

/** GET /admin/delivery-slots: the slots and 14 days from today with places and bookings. */
export function useSlotCalendar() {
  return useQuery({
    queryKey: ADMIN_SLOTS_KEY,
    queryFn: ({ signal }) => apiGet<SlotCalendar>('/admin/delivery-slots', signal),
  });
}

export interface CapacityChange {
  slot: DeliverySlotCode;
  /** A day (YYYY-MM-DD) for that day's places, or null for the default of every day. */
  date: string | null;
  /** Null on a day goes back to the default. */
  capacity: number | null;
}

/**
 * PUT /admin/delivery-slots/{slot} {default_capacity}, or …/{slot}/days/{date} {capacity}: the
 * server answers with the calendar, which replaces the one shown; every admin query reloads.
 */
export function useChangeCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, date, capacity }: CapacityChange) =>
      date === null
        ? apiPut<SlotCalendar>(`/admin/delivery-slots/${slot}`, { default_capacity: capacity })
        : apiPut<SlotCalendar>(`/admin/delivery-slots/${slot}/days/${date}`, { capacity }),
    onSuccess: (calendar) => queryClient.setQueryData(ADMIN_SLOTS_KEY, calendar),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

import { isValidPincode, type SlotAvailability } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /delivery/slots?pincode=: the days from the promised one with each slot's places left. */
export function fetchDeliverySlots(
  pincode: string,
  signal?: AbortSignal,
): Promise<SlotAvailability> {
  return apiGet<SlotAvailability>(`/delivery/slots?pincode=${encodeURIComponent(pincode)}`, signal);
}

export const DELIVERY_SLOTS_KEY = ['delivery-slots'] as const;

/** Places change with every order: read fresh each time the picker shows, never kept long. */
export const deliverySlotsQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: [...DELIVERY_SLOTS_KEY, pincode],
    queryFn: ({ signal }) => fetchDeliverySlots(pincode, signal),
    staleTime: 30_000,
    retry: false,
  });

/** The slots for a complete, valid pincode; idle while the pincode is still being typed. */
export function useDeliverySlots(pincode: string) {
  return useQuery({ ...deliverySlotsQueryOptions(pincode), enabled: isValidPincode(pincode) });
}

import type {
  DeliveryHoliday,
  DeliveryHolidayInput,
  DeliveryZone,
  DeliveryZoneCreateInput,
  DeliveryZoneInput,
} from '@sheesham/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

export const DELIVERY_ZONES_KEY = ['admin', 'delivery', 'zones'] as const;
export const DELIVERY_HOLIDAYS_KEY = ['admin', 'delivery', 'holidays'] as const;

/** GET /admin/delivery/zones, in the order they are tried. */
export function useDeliveryZones() {
  return useQuery({
    queryKey: DELIVERY_ZONES_KEY,
    queryFn: ({ signal }) => apiGet<DeliveryZone[]>('/admin/delivery/zones', signal),
  });
}

/** PUT /admin/delivery/zones/{id}: the zone as saved; the list and the shop's estimates follow. */
export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeliveryZoneInput }) =>
      apiPut<DeliveryZone>(`/admin/delivery/zones/${encodeURIComponent(id)}`, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: DELIVERY_ZONES_KEY });
      void queryClient.invalidateQueries({ queryKey: ['delivery-estimate'] });
    },
  });
}

/** After a zone is added or removed: the list, and the shop's estimates, follow. */
function useZonesChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: DELIVERY_ZONES_KEY });
    void queryClient.invalidateQueries({ queryKey: ['delivery-estimate'] });
  };
}

/** POST /admin/delivery/zones: a zone the owner adds, tried before the others (decision 057). */
export function useCreateZone() {
  const onSettled = useZonesChanged();
  return useMutation({
    mutationFn: (input: DeliveryZoneCreateInput) =>
      apiPost<DeliveryZone>('/admin/delivery/zones', input),
    onSettled,
  });
}

/** DELETE /admin/delivery/zones/{id}: only a zone the owner added; answers the zones left. */
export function useRemoveZone() {
  const onSettled = useZonesChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiDelete<DeliveryZone[]>(`/admin/delivery/zones/${encodeURIComponent(id)}`),
    onSettled,
  });
}

export function useDeliveryHolidays() {
  return useQuery({
    queryKey: DELIVERY_HOLIDAYS_KEY,
    queryFn: ({ signal }) => apiGet<DeliveryHoliday[]>('/admin/delivery/holidays', signal),
  });
}

/** POST and DELETE /admin/delivery/holidays: the list reloads either way. */
export function useHolidayChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => {
    void queryClient.invalidateQueries({ queryKey: DELIVERY_HOLIDAYS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['delivery-estimate'] });
  };
  const add = useMutation({
    mutationFn: (input: DeliveryHolidayInput) =>
      apiPost<DeliveryHoliday>('/admin/delivery/holidays', input),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (date: string) =>
      apiDelete<DeliveryHoliday[]>(`/admin/delivery/holidays/${encodeURIComponent(date)}`),
    onSettled,
  });
  return { add, remove };
}

import { type DeliveryEstimate, deliveryEstimateSchema } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /delivery/estimate: the shop's promise for one pincode (400 with a field error if unknown). */
export async function fetchDeliveryEstimate(
  pincode: string,
  signal?: AbortSignal,
): Promise<DeliveryEstimate> {
  const path = `/delivery/estimate?pincode=${encodeURIComponent(pincode)}`;
  return deliveryEstimateSchema.parse(await apiGet<unknown>(path, signal));
}

/** One answer per pincode, kept a minute as the server allows; a refusal is not retried. */
export const deliveryEstimateQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['delivery-estimate', pincode],
    queryFn: ({ signal }) => fetchDeliveryEstimate(pincode, signal),
    staleTime: 60_000,
    retry: false,
  });

/** The estimate for a pincode, or nothing asked while there is none. */
export function useDeliveryEstimate(pincode: string | null) {
  return useQuery({
    ...deliveryEstimateQueryOptions(pincode ?? ''),
    enabled: pincode !== null,
  });
}

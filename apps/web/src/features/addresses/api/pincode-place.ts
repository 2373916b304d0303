import { isValidPincode, type PincodePlace } from '@sheesham/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * GET /pincode-places/{pincode}: the district and state of a complete pincode, for display next
 * to an address form (the server answers them itself whenever it stores an address). An unknown
 * pincode is an error the caller shows; nothing is asked before six valid digits.
 */
export function usePincodePlace(pincode: string) {
  return useQuery({
    queryKey: ['pincode-place', pincode],
    queryFn: ({ signal }) => apiGet<PincodePlace>(`/pincode-places/${pincode}`, signal),
    enabled: isValidPincode(pincode),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

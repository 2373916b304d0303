import type { CouponOffers } from '@sheesham/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /coupons/offers: the active public coupons that apply to one piece, best first. */
export function useProductOffers(productId: string) {
  return useQuery({
    queryKey: ['coupon-offers', productId],
    queryFn: ({ signal }) =>
      apiGet<CouponOffers>(
        `/coupons/offers?product_id=${encodeURIComponent(productId)}`,
        signal,
      ).then((answer) => answer.offers),
    staleTime: 5 * 60_000,
  });
}

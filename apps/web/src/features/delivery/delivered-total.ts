import { type CartItem, fromPaise, priceCart, toPaise } from '@sheesham/shared';
import type { QueryClient } from '@tanstack/react-query';
import { quotedDiscount } from '@/features/coupons/quoted-discount';
import { deliveryEstimateQueryOptions } from './api/delivery-estimate';

/**
 * The rupee total a checkout pays for: the cart with the delivery charge quoted for the pincode
 * (the cached answer the summary showed, or a fresh one) less the coupon's discount the server
 * quoted. Where no charge can be had (unknown pincode, not served, offline) the cart alone: the
 * server then refuses with the reason.
 */
export async function deliveredTotal(
  queryClient: QueryClient,
  items: readonly CartItem[],
  pincode: string,
  discountPaise = 0,
): Promise<number> {
  let deliveryPaise = 0;
  try {
    const estimate = await queryClient.fetchQuery(deliveryEstimateQueryOptions(pincode));
    if (estimate.serviceable) deliveryPaise = toPaise(estimate.charge);
  } catch {
    // The server's own check says why; the amount here only has to match a delivered order.
  }
  return fromPaise(
    priceCart(items, { deliveryPaise, discount: quotedDiscount(discountPaise) }).totalPaise,
  );
}

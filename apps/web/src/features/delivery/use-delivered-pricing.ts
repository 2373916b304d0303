import {
  type CartItem,
  type DeliveryEstimate,
  isValidPincode,
  priceCart,
  toPaise,
} from '@sheesham/shared';
import { quotedDiscount } from '@/features/coupons/quoted-discount';
import { useDeliveryEstimate } from './api/delivery-estimate';

export interface DeliveredPricing {
  pricing: ReturnType<typeof priceCart>;
  /** The server's answer for the pincode; undefined while none is typed or it loads. */
  estimate: DeliveryEstimate | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * The cart priced with the delivery charge the server quotes for the typed pincode and the
 * discount the server quoted for the applied coupon (issue #29), by the same shared pricing the
 * server uses, so the summary's total is the amount the payment is opened for. Until a valid
 * pincode is known (or where the shop does not deliver) the charge is 0.
 */
export function useDeliveredPricing(
  items: readonly CartItem[],
  pincode: string,
  discountPaise = 0,
): DeliveredPricing {
  const valid = isValidPincode(pincode);
  const query = useDeliveryEstimate(valid ? pincode : null);
  const estimate = valid ? query.data : undefined;
  const deliveryPaise = estimate?.serviceable ? toPaise(estimate.charge) : 0;
  return {
    pricing: priceCart(items, { deliveryPaise, discount: quotedDiscount(discountPaise) }),
    estimate,
    error: valid ? query.error : null,
    loading: valid && query.isPending,
  };
}

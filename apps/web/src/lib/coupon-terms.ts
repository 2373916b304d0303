import { formatRupees } from '@sheesham/shared';

/** The parts of a coupon its terms are told from (rupees), for the shopper and for staff alike. */
export interface CouponTermsInput {
  type: 'percent' | 'flat';
  value: number;
  max_discount?: number | null;
  min_cart_value?: number | null;
}

/** "10% off up to ₹5,000" or "₹500 off". */
export function couponAmountText(coupon: CouponTermsInput): string {
  if (coupon.type === 'flat') return `${formatRupees(coupon.value)} off`;
  const cap = coupon.max_discount ? ` up to ${formatRupees(coupon.max_discount)}` : '';
  return `${coupon.value}% off${cap}`;
}

/** "on carts of ₹10,000 or more", or '' without a minimum. */
export function couponMinimumText(coupon: CouponTermsInput): string {
  return coupon.min_cart_value ? `on carts of ${formatRupees(coupon.min_cart_value)} or more` : '';
}

/** The whole offer in one line: "10% off up to ₹5,000 on carts of ₹10,000 or more". */
export function couponTermsText(coupon: CouponTermsInput): string {
  return [couponAmountText(coupon), couponMinimumText(coupon)].filter(Boolean).join(' ');
}

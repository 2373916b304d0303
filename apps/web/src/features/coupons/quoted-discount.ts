import { type DiscountTerms, manualDiscountTerms } from '@sheesham/shared';

/**
 * The server's quoted discount (paise) as terms the shared priceOrder applies: a flat amount over
 * the whole cart, which takes off exactly that amount (never more than the subtotal). The web
 * never works out a coupon's discount itself; it prices with the figure the server quoted.
 */
export function quotedDiscount(discountPaise: number): DiscountTerms | null {
  return discountPaise > 0 ? manualDiscountTerms(discountPaise) : null;
}

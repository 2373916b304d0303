import type { CouponQuote, CouponQuoteBody, OrderLineInput } from '@sheesham/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export const COUPON_QUOTE_KEY = ['coupon-quote'] as const;

/**
 * POST /coupons/quote: what `code` takes off these lines, as the server prices it. Keyed by the
 * lines too, so a cart that changes is quoted again (a code can stop applying, or take off more).
 * A refusal is an answer, not a blip: never retried.
 */
export const couponQuoteQueryOptions = (code: string, items: readonly OrderLineInput[]) =>
  queryOptions({
    queryKey: [...COUPON_QUOTE_KEY, code, items],
    queryFn: () =>
      apiPost<CouponQuote>('/coupons/quote', {
        coupon_code: code,
        items: [...items],
      } satisfies CouponQuoteBody),
    staleTime: 30_000,
    retry: false,
  });

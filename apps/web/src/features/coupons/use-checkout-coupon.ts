import { type CouponQuote, type OrderLineInput, toPaise } from '@sheesham/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { couponQuoteQueryOptions } from './api/coupon-quote';

export interface CheckoutCoupon {
  /** The code the shopper applied (upper-case), null when none. */
  applied: string | null;
  /** The server's quote for the applied code on this cart; undefined while refused or loading. */
  quote: CouponQuote | undefined;
  /** What the quote takes off, in paise: 0 without a valid code. */
  discountPaise: number;
  /** The code to send with the order: only one the server has quoted for this cart. */
  orderCode: string | null;
  /** Why the applied code does not apply, in the server's words. */
  error: string | undefined;
  checking: boolean;
  apply(code: string): void;
  remove(): void;
}

/** The server's reason for refusing a code: its field error on coupon_code, else its message. */
export function couponErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.fields?.coupon_code ?? error.message;
  return 'Could not check this code. Please try again.';
}

/**
 * The checkout's coupon: the code applied, and the server's quote of it for the cart as it is
 * (quoted again whenever the lines change). The discount shown and charged is only ever the
 * server's; without a valid quote it is 0 and no code goes with the order.
 */
export function useCheckoutCoupon(lines: readonly OrderLineInput[]): CheckoutCoupon {
  const [applied, setApplied] = useState<string | null>(null);
  const query = useQuery({
    ...couponQuoteQueryOptions(applied ?? '', lines),
    enabled: applied !== null,
    // While a changed cart is quoted again, the last discount stays rather than blinking to 0.
    placeholderData: keepPreviousData,
  });
  const quote =
    applied !== null && query.data?.code === applied && !query.isError ? query.data : undefined;
  return {
    applied,
    quote,
    discountPaise: quote ? toPaise(quote.discount_amount) : 0,
    orderCode: quote ? applied : null,
    error: applied !== null && query.isError ? couponErrorText(query.error) : undefined,
    checking: applied !== null && query.isFetching,
    apply: (code) => setApplied(code.trim().toUpperCase()),
    remove: () => setApplied(null),
  };
}

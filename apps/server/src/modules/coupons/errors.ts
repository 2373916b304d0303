import { COUPON_MESSAGES, fromPaise } from '@sheesham/shared';
import { HttpError } from '../../lib/http-error.ts';

/** A code that cannot be used, as a field error on the body's `coupon_code` (decision 059). */
const refusal = (status: number, code: string, message: string) =>
  new HttpError(status, code, message, { coupon_code: message });

export const couponErrors = {
  /** Unknown or archived. */
  invalid: () => refusal(404, 'coupon_not_found', COUPON_MESSAGES.invalid),
  notYetActive: () => refusal(400, 'coupon_not_active', COUPON_MESSAGES.notYetActive),
  expired: () => refusal(400, 'coupon_expired', COUPON_MESSAGES.expired),
  belowMinimum: (minPaise: number) =>
    refusal(400, 'coupon_below_minimum', COUPON_MESSAGES.belowMinimum(fromPaise(minPaise))),
  notEligible: () => refusal(400, 'coupon_not_eligible', COUPON_MESSAGES.notEligible),
  usedUp: () => refusal(409, 'coupon_used_up', COUPON_MESSAGES.usedUp),
  alreadyUsed: () => refusal(409, 'coupon_already_used', COUPON_MESSAGES.alreadyUsed),
  codeTaken: () =>
    new HttpError(409, 'coupon_code_taken', COUPON_MESSAGES.codeTaken, {
      code: COUPON_MESSAGES.codeTaken,
    }),
};

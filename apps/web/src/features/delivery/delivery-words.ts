import { type DeliveryEstimate, deliveryChargeText, shortDeliveryDate } from '@sheesham/shared';
import { ApiRequestError } from '@/lib/api-client';

/** The charge as the shop says it: "Free" or "₹1,499" (the same words as the order's line). */
export const chargeText = deliveryChargeText;

/**
 * The product page's promise (issue #26): "Deliver to 302001: by Sat, 5 Dec · Free · Assembly
 * included", or "Not deliverable to 110001 yet".
 */
export function promiseText(estimate: DeliveryEstimate): string {
  if (!estimate.serviceable || !estimate.earliest_date) {
    return `Not deliverable to ${estimate.pincode} yet`;
  }
  return [
    `Deliver to ${estimate.pincode}: by ${shortDeliveryDate(estimate.earliest_date)}`,
    chargeText(estimate.charge),
    estimate.assembly ? 'Assembly included' : 'Assembly not included',
  ].join(' · ');
}

/** Why an estimate failed, in the server's words for the pincode when it gave them. */
export function estimateErrorText(error: unknown): string {
  if (error instanceof ApiRequestError && error.fields?.pincode) return error.fields.pincode;
  return 'Could not check delivery right now. Please try again.';
}

import { badRequest } from '../../lib/http-error.ts';
import { findInTable, pincodeTable } from './dataset.ts';
import type { PincodeInfo } from './types.ts';

/** The field error every route that takes a pincode answers for one India Post does not have. */
export const UNKNOWN_PINCODE = 'Unknown pincode. Please check it.';

/** The pincode's district, state and place, or null when no such pincode exists. */
export function lookupPincode(pincode: string): PincodeInfo | null {
  return findInTable(pincodeTable(), pincode.trim());
}

/**
 * The pincode's facts, or a 400 whose field error sits on `field` (the request's own name for it:
 * `pincode`, `delivery.pincode`, …). A guess is never made: an unknown pincode is refused.
 */
export function requireKnownPincode(pincode: string, field = 'pincode'): PincodeInfo {
  const info = lookupPincode(pincode);
  if (!info) throw badRequest(UNKNOWN_PINCODE, { [field]: UNKNOWN_PINCODE });
  return info;
}

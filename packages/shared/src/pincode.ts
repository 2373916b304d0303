/** Indian PIN code: six digits, the first 1-9 (SPEC §5). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export const PINCODE_LENGTH = 6;

export function isValidPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value);
}

/** What the pincode field keeps while typing: digits only, at most six. */
export function pincodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
}

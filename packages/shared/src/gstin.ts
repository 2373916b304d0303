import { type GstState, gstState, isGstStateCode } from './gst-states.ts';

/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN's check character: a Luhn mod-36 over the first 14 characters, every second one
 * weighted 2, each product counted as its base-36 digit sum (quotient + remainder).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Why a GSTIN is not valid, or null when it is (shape, a known state code, check character). */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) {
    return 'must be 15 characters: state code, PAN, entity number, Z and a check character';
  }
  if (!isGstStateCode(gstin.slice(0, 2))) return `has an unknown state code ${gstin.slice(0, 2)}`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return 'has a wrong check character (a typing mistake?)';
  }
  return null;
}

export const isValidGstin = (gstin: string) => gstinProblem(gstin) === null;

/** The state a valid GSTIN is registered in: its first two digits. */
export function gstinState(gstin: string): GstState {
  const code = gstin.slice(0, 2);
  if (!isGstStateCode(code)) throw new Error(`Not a GSTIN: ${gstin}`);
  return gstState(code);
}

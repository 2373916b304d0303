/**
 * "Recently viewed": the products a shopper opened on this device, newest first, kept in the
 * browser only (decision 053). The list is short: it is a memory aid, and each entry shown costs
 * a product fetch.
 */
export const RECENTLY_VIEWED_MAX = 12;
/** At most this many are shown at once (a strip of cards). */
export const RECENTLY_VIEWED_SHOWN = 8;
/** Longer strings are not product ids (a product id is a UUID). */
const MAX_ID_LENGTH = 64;

/** The list after viewing `productId`: it moves to the front, once, and the oldest fall off. */
export function withViewed(list: readonly string[], productId: string): string[] {
  return [productId, ...list.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX);
}

/** Whatever was stored, as a list `withViewed` could have made (anything else is dropped). */
export function sanitizeViewed(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  const ids = stored.filter(
    (id): id is string => typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH,
  );
  return [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
}

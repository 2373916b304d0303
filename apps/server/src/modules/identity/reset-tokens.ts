import { createHash, randomBytes } from 'node:crypto';

/**
 * How password-reset tokens are kept (docs/decisions/055). better-auth keys a reset by the
 * verification identifier `reset-password:<token>`; the shop stores that identifier hashed, through
 * better-auth's `verification.storeIdentifier` override for the prefix, so the verifications
 * table never holds a working token.
 */

/** better-auth's identifier prefix for reset tokens (api/routes/password). */
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/**
 * What a stored reset identifier starts with. Not RESET_IDENTIFIER_PREFIX: better-auth also looks
 * an identifier up unhashed (for rows written before hashing), and `reset-password:<token>` can
 * never equal a value starting with this, so knowing a stored hash never makes a working token.
 */
export const STORED_RESET_PREFIX = 'reset-password-sha256:';

/** The stored form of better-auth's identifier: the prefix and its SHA-256 in base64url. */
export function storedResetIdentifier(identifier: string): string {
  return STORED_RESET_PREFIX + createHash('sha256').update(identifier).digest('base64url');
}

/** The stored identifier of a token as the mailed link carries it. */
export const storedResetToken = (token: string) =>
  storedResetIdentifier(RESET_IDENTIFIER_PREFIX + token);

/** A fresh token: 192 random bits, base64url (needs no escaping in a query). */
export const newResetToken = () => randomBytes(24).toString('base64url');

/** better-auth's option: reset identifiers hashed, every other verification kept as it is. */
export const verificationStorage = {
  default: 'plain',
  overrides: {
    [RESET_IDENTIFIER_PREFIX]: {
      hash: async (identifier: string) => storedResetIdentifier(identifier),
    },
  },
} as const;

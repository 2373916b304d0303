import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/types.ts';
import { insertClaim, markTokenUsed, replaceUnusedToken } from './claim-token-repository.ts';

/** A claim link works for a day: long enough to find the mail, short enough to go stale. */
export const CLAIM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Only the hash is stored, so a read of the table cannot be turned into working links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const newToken = () => randomBytes(32).toString('base64url');

const expiryFrom = (now: Date) => new Date(now.getTime() + CLAIM_TOKEN_TTL_MS);

/**
 * A claim for this account's address, with no working token yet: its row id goes into the mail
 * as a secret link, and the mail worker mints the token when it sends (mintClaimToken), so the
 * outbox never holds one (issue #24).
 */
export function createClaim(
  tx: Database,
  account: { id: string; email: string },
  now: Date = new Date(),
): Promise<{ id: string }> {
  return insertClaim(tx, {
    // The hash of a token nobody keeps: nothing opens the claim until a token is minted.
    tokenHash: hashToken(newToken()),
    userId: account.id,
    email: account.email.toLowerCase(),
    expiresAt: expiryFrom(now),
  });
}

/**
 * A fresh token for an unused claim, as its mail is sent: it replaces any earlier one and works
 * for CLAIM_TOKEN_TTL_MS from now. Null when the claim was used (or is gone).
 */
export async function mintClaimToken(
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<string | null> {
  const token = newToken();
  const replaced = await replaceUnusedToken(db, id, {
    tokenHash: hashToken(token),
    expiresAt: expiryFrom(now),
  });
  return replaced ? token : null;
}

/**
 * Uses the token once: marks it used and returns the address it proves, if it is this user's,
 * unused and unexpired; null otherwise.
 */
export function useClaimToken(tx: Database, token: string, userId: string): Promise<string | null> {
  return markTokenUsed(tx, hashToken(token), userId);
}
